import Link from 'next/link';
import type { ReactNode } from 'react';
import { DeityGrid } from '@/components/deity/deity-card';
import { DeitySearchBox } from '@/components/deity/deity-search-box';
import { ExploreFilters } from '@/components/deity/explore-filters';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { Pagination } from '@/components/ui/pagination';
import type { DeitySearchResult, ReferenceLists } from '@/lib/data/deities';
import { exploreHref } from '@/lib/urls/explore';
import type { ExploreParams } from '@/lib/validation/explore';
import { buttonClass } from '@/components/ui/button';

interface Props {
  params: ExploreParams;
  lists: ReferenceLists;
  result: DeitySearchResult;
  /** What the text names among families (a surname, community or gotra), shown first. */
  lead?: ReactNode;
  /** The text names a family: the lead above is the answer, and no deity's name is expected to match. */
  family?: boolean;
}

export function countText(total: number): string {
  if (total === 0) return 'No deities found matching your search criteria';
  return `Found ${total} ${total === 1 ? 'Deity' : 'Deities'}`;
}

/** Explore: heading, search box, filters, count, grid or an empty state, pagination. */
export function ExploreResults({ params, lists, result, lead, family = false }: Props) {
  const { q, shortQuery, region, type, tradition } = params;
  const { data, pagination } = result;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold wrap-anywhere text-maroon-900">{q ? `Search Results for "${q}"` : 'Discover Kuldevta'}</h1>
      <div className="mt-6 max-w-2xl">
        <DeitySearchBox key={q || shortQuery} defaultValue={q || shortQuery} />
        {shortQuery ? <p className="mt-2 text-sm text-muted">Search term must be at least 2 characters long</p> : null}
      </div>
      {lead}
      <section aria-label="Filters" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
        <ExploreFilters
          key={`${q}|${region}|${type}|${tradition}`}
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
        {countText(pagination.total)}
      </p>
      <div className="mt-4">
        {data.length ? (
          <>
            <DeityGrid deities={data} headingLevel={2} />
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              href={(page) => exploreHref({ q, region, type, tradition, page })}
              label="Search results pages"
            />
          </>
        ) : q && family ? (
          <p className="wrap-anywhere text-ink">{`No deity is named "${q}": it is a family's name, answered above.`}</p>
        ) : q ? (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-2xl font-bold wrap-anywhere text-maroon-900">No Results Found for &ldquo;{q}&rdquo;</h2>
            <p className="mx-auto mt-3 max-w-xl text-ink">
              We couldn&apos;t find any deities matching your search. Would you like to help us expand our knowledge by sharing information about your
              family&apos;s Kuldevta?
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <SubmissionDialog trigger="Add Your Kuldevta" title="Submit Information for Your Kuldevta" searchTerm={q} />
              <Link href="/search" className={buttonClass({ variant: 'outline' })}>
                Explore All Deities
              </Link>
            </div>
          </div>
        ) : (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-2xl font-bold text-maroon-900">No Deities Found</h2>
            <p className="mx-auto mt-3 max-w-xl text-ink">
              Try adjusting your search terms or filters. You can also explore our complete collection of Kuldevta.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
