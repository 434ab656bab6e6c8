import { RecordSearch } from '@/components/dashboard/record-search';
import Link from 'next/link';
import { PrayerGrid } from '@/components/prayer/prayer-card';
import { PrayerFilters } from '@/components/prayer/prayer-filters';
import type { KindCounts, PrayersOverview as Overview } from '@/lib/data/prayers';
import { kindsSummary } from '@/lib/urls/prayer';
import { prayerListHref, type PrayerParams } from '@/lib/validation/prayers';

function Section({
  title,
  count,
  kinds,
  href,
  children,
}: {
  title: string;
  count: number;
  kinds: KindCounts;
  href: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${title}-heading`} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${title}-heading`} className="text-2xl font-bold text-maroon-900">
          {title}
        </h2>
        {count > 0 ? (
          <Link href={href} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
            View All {count}
          </Link>
        ) : null}
      </div>
      {/* What the count holds, when it is more than one kind: the list says the same. */}
      {kinds.length > 1 ? <p className="mt-1 text-muted">{kindsSummary(kinds)}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /prayers: filters, tabs with counts, 6 of each kind with 'View All N', categories. */
export function PrayersOverview({ params, overview, languages }: { params: PrayerParams; overview: Overview | null; languages: string[] }) {
  const { q, language, difficulty, tab } = params;
  const filters = { q, language, difficulty };
  const aartiCount = overview?.aarti_count ?? 0;
  const mantraCount = overview?.mantra_count ?? 0;
  const tabs = [
    { id: 'all', label: 'All Prayers', count: aartiCount + mantraCount },
    { id: 'aartis', label: 'Aartis', count: aartiCount },
    { id: 'mantras', label: 'Mantras', count: mantraCount },
  ];
  const empty = aartiCount + mantraCount === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-maroon-900">Aartis and Mantras</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Traditional prayers to family deities in their original script, with transliteration, an English translation and their meaning.
      </p>
      <div className="mt-6">
        <PrayerFilters
          key={`${q}|${language}|${difficulty}|${tab}`}
          base="/prayers"
          q={q}
          language={language}
          difficulty={difficulty}
          tab={tab}
          available={languages}
        />
      </div>
      <RecordSearch kind="prayer" query={q} />
      <nav aria-label="Prayer types" className="mt-6 border-b border-saffron-200">
        <ul className="flex flex-wrap gap-x-1">
          {tabs.map((t) => (
            <li key={t.id}>
              <Link
                href={prayerListHref('/prayers', { ...filters, tab: t.id })}
                aria-current={tab === t.id ? 'page' : undefined}
                className={`block border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${
                  tab === t.id ? 'border-saffron-700 text-saffron-800' : 'border-transparent text-muted hover:text-maroon-900'
                }`}
              >
                {t.label} ({t.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {overview === null ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm" role="alert">
          <h2 className="text-2xl font-bold text-maroon-900">No Prayers Found</h2>
          <p className="mt-2 text-ink">The prayers could not be loaded right now. Please try again in a moment.</p>
        </div>
      ) : empty ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-maroon-900">No Prayers Found</h2>
          <p className="mt-2 text-ink">No aarti or mantra matches these filters.</p>
          <Link href="/prayers" className="mt-4 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
            Clear All Filters
          </Link>
        </div>
      ) : (
        <>
          {tab !== 'mantras' ? (
            <Section title="Aartis" count={aartiCount} kinds={overview.aarti_kinds} href={prayerListHref('/aartis', filters)}>
              {overview.aartis.length ? <PrayerGrid prayers={overview.aartis} /> : <p className="text-muted">No aartis match these filters.</p>}
            </Section>
          ) : null}
          {tab !== 'aartis' ? (
            <Section title="Mantras" count={mantraCount} kinds={overview.mantra_kinds} href={prayerListHref('/mantras', filters)}>
              {overview.mantras.length ? <PrayerGrid prayers={overview.mantras} /> : <p className="text-muted">No mantras match these filters.</p>}
            </Section>
          ) : null}
        </>
      )}
      {overview?.categories.length ? (
        <section aria-labelledby="categories-heading" className="mt-12">
          <h2 id="categories-heading" className="text-2xl font-bold text-maroon-900">
            Browse by Category
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {overview.categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/prayers/category/${c.id}`}
                  className="block h-full rounded-xl border-l-8 bg-white p-4 shadow-sm hover:bg-saffron-50"
                  style={{ borderLeftColor: c.color }}
                >
                  <span className="block font-semibold text-maroon-900">{c.name}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {c.prayer_count} {c.prayer_count === 1 ? 'prayer' : 'prayers'}
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
