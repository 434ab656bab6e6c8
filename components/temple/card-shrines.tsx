import Link from 'next/link';
import { getSurnameTemples } from '@/lib/data/temples';
import { surnameSlug } from '@/lib/validation/surname';

/**
 * On a surname's deity card, the shrine of that deity its rows point to ("Mahalakshmi of Agroha,
 * Hisar, Haryana"), each linking its page, with why; or that the source names no shrine.
 */
export async function CardShrines({ items }: { items: { id: number; surname: string; deity: { name: string } }[] }) {
  const first = items[0];
  if (!first) return null;
  const temples = await getSurnameTemples(surnameSlug(first.surname));
  const shrines = new Map<string, { name: string; place: string; basis: string }>();
  let unnamed = 0;
  for (const a of items) {
    const t = temples.get(a.id);
    if (!t) {
      unnamed++;
      continue;
    }
    const place = [t.temple.town, t.temple.district && t.temple.district !== t.temple.town ? t.temple.district : '', t.temple.state]
      .filter(Boolean)
      .join(', ');
    const prev = shrines.get(t.temple.id);
    // the strongest reason among the card's rows: the source's own place first
    const basis = prev && (prev.basis === 'source' || t.basis === 'deity') ? prev.basis : t.basis;
    shrines.set(t.temple.id, { name: t.temple.name, place, basis });
  }
  const why: Record<string, string> = {
    source: 'the source names this place',
    community: "a source names it as this community's shrine",
    deity: `the only shrine of ${first.deity.name} recorded here; the source names none`,
  };
  return (
    <div className="mt-3 rounded-lg bg-saffron-50 p-3 text-sm" data-testid="card-shrines">
      {[...shrines].map(([id, s]) => (
        <p key={id} className="text-ink">
          <span className="font-semibold">Shrine:</span>{' '}
          <Link href={`/temple/${id}`} className="font-medium text-saffron-800 underline underline-offset-4">
            {`${first.deity.name} of ${s.place}`}
          </Link>
          <span className="text-muted">{` (${s.name}; ${why[s.basis]})`}</span>
        </p>
      ))}
      {unnamed ? <p className="text-muted">{shrines.size ? 'Some of these sources name no shrine.' : 'The source names no shrine.'}</p> : null}
    </div>
  );
}
