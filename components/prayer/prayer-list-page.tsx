import { RecordSearch } from '@/components/dashboard/record-search';
import Link from 'next/link';
import { PrayerGrid } from '@/components/prayer/prayer-card';
import { prayerFilterTexts } from '@/components/prayer/prayer-filter-texts';
import { PrayerFilters } from '@/components/prayer/prayer-filters';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/data/paging';
import type { KindCounts, PrayerCard } from '@/lib/data/prayers';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, languages as languageInfo, type Language } from '@/lib/pages/kinds.mjs';
import type { PrayerKind } from '@/lib/urls/prayer';
import { prayerListHref, type PrayerParams } from '@/lib/validation/prayers';

interface Props {
  kind: PrayerKind;
  params: PrayerParams;
  result: (Page<PrayerCard> & { kinds: KindCounts }) | null;
  /** The languages that have prayers of this kind. */
  languages: string[];
}

function labels(lang: Language, kind: PrayerKind) {
  const t = prayerMessages[lang].lists;
  return kind === 'aarti'
    ? { base: '/aartis' as const, heading: t.aartis, empty: t.noAartisFound, failed: t.aartisFailed }
    : { base: '/mantras' as const, heading: t.mantras, empty: t.noMantrasFound, failed: t.mantrasFailed };
}

/** "32 prayers: 21 aartis, 9 stotras, 1 bhajan and 1 kavach" in a language. */
export function kindsSummaryIn(lang: Language, kinds: KindCounts): string {
  const t = prayerMessages[lang];
  const total = kinds.reduce((sum, k) => sum + k.count, 0);
  return t.kindsSummary(
    total,
    kinds.map((k) => t.kindCount(k.prayer_type, k.count)),
  );
}

/** The cards of one page, each run of one kind under its heading with that kind's count. */
function groupsOf(cards: PrayerCard[]): { kind: string; cards: PrayerCard[] }[] {
  const groups: { kind: string; cards: PrayerCard[] }[] = [];
  for (const card of cards) {
    const last = groups[groups.length - 1];
    if (last?.kind === card.prayer_type) last.cards.push(card);
    else groups.push({ kind: card.prayer_type, cards: [card] });
  }
  return groups;
}

/** /aartis and /mantras: filters, a paginated list grouped by kind, the empty and error states. */
export function PrayerListPage({ kind, params, result, languages }: Props) {
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  const nav = layoutMessages[lang].nav;
  const l = labels(lang, kind);
  const base = inLanguage(lang, l.base);
  const { q, language, difficulty, kind: prayerType } = params;
  const kinds = result?.kinds ?? [];
  const chosen = kinds.find((k) => k.prayer_type.toLowerCase() === prayerType);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        separator="/"
        label={exploreMessages[lang].breadcrumb}
        items={[{ name: nav.home, path: inLanguage(lang, '/') }, { name: nav.prayers, path: inLanguage(lang, '/prayers') }, { name: l.heading }]}
      />
      <h1 className="mt-4 text-3xl font-bold text-maroon-900">{l.heading}</h1>
      <div className="mt-6">
        <PrayerFilters
          key={`${q}|${language}|${difficulty}|${prayerType}`}
          texts={prayerFilterTexts(lang)}
          prefix={languageInfo[lang].prefix}
          base={l.base}
          q={q}
          language={language}
          difficulty={difficulty}
          available={languages}
          kind={prayerType}
          kinds={kinds.map((k) => ({ id: k.prayer_type.toLowerCase(), label: `${t.kindPlural(k.prayer_type)} (${k.count})` }))}
        />
      </div>
      <RecordSearch kind="prayer" query={q} />
      {result === null ? (
        // A failed prayer list is logged and the empty state shown, saying why.
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm" role="alert">
          <h2 className="text-2xl font-bold text-maroon-900">{l.empty}</h2>
          <p className="mt-2 text-ink">{l.failed}</p>
        </div>
      ) : result.data.length ? (
        <>
          <p className="mt-6 text-muted" role="status">
            {chosen ? t.kindCount(chosen.prayer_type, chosen.count) : kindsSummaryIn(lang, kinds)}
          </p>
          {groupsOf(result.data).map((g, i) => {
            const total = kinds.find((k) => k.prayer_type === g.kind)?.count ?? g.cards.length;
            return (
              <section key={`${g.kind}-${i}`} aria-labelledby={`kind-${i}-heading`} className="mt-6">
                <h2 id={`kind-${i}-heading`} className="text-xl font-bold text-maroon-900">
                  {t.kindPlural(g.kind)} <span className="text-base font-normal text-muted">({total})</span>
                </h2>
                <div className="mt-3">
                  <PrayerGrid prayers={g.cards} headingLevel={3} />
                </div>
              </section>
            );
          })}
          <Pagination
            page={result.pagination.page}
            totalPages={result.pagination.totalPages}
            href={(page) => prayerListHref(base, { q, language, difficulty, kind: prayerType, page })}
            label={t.lists.pages(l.heading)}
            words={exploreMessages[lang].pagination}
          />
        </>
      ) : (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-maroon-900">{l.empty}</h2>
          <p className="mt-2 text-ink">{t.lists.tryOther}</p>
          <Link href={base} className="mt-4 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {t.lists.clearAll}
          </Link>
        </div>
      )}
    </div>
  );
}
