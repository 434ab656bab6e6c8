import type { Metadata } from 'next';
import { recordSearchAfterResponse } from '@/lib/server/search-analytics';
import Link from 'next/link';
import { FamilyNameLead } from '@/components/community/family-name-lead';
import { RecordSearch } from '@/components/dashboard/record-search';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { SurnameResults } from '@/components/surname/surname-results';
import { SurnameSearchForm } from '@/components/surname/surname-search-form';
import { JsonLd } from '@/components/ui/json-ld';
import { searchSurnames, type SurnameSearch } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { surnameMessages, surnameSearchMessages } from '@/lib/i18n/messages/surname';
import { languageCodes } from '@/lib/pages/kinds.mjs';
import { breadcrumbList, graph, webPage } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { languagesOf } from '@/lib/i18n/static-params';
import { checkSurnameTerm, surnameSearchHref, surnameSearchParamsSchema, type SurnameSearchParams } from '@/lib/validation/surname';
import { log } from '@/lib/server/log';
import { currentRequestId } from '@/lib/request/current-request-id';
import { buttonClass } from '@/components/ui/button';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = '/surname-search';

export async function generateMetadata({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }): Promise<Metadata> {
  const { lang } = await languageOf(route);
  const t = surnameSearchMessages[lang];
  const params = surnameSearchParamsSchema.parse(await searchParams);
  return pageMetadata({
    title: params.surname ? t.titleFor(params.surname) : t.title,
    description: t.description,
    path: PATH,
    lang,
    languages: languagesOf(PATH).map((l) => l.lang),
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
  const { lang } = await languageOf(route);
  const t = surnameSearchMessages[lang];
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
    <>
      <LanguageSwitch path={surnameSearchHref(params)} available={languageCodes} />
      {/* Below the language switch: the top padding is the switch's, so the first answer stays on a phone's first screen. */}
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-6 sm:py-10">
        <JsonLd
          data={graph(
            webPage({ name: t.title, description: t.description, path: PATH }),
            breadcrumbList([
              { name: surnameMessages[lang].home, path: '/' },
              { name: surnameMessages[lang].surnameSearch, path: PATH },
            ]),
          )}
        />
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
        <div className="mt-3 max-w-3xl sm:mt-4">
          <SurnameSearchForm key={surnameSearchHref(params)} initial={params} withFilters />
        </div>
        {check.ok ? <RecordSearch kind="surname" query={check.term} /> : null}
        {check.ok && lang === 'en' ? <FamilyNameLead query={check.term} surnames={false} /> : null}
        {check.ok && lang !== 'en' ? (
          // Its sentences are the site search's, written in English only for now: marked as such.
          <div lang="en">
            <FamilyNameLead query={check.term} surnames={false} />
          </div>
        ) : null}
        {!check.ok ? (
          <p className={`mt-6 ${check.empty ? 'text-muted' : 'font-semibold text-saffron-800'}`} role={check.empty ? undefined : 'alert'}>
            {t.termMessages[check.message] ?? check.message}
          </p>
        ) : search === 'error' ? (
          <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm" role="alert">
            <p className="text-lg text-ink">{t.error}</p>
            <Link href={inLanguage(lang, surnameSearchHref(params))} className={buttonClass({ className: 'mt-4 inline-block' })}>
              {t.tryAgain}
            </Link>
          </div>
        ) : search ? (
          <SurnameResults params={params} term={check.term} search={search} />
        ) : null}
      </div>
    </>
  );
}
