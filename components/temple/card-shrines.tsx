import { PageLink } from '@/components/ui/page-link';
import { getSurnameTemples } from '@/lib/data/temples';
import { namesIn, shrineName } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { pageLanguage } from '@/lib/i18n/page-language';
import { surnameSlug } from '@/lib/validation/surname';

/**
 * On a surname's deity card, the shrine of that deity its rows point to ("Mahalakshmi of Agroha,
 * Hisar, Haryana"), each linking its page, with why; or that the source names no shrine. In the
 * page's language: the deity's name as the card shows it, the places in the page's script where
 * the names give them.
 */
export async function CardShrines({ items }: { items: { id: number; surname: string; deity: { name: string } }[] }) {
  const first = items[0];
  if (!first) return null;
  const lang = pageLanguage();
  const t = shrineMessages[lang].card;
  const [temples, names] = await Promise.all([getSurnameTemples(surnameSlug(first.surname)), namesIn(lang)]);
  const place = (name: string) => (lang === 'en' ? name : names.show('place', name));
  const shrines = new Map<string, { name: string; place: string; basis: string }>();
  let unnamed = 0;
  for (const a of items) {
    const found = temples.get(a.id);
    if (!found) {
      unnamed++;
      continue;
    }
    const { temple } = found;
    const where = [place(temple.town), temple.district && temple.district !== temple.town ? place(temple.district) : '', place(temple.state)]
      .filter(Boolean)
      .join(', ');
    const prev = shrines.get(temple.id);
    // the strongest reason among the card's rows: the source's own place first
    const basis = prev && (prev.basis === 'source' || found.basis === 'deity') ? prev.basis : found.basis;
    shrines.set(temple.id, { name: shrineName(names, temple.name), place: where, basis });
  }
  const why: Record<string, string> = { source: t.why.source, community: t.why.community, deity: t.why.deity(first.deity.name) };
  return (
    <div className="mt-3 rounded-lg bg-saffron-50 p-3 text-sm" data-testid="card-shrines">
      {[...shrines].map(([id, s]) => (
        <p key={id} className="text-ink">
          <span className="font-semibold">{t.shrine}</span>{' '}
          <PageLink path={`/temple/${id}`} className="font-medium text-saffron-800 underline underline-offset-4">
            {t.of(first.deity.name, s.place)}
          </PageLink>
          <span className="text-muted">
            {' ('}
            <span lang={englishIn(lang, s.name)}>{s.name}</span>
            {`; ${why[s.basis]})`}
          </span>
        </p>
      ))}
      {unnamed ? <p className="text-muted">{shrines.size ? t.someNone : t.none}</p> : null}
    </div>
  );
}
