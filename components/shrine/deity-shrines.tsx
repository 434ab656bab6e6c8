import Link from 'next/link';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/shrine/family-list';
import { placeLine, ShrineMap } from '@/components/shrine/shrine-map';
import type { ShrinesOfDeity } from '@/lib/data/shrines';
import { namesIn } from '@/lib/i18n/content';
import { writtenLinks } from '@/lib/i18n/links';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { englishIn } from '@/lib/i18n/english';
import { pageLanguage } from '@/lib/i18n/page-language';
import { placeLineIn, shrineNameIn } from '@/lib/seo/deity-faq';

/**
 * A deity as a family of shrines: each shrine with the families whose association points to it,
 * then the families whose source names no shrine. Every sentence counts what the lists show.
 * `name` is the deity's name as the page shows it; a shrine's name and place are in the page's
 * script where the names file (or the shrine's own native name) gives them, and its link leads
 * to its page in the page's language when that is written, else to the English page, marked.
 */
export async function DeityShrines({ name, data }: { name: string; data: ShrinesOfDeity }) {
  if (!data.shrines.length) return null;
  const lang = pageLanguage();
  const t = deityMessages[lang].shrines;
  const [names, link] = await Promise.all([namesIn(lang), writtenLinks(lang, 'shrine')]);
  return (
    <section aria-labelledby="deity-shrines-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="deity-shrines-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading(name)}
      </h2>
      <p className="mt-2 text-ink">{t.summary(data.shrines.length, name)}</p>
      <ShrineMap label={t.map(name)} shrines={data.shrines} />
      <ul className="mt-6 space-y-5">
        {data.shrines.map((s) => {
          const n = surnameCount(s.families);
          const listId = `shrine-families-${s.id}`;
          const to = link(s.id, `/temple/${s.id}`);
          const shown = shrineNameIn(lang, names, s);
          return (
            <li key={s.id} className="rounded-lg border border-saffron-200 p-4">
              <h3 className="text-lg font-semibold">
                <Link href={to.href} hrefLang={to.english ? 'en' : undefined} className="text-saffron-800 underline-offset-4 hover:underline">
                  {shown ?? <span lang="en">{s.name}</span>}
                  {to.english ? layoutMessages[lang].inEnglish : null}
                </Link>
              </h3>
              <p className="text-sm text-muted">
                {lang === 'en'
                  ? placeLine(s)
                  : // A place the names file does not write in the page's script is shown, and marked, in English.
                    placeLineIn(lang, names, s, { country: false })
                      .split(', ')
                      .map((part, i) => (
                        <span key={i} lang={englishIn(lang, part)}>
                          {i ? `, ${part}` : part}
                        </span>
                      ))}
              </p>
              {n ? (
                <>
                  <p className="mt-2 text-sm text-ink" data-count={n} data-count-of={listId}>
                    {t.families(n, s.families.length)}
                  </p>
                  <FamilyList groups={s.families} id={listId} />
                </>
              ) : (
                <p className="mt-2 text-sm text-muted">{t.none}</p>
              )}
            </li>
          );
        })}
      </ul>
      {data.unplaced.length ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-maroon-900">{t.unplacedHeading}</h3>
          <p className="mt-1 text-sm text-ink" data-count={surnameCount(data.unplaced)} data-count-of="shrine-families-unplaced">
            {t.unplaced(surnameCount(data.unplaced), data.unplaced.length, name)}
          </p>
          <FamilyList groups={data.unplaced} id="shrine-families-unplaced" />
        </div>
      ) : null}
    </section>
  );
}
