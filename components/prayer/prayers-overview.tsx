import { RecordSearch } from '@/components/dashboard/record-search';
import Link from 'next/link';
import { PrayerGrid } from '@/components/prayer/prayer-card';
import { prayerFilterTexts } from '@/components/prayer/prayer-filter-texts';
import { PrayerFilters } from '@/components/prayer/prayer-filters';
import { kindsSummaryIn } from '@/components/prayer/prayer-list-page';
import type { KindCounts, PrayersOverview as Overview } from '@/lib/data/prayers';
import { textIn } from '@/lib/data/languages';
import { referenceIn } from '@/lib/i18n/content';
import { writtenLinks } from '@/lib/i18n/links';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, languages as languageInfo } from '@/lib/pages/kinds.mjs';
import { prayerListHref, type PrayerParams } from '@/lib/validation/prayers';

function Section({
  id,
  title,
  count,
  kinds,
  href,
  children,
}: {
  id: string;
  title: string;
  count: number;
  kinds: KindCounts;
  href: string;
  children: React.ReactNode;
}) {
  const lang = pageLanguage();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-maroon-900">
          {title}
        </h2>
        {count > 0 ? (
          <Link href={href} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {prayerMessages[lang].lists.viewAll(count)}
          </Link>
        ) : null}
      </div>
      {/* What the count holds, when it is more than one kind: the list says the same. */}
      {kinds.length > 1 ? <p className="mt-1 text-muted">{kindsSummaryIn(lang, kinds)}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /prayers: filters, tabs with counts, 6 of each kind with 'View All N', categories (each to its page in the page's language when written in it). */
export async function PrayersOverview({ params, overview, languages }: { params: PrayerParams; overview: Overview | null; languages: string[] }) {
  const lang = pageLanguage();
  const t = prayerMessages[lang].lists;
  const { q, language, difficulty, tab } = params;
  const filters = { q, language, difficulty };
  const aartiCount = overview?.aarti_count ?? 0;
  const mantraCount = overview?.mantra_count ?? 0;
  const tabs = [
    { id: 'all', label: t.allPrayers, count: aartiCount + mantraCount },
    { id: 'aartis', label: t.aartis, count: aartiCount },
    { id: 'mantras', label: t.mantras, count: mantraCount },
  ];
  const empty = aartiCount + mantraCount === 0;
  const [reference, categoryLink] = await Promise.all([referenceIn(lang), writtenLinks(lang, 'category')]);
  const categories = (overview?.categories ?? []).map((c) => {
    const name = textIn(reference.prayer_categories[c.id], 'name', c.name);
    return { ...c, name, english: lang !== 'en' && name === c.name, link: categoryLink(c.id, `/prayers/category/${c.id}`) };
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-maroon-900">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{t.intro}</p>
      <div className="mt-6">
        <PrayerFilters
          key={`${q}|${language}|${difficulty}|${tab}`}
          texts={prayerFilterTexts(lang)}
          prefix={languageInfo[lang].prefix}
          base="/prayers"
          q={q}
          language={language}
          difficulty={difficulty}
          tab={tab}
          available={languages}
        />
      </div>
      <RecordSearch kind="prayer" query={q} />
      <nav aria-label={t.types} className="mt-6 border-b border-saffron-200">
        <ul className="flex flex-wrap gap-x-1">
          {tabs.map((tb) => (
            <li key={tb.id}>
              <Link
                href={prayerListHref(inLanguage(lang, '/prayers'), { ...filters, tab: tb.id })}
                aria-current={tab === tb.id ? 'page' : undefined}
                className={`block border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${
                  tab === tb.id ? 'border-saffron-700 text-saffron-800' : 'border-transparent text-muted hover:text-maroon-900'
                }`}
              >
                {tb.label} ({tb.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {overview === null ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm" role="alert">
          <h2 className="text-2xl font-bold text-maroon-900">{t.noPrayers}</h2>
          <p className="mt-2 text-ink">{t.failed}</p>
        </div>
      ) : empty ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-maroon-900">{t.noPrayers}</h2>
          <p className="mt-2 text-ink">{t.noneMatch}</p>
          <Link href={inLanguage(lang, '/prayers')} className="mt-4 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {t.clearAll}
          </Link>
        </div>
      ) : (
        <>
          {tab !== 'mantras' ? (
            <Section
              id="Aartis"
              title={t.aartis}
              count={aartiCount}
              kinds={overview.aarti_kinds}
              href={prayerListHref(inLanguage(lang, '/aartis'), filters)}
            >
              {overview.aartis.length ? <PrayerGrid prayers={overview.aartis} /> : <p className="text-muted">{t.noAartis}</p>}
            </Section>
          ) : null}
          {tab !== 'aartis' ? (
            <Section
              id="Mantras"
              title={t.mantras}
              count={mantraCount}
              kinds={overview.mantra_kinds}
              href={prayerListHref(inLanguage(lang, '/mantras'), filters)}
            >
              {overview.mantras.length ? <PrayerGrid prayers={overview.mantras} /> : <p className="text-muted">{t.noMantras}</p>}
            </Section>
          ) : null}
        </>
      )}
      {categories.length ? (
        <section aria-labelledby="categories-heading" className="mt-12">
          <h2 id="categories-heading" className="text-2xl font-bold text-maroon-900">
            {t.byCategory}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={c.link.href}
                  hrefLang={c.link.english ? 'en' : undefined}
                  className="block h-full rounded-xl border-l-8 bg-white p-4 shadow-sm hover:bg-saffron-50"
                  style={{ borderLeftColor: c.color }}
                >
                  <span className="block font-semibold text-maroon-900" lang={c.english ? 'en' : undefined}>
                    {c.name}
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    {t.prayerCount(c.prayer_count)}
                    {c.link.english ? layoutMessages[lang].inEnglish : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
