import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/temple/family-list';
import { placeLineIn, ShrineMap } from '@/components/temple/shrine-map';
import { PageLink } from '@/components/ui/page-link';
import type { DeityTemples } from '@/lib/data/temples';
import { namesIn, shrineName } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * A deity as a family of shrines: each shrine with the families whose association points to it,
 * then the families whose source names no shrine. Every sentence counts what the lists show.
 * In the page's language: `name` is the deity's name as the page shows it.
 */
export async function DeityShrines({ name, data }: { name: string; data: DeityTemples }) {
  if (!data.shrines.length) return null;
  const lang = pageLanguage();
  const t = shrineMessages[lang].deity;
  const names = await namesIn(lang);
  const placeOf = placeLineIn(lang, lang === 'en' ? null : names);
  return (
    <section aria-labelledby="deity-shrines-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="deity-shrines-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading(name)}
      </h2>
      <p className="mt-2 text-ink">{t.intro(data.shrines.length, name)}</p>
      <ShrineMap label={t.mapLabel(name)} shrines={data.shrines} />
      <ul className="mt-6 space-y-5">
        {data.shrines.map((s) => {
          const n = surnameCount(s.families);
          const listId = `shrine-families-${s.id}`;
          const shrine = shrineName(names, s.name);
          return (
            <li key={s.id} className="rounded-lg border border-saffron-200 p-4">
              <h3 className="text-lg font-semibold">
                <PageLink path={`/temple/${s.id}`} className="text-saffron-800 underline-offset-4 hover:underline">
                  <span lang={englishIn(lang, shrine)}>{shrine}</span>
                </PageLink>
              </h3>
              <p className="text-sm text-muted">{placeOf(s)}</p>
              {n ? (
                <>
                  <p className="mt-2 text-sm text-ink" data-count={n} data-count-of={listId}>
                    {t.count(n, s.families.length)}
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
          <h3 className="text-lg font-semibold text-maroon-900">{t.unplaced}</h3>
          <p className="mt-1 text-sm text-ink" data-count={surnameCount(data.unplaced)} data-count-of="shrine-families-unplaced">
            {t.unplacedCount(surnameCount(data.unplaced), data.unplaced.length, name)}
          </p>
          <FamilyList groups={data.unplaced} id="shrine-families-unplaced" />
        </div>
      ) : null}
    </section>
  );
}
