import type { Metadata } from 'next';
import { PrayerListPage } from '@/components/prayer/prayer-list-page';
import { JsonLd } from '@/components/ui/json-ld';
import { searchPrayers } from '@/lib/data/prayers';
import { DbUnavailableError } from '@/lib/db';
import { log } from '@/lib/log';
import type { PrayerKind } from '@/lib/prayer-url';
import { currentRequestId } from '@/lib/request-context';
import { prayerListJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { prayerParamsSchema, type PrayerParams } from '@/lib/validation/prayers';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /aartis and /mantras: one route, two kinds (as prayer-route.tsx is for their detail pages). */
const listPages: Record<PrayerKind, { name: string; description: string; path: string }> = {
  aarti: {
    name: 'Aartis',
    description: 'Traditional aartis to family deities in their original script, with transliteration, translation and meaning.',
    path: '/aartis',
  },
  mantra: {
    name: 'Mantras',
    description: 'Traditional mantras, stotras and shlokas in Sanskrit and other languages, with transliteration, translation and meaning.',
    path: '/mantras',
  },
};

export async function prayerListMetadata(kind: PrayerKind, searchParams: SearchParams): Promise<Metadata> {
  const { q, language, difficulty, page } = prayerParamsSchema.parse(await searchParams);
  const listPage = listPages[kind];
  return pageMetadata({
    title: listPage.name,
    description: listPage.description,
    path: listPage.path,
    noindex: Boolean(q || language || difficulty || page > 1),
  });
}

async function load(kind: PrayerKind, params: PrayerParams) {
  try {
    return await searchPrayers(kind, { query: params.q, language: params.language, difficulty: params.difficulty }, params.page);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    const route = listPages[kind].path;
    log.error(`[${route.slice(1)}] ${kind} list not loaded`, { error, route, requestId: await currentRequestId() });
    return null;
  }
}

export async function PrayerListRoute({ kind, searchParams }: { kind: PrayerKind; searchParams: SearchParams }) {
  const params = prayerParamsSchema.parse(await searchParams);
  const result = await load(kind, params);
  return (
    <>
      {result ? <JsonLd data={prayerListJsonLd(kind, listPages[kind], result.data)} /> : null}
      <PrayerListPage kind={kind} params={params} result={result} />
    </>
  );
}
