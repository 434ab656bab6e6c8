import Link from 'next/link';
import type { ReactNode } from 'react';
import { DeityGrid } from '@/components/deity/deity-card';
import { DeitySearchBox } from '@/components/deity/deity-search-box';
import { ExploreFilters } from '@/components/deity/explore-filters';
import { searchBoxTexts } from '@/components/deity/search-box-texts';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { Pagination } from '@/components/ui/pagination';
import type { DeitySearchResult } from '@/lib/data/deities';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, languages, type Language } from '@/lib/pages/kinds.mjs';
import { exploreHref } from '@/lib/urls/explore';
import type { ExploreParams } from '@/lib/validation/explore';
import { buttonClass } from '@/components/ui/button';

type Option = { id: string; name: string; english?: boolean };

interface Props {
  params: ExploreParams;
  /** The filters' lists in the page's language and order (lib/i18n/explore.ts filterListsIn). */
  lists: { regions: Option[]; deity_types: Option[]; cultural_traditions: Option[] };
  result: DeitySearchResult;
  /** What the text names among families (a surname, community or gotra), shown first. */
  lead?: ReactNode;
  /** The text names a family: the lead above is the answer, and no deity's name is expected to match. */
  family?: boolean;
}

export function countText(total: number, lang: Language = 'en'): string {
  return exploreMessages[lang].count(total);
}

/** Explore: heading, search box, filters, count, grid or an empty state, pagination. */
export function ExploreResults({ params, lists, result, lead, family = false }: Props) {
  const lang = pageLanguage();
  const t = exploreMessages[lang];
  const { q, shortQuery, region, type, tradition } = params;
  const { data, pagination } = result;
  const { prefix } = languages[lang];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold wrap-anywhere text-maroon-900">{q ? t.resultsFor(q) : t.title}</h1>
      <div className="mt-6 max-w-2xl">
        <DeitySearchBox key={q || shortQuery} defaultValue={q || shortQuery} texts={searchBoxTexts(lang)} />
        {shortQuery ? <p className="mt-2 text-sm text-muted">{t.shortQuery}</p> : null}
      </div>
      {lead}
      <section aria-label={t.filtersLabel} className="mt-6 rounded-xl bg-white p-4 shadow-sm">
        <ExploreFilters
          key={`${q}|${region}|${type}|${tradition}`}
          texts={t.filters}
          prefix={prefix}
          query={q}
          region={region}
          type={type}
          tradition={tradition}
          regions={lists.regions}
          types={lists.deity_types}
          traditions={lists.cultural_traditions}
        />
      </section>
      <p className="mt-6 font-medium text-muted" role="status">
        {countText(pagination.total, lang)}
      </p>
      <div className="mt-4">
        {data.length ? (
          <>
            <DeityGrid deities={data} headingLevel={2} />
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              href={(page) => inLanguage(lang, exploreHref({ q, region, type, tradition, page }))}
              label={t.pagesLabel}
              words={t.pagination}
            />
          </>
        ) : q && family ? (
          <p className="wrap-anywhere text-ink">{t.familyAnswered(q)}</p>
        ) : q ? (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-2xl font-bold wrap-anywhere text-maroon-900">{t.noResultsFor(q)}</h2>
            <p className="mx-auto mt-3 max-w-xl text-ink">{t.noResultsText}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <SubmissionDialog
                trigger={`${t.addYourKuldevta}${layoutMessages[lang].inEnglish}`}
                title="Submit Information for Your Kuldevta"
                searchTerm={q}
                texts={lang === 'en' ? undefined : t.dialog}
              />
              <Link href={inLanguage(lang, '/search')} className={buttonClass({ variant: 'outline' })}>
                {t.exploreAll}
              </Link>
            </div>
          </div>
        ) : (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-2xl font-bold text-maroon-900">{t.noDeities}</h2>
            <p className="mx-auto mt-3 max-w-xl text-ink">{t.noDeitiesText}</p>
          </div>
        )}
      </div>
    </div>
  );
}
