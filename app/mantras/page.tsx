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
  name: 'Mantras',
  description: 'Traditional mantras, stotras and shlokas in Sanskrit and other languages, with transliteration, translation and meaning.',
  path: '/mantras',
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
    return await searchPrayers('mantra', { query: params.q, language: params.language, difficulty: params.difficulty }, params.page);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[mantras] mantra list not loaded', { error, route: '/mantras', requestId: await currentRequestId() });
    return null;
  }
}

export default async function MantrasPage({ searchParams }: { searchParams: SearchParams }) {
  const params = prayerParamsSchema.parse(await searchParams);
  const result = await load(params);
  return (
    <>
      {result ? <JsonLd data={prayerListJsonLd('mantra', listPage, result.data)} /> : null}
      <PrayerListPage kind="mantra" params={params} result={result} />
    </>
  );
}
