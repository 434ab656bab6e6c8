import { enAttr, Marked, PageLinkTo } from '@/components/surname/lang-parts';
import { getSurnameShrines } from '@/lib/data/shrines';
import { surnameSlug } from '@/lib/validation/surname';
import { inPageScript, pageKit } from '@/lib/ui/surname-language';

/**
 * On a surname's deity card, the shrine of that deity its rows point to ("Mahalakshmi of Agroha,
 * Hisar, Haryana"), each linking its page, with why; or that the source names no shrine. On a
 * page in another language: the deity and places in its script where they have a name in it, the
 * shrine's own name in its script when it is written so (else in English, marked), and its page
 * in the language when it is written in it.
 */
export async function CardShrines({ items }: { items: { id: number; surname: string; deity: { id: string; name: string } }[] }) {
  const first = items[0];
  if (!first) return null;
  const kit = await pageKit();
  const { t, lang } = kit;
  const shrines = await getSurnameShrines(surnameSlug(first.surname));
  const shown = new Map<string, { name: string; place: string; basis: string }>();
  let unnamed = 0;
  for (const a of items) {
    const te = shrines.get(a.id);
    if (!te) {
      unnamed++;
      continue;
    }
    const place = [te.shrine.town, te.shrine.district && te.shrine.district !== te.shrine.town ? te.shrine.district : '', te.shrine.state]
      .filter(Boolean)
      .map(kit.place)
      .join(', ');
    const prev = shown.get(te.shrine.id);
    // the strongest reason among the card's rows: the source's own place first
    const basis = prev && (prev.basis === 'source' || te.basis === 'deity') ? prev.basis : te.basis;
    const name = lang !== 'en' && inPageScript(lang, te.shrine.native_name) ? te.shrine.native_name : te.shrine.name;
    shown.set(te.shrine.id, { name, place, basis });
  }
  const deity = kit.deity(first.deity.id, first.deity.name);
  const why: Record<string, string> = { source: t.shrineWhy.source, community: t.shrineWhy.community, deity: t.shrineWhy.deity(deity) };
  return (
    <div className="mt-3 rounded-lg bg-saffron-50 p-3 text-sm" data-testid="card-shrines">
      {[...shown].map(([id, s]) => (
        <p key={id} className="text-ink">
          <span className="font-semibold">{t.shrine}</span>{' '}
          <PageLinkTo
            to={kit.page('shrine', id, `/temple/${id}`)}
            inEnglish={kit.inEnglish}
            className="font-medium text-saffron-800 underline underline-offset-4"
          >
            <Marked lang={lang} text={t.shrineOf(deity, s.place)} />
          </PageLinkTo>
          {lang === 'en' || inPageScript(lang, s.name) ? (
            <span className="text-muted">{` (${s.name}; ${why[s.basis]})`}</span>
          ) : (
            <span className="text-muted">
              {' ('}
              <span {...enAttr(lang)}>{s.name}</span>
              {`; ${why[s.basis]})`}
            </span>
          )}
        </p>
      ))}
      {unnamed ? <p className="text-muted">{shown.size ? t.someNameNoShrine : t.namesNoShrine}</p> : null}
    </div>
  );
}
