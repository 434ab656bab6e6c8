import type { Metadata } from 'next';
import { PrayerListPage } from '@/components/prayer/prayer-list-page';
import { JsonLd } from '@/components/ui/json-ld';
import { searchPrayers } from '@/lib/data/prayers';
import { DbUnavailableError } from '@/lib/db';
import { prayerListJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { prayerParamsSchema } from '@/lib/validation/prayers';
import { log } from '@/lib/log';
import { currentRequestId } from '@/lib/request-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const listPage = {
  name: 'Aartis',
  description: 'Traditional aartis to family deities in their original script, with transliteration, translation and meaning.',
  path: '/aartis',
};

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q, language, difficulty, page } = prayerParamsSchema.parse(await searchParams);
  return pageMetadata({
    title: listPage.name,
    description: listPage.description,
    path: listPage.path,
    noindex: Boolean(q || language || difficulty || page > 1),
  });
}

async function load(params: ReturnType<typeof prayerParamsSchema.parse>) {
  try {
    return await searchPrayers('aarti', { query: params.q, language: params.language, difficulty: params.difficulty }, params.page);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[aartis] aarti list not loaded', { error, route: '/aartis', requestId: await currentRequestId() });
    return null;
  }
}

export default async function AartisPage({ searchParams }: { searchParams: SearchParams }) {
  const params = prayerParamsSchema.parse(await searchParams);
  const result = await load(params);
  return (
    <>
      {result ? <JsonLd data={prayerListJsonLd('aarti', listPage, result.data)} /> : null}
      <PrayerListPage kind="aarti" params={params} result={result} />
    </>
  );
}
