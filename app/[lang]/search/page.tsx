import type { Metadata } from 'next';
import { recordSearchAfterResponse } from '@/lib/server/search-analytics';
import { RecordSearch } from '@/components/dashboard/record-search';
import { FamilyNameLead, namesAFamily } from '@/components/community/family-name-lead';
import { ExploreResults } from '@/components/deity/explore-results';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LoadError } from '@/components/ui/load-error';
import { getReferenceLists } from '@/lib/data/deities';
import { DbUnavailableError } from '@/lib/db';
import { exploreHref } from '@/lib/urls/explore';
import { JsonLd } from '@/components/ui/json-ld';
import { exploreJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { exploreParamsSchema, type ExploreParams } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';
import { currentRequestId } from '@/lib/request/current-request-id';
import { filterListsIn, searchDeitiesIn } from '@/lib/i18n/explore';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { inLanguage, languageCodes, type Language } from '@/lib/pages/kinds.mjs';
import { namesIn } from '@/lib/i18n/content';

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

function page(q: string, lang: Language) {
  const t = exploreMessages[lang];
  return {
    name: q ? t.resultsFor(q) : t.title,
    description: q ? t.descriptionFor(q) : t.description,
    // A search (a query alone, first page) is a landing page of its own: indexable, its own
    // canonical. Filtered or paged variants are not (robots.txt and noindex).
    path: q ? `/search?q=${encodeURIComponent(q)}` : '/search',
  };
}

export async function generateMetadata({ params, searchParams }: { params: LanguageParams; searchParams: SearchParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const { q, shortQuery, region, type, tradition, page: pageNumber } = exploreParamsSchema.parse(await searchParams);
  // A one-letter query lists every deity: Explore itself, not a search to index.
  const filtered = Boolean(shortQuery || region || type || tradition || pageNumber > 1);
  const { name, description, path } = page(q, lang);
  return pageMetadata({
    title: name,
    description,
    path,
    lang,
    languages: languageCodes,
    // Filtered and paged variants are not indexed; their canonical is the search (or Explore) itself.
    noindex: filtered,
  });
}

async function load(lang: Language, searchParams: SearchParams) {
  try {
    const params = await resolveParams(searchParams);
    const [lists, result] = await Promise.all([
      getReferenceLists().then((l) => filterListsIn(lang, l)),
      searchDeitiesIn(lang, { query: params.q, region: params.region, type: params.type, tradition: params.tradition, page: params.page }),
    ]);
    return { params, lists, result };
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[explore] deity directory not loaded', { error, route: '/search', requestId: await currentRequestId() });
    return null;
  }
}

export default async function ExplorePage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  const { lang } = await languageOf(route);
  const loaded = await load(lang, searchParams);
  const { q } = exploreParamsSchema.parse(await searchParams);
  // The switch leads to the same search in each language.
  const here = q ? `/search?q=${encodeURIComponent(q)}` : '/search';
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
    const names = await namesIn(lang);
    const shown = result.data.map((d) => ({ ...d, name: names.of('deity', d.id) ?? d.name }));
    return (
      <>
        <LanguageSwitch path={here} available={languageCodes} />
        <RecordSearch kind="deity" query={params.q} />
        <JsonLd data={exploreJsonLd(page(params.q, lang), shown, exploreMessages[lang].listName)} />
        <ExploreResults {...loaded} lead={params.q ? <FamilyNameLead query={params.q} /> : null} family={await namesAFamily(params.q)} />
      </>
    );
  }
  const t = exploreMessages[lang];
  return (
    <>
      <LanguageSwitch path={here} available={languageCodes} />
      <LoadError heading={q ? t.resultsFor(q) : t.title} message={t.loadError} href={inLanguage(lang, exploreHref({ q }))} action={t.tryAgain} />
    </>
  );
}
