import type { Metadata } from 'next';
import { PrayersOverview } from '@/components/prayer/prayers-overview';
import { JsonLd } from '@/components/ui/json-ld';
import { getPrayerLanguages, getPrayersOverview } from '@/lib/data/prayers';
import { DbUnavailableError } from '@/lib/db';
import { prayersOverviewJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { prayerParamsSchema, type PrayerParams } from '@/lib/validation/prayers';
import { log } from '@/lib/server/log';
import { currentRequestId } from '@/lib/request/current-request-id';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { languageCodes, type Language } from '@/lib/pages/kinds.mjs';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function pageIn(lang: Language) {
  const t = prayerMessages[lang].lists;
  return { name: t.title, description: t.description, path: '/prayers' };
}

export async function generateMetadata({ params, searchParams }: { params: LanguageParams; searchParams: SearchParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const { q, language, difficulty, tab } = prayerParamsSchema.parse(await searchParams);
  const page = pageIn(lang);
  return pageMetadata({
    title: page.name,
    description: page.description,
    path: page.path,
    lang,
    languages: languageCodes,
    noindex: Boolean(q || language || difficulty || tab !== 'all'),
  });
}

async function load(params: PrayerParams) {
  try {
    const [overview, languages] = await Promise.all([
      getPrayersOverview({ query: params.q, language: params.language, difficulty: params.difficulty }),
      getPrayerLanguages(),
    ]);
    return { overview, languages: languages.map((l) => l.language) };
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[prayers] prayer overview not loaded', { error, route: '/prayers', requestId: await currentRequestId() });
    return null;
  }
}

export default async function PrayersPage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  const { lang } = await languageOf(route);
  const params = prayerParamsSchema.parse(await searchParams);
  const loaded = await load(params);
  return (
    <>
      <LanguageSwitch path="/prayers" available={languageCodes} />
      {loaded ? <JsonLd data={prayersOverviewJsonLd(pageIn(lang), loaded.overview)} /> : null}
      <PrayersOverview params={params} overview={loaded?.overview ?? null} languages={loaded?.languages ?? []} />
    </>
  );
}
