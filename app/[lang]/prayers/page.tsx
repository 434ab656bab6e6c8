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

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const page = {
  name: 'Aartis and Mantras',
  description:
    'Traditional aartis, mantras, stotras and shlokas to family deities, in original script with transliteration, translation and meaning.',
  path: '/prayers',
};

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q, language, difficulty, tab } = prayerParamsSchema.parse(await searchParams);
  return pageMetadata({
    title: page.name,
    description: page.description,
    path: page.path,
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
  await languageOf(route);
  const params = prayerParamsSchema.parse(await searchParams);
  const loaded = await load(params);
  return (
    <>
      {loaded ? <JsonLd data={prayersOverviewJsonLd(page, loaded.overview)} /> : null}
      <PrayersOverview params={params} overview={loaded?.overview ?? null} languages={loaded?.languages ?? []} />
    </>
  );
}
