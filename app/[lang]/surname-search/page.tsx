import type { Metadata } from 'next';
import { recordSearchAfterResponse } from '@/lib/server/search-analytics';
import Link from 'next/link';
import { FamilyNameLead } from '@/components/community/family-name-lead';
import { RecordSearch } from '@/components/dashboard/record-search';
import { SurnameResults } from '@/components/surname/surname-results';
import { SurnameSearchForm } from '@/components/surname/surname-search-form';
import { JsonLd } from '@/components/ui/json-ld';
import { searchSurnames, type SurnameSearch } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { breadcrumbList, graph, webPage } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { checkSurnameTerm, surnameSearchHref, surnameSearchParamsSchema, type SurnameSearchParams } from '@/lib/validation/surname';
import { log } from '@/lib/server/log';
import { currentRequestId } from '@/lib/request/current-request-id';
import { buttonClass } from '@/components/ui/button';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const description =
  'Type your surname to find the family deity (kuldevta or kuldevi) families of that name worship, by community and place, with sources.';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = surnameSearchParamsSchema.parse(await searchParams);
  return pageMetadata({
    title: params.surname ? `Family deity for the surname "${params.surname}"` : "Find Your Family's Kuldevta by Surname",
    description,
    path: '/surname-search',
    noindex: Boolean(params.surname || params.country || params.state || params.town),
  });
}

async function run(params: SurnameSearchParams, term: string): Promise<SurnameSearch | 'error'> {
  try {
    return await searchSurnames({ ...params, surname: term });
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[surname-search] surname search failed', { error, route: '/surname-search', requestId: await currentRequestId() });
    return 'error';
  }
}

export default async function SurnameSearchPage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  await languageOf(route);
  const params = surnameSearchParamsSchema.parse(await searchParams);
  const check = checkSurnameTerm(params.surname);
  const search = check.ok ? await run(params, check.term) : null;
  if (check.ok && search && search !== 'error') {
    await recordSearchAfterResponse({
      searchTerm: check.term,
      searchType: 'surname',
      resultsFound: search.total > 0,
      resultCount: search.total,
      filters: { country: params.country, stateProvince: params.state, townVillage: params.town, community: params.community },
    });
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd
        data={graph(
          webPage({ name: "Find Your Family's Kuldevta by Surname", description, path: '/surname-search' }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Surname Search', path: '/surname-search' },
          ]),
        )}
      />
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">Find Your Family&apos;s Kuldevta</h1>
      <p className="mt-2 max-w-3xl text-muted">
        One surname can belong to families of different communities, each with its own deity: the answer shows each community, yours first where we
        know it.
      </p>
      <div className="mt-4 max-w-3xl">
        <SurnameSearchForm key={surnameSearchHref(params)} initial={params} withFilters />
      </div>
      {check.ok ? <RecordSearch kind="surname" query={check.term} /> : null}
      {check.ok ? <FamilyNameLead query={check.term} surnames={false} /> : null}
      {!check.ok ? (
        <p className={`mt-6 ${check.empty ? 'text-muted' : 'font-semibold text-saffron-800'}`} role={check.empty ? undefined : 'alert'}>
          {check.message}
        </p>
      ) : search === 'error' ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm" role="alert">
          <p className="text-lg text-ink">Error searching for surnames. Please try again.</p>
          <Link href={surnameSearchHref(params)} className={buttonClass({ className: 'mt-4 inline-block' })}>
            Try Again
          </Link>
        </div>
      ) : search ? (
        <SurnameResults params={params} term={check.term} search={search} />
      ) : null}
    </div>
  );
}
