import type { Metadata } from 'next';
import { recordSearchAfterResponse } from '@/lib/analytics';
import { ExploreResults } from '@/components/deity/explore-results';
import { LoadError } from '@/components/ui/load-error';
import { getReferenceLists, searchDeities } from '@/lib/data/deities';
import { DbUnavailableError } from '@/lib/db';
import { exploreHref } from '@/lib/explore-url';
import { pageMetadata } from '@/lib/seo/metadata';
import { exploreParamsSchema, type ExploreParams } from '@/lib/validation/explore';
import { log } from '@/lib/log';
import { currentRequestId } from '@/lib/request-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Keeps only filter values that exist in the reference lists; others are ignored. */
async function resolveParams(searchParams: SearchParams): Promise<ExploreParams> {
  const params = exploreParamsSchema.parse(await searchParams);
  const lists = await getReferenceLists();
  const known = (value: string, options: { id: string }[]) => (options.some((o) => o.id === value) ? value : '');
  return {
    ...params,
    region: known(params.region, lists.regions),
    type: known(params.type, lists.deity_types),
    tradition: known(params.tradition, lists.cultural_traditions),
  };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q, region, type, tradition, page } = exploreParamsSchema.parse(await searchParams);
  const filtered = Boolean(q || region || type || tradition || page > 1);
  return pageMetadata({
    title: q ? `Search Results for "${q}"` : 'Discover Kuldevta',
    description: q
      ? `Family deities (kuldevta and kuldevi) matching "${q}": names, regions and traditions.`
      : 'Browse family deities (kuldevta and kuldevi) by region, deity type and tradition.',
    path: '/search',
    // Filtered and query variants are not indexed; the canonical is the plain Explore page.
    noindex: filtered,
  });
}

async function load(searchParams: SearchParams) {
  try {
    const params = await resolveParams(searchParams);
    const [lists, result] = await Promise.all([
      getReferenceLists(),
      searchDeities({ query: params.q, region: params.region, type: params.type, tradition: params.tradition, page: params.page }),
    ]);
    return { params, lists, result };
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[explore] deity directory not loaded', { error, route: '/search', requestId: await currentRequestId() });
    return null;
  }
}

export default async function ExplorePage({ searchParams }: { searchParams: SearchParams }) {
  const loaded = await load(searchParams);
  if (loaded) {
    const { params, result } = loaded;
    if (params.q) {
      const total = result.pagination.total;
      await recordSearchAfterResponse({
        searchTerm: params.q,
        searchType: 'deity',
        resultsFound: total > 0,
        resultCount: total,
        filters: { region: params.region, type: params.type, tradition: params.tradition },
      });
    }
    return <ExploreResults {...loaded} />;
  }
  const { q } = exploreParamsSchema.parse(await searchParams);
  return (
    <LoadError
      heading={q ? `Search Results for "${q}"` : 'Discover Kuldevta'}
      message="The deity directory could not be loaded right now. Please try again in a moment."
      href={exploreHref({ q })}
      action="Try Again"
    />
  );
}
