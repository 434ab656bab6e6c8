import type { Metadata } from 'next';
import { PrayerListPage } from '@/components/prayer/prayer-list-page';
import { JsonLd } from '@/components/ui/json-ld';
import { getPrayerLanguages, searchPrayers } from '@/lib/data/prayers';
import { DbUnavailableError } from '@/lib/db';
import { log } from '@/lib/server/log';
import type { PrayerKind } from '@/lib/urls/prayer';
import { currentRequestId } from '@/lib/request/current-request-id';
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
  const { q, language, difficulty, kind: prayerType, page } = prayerParamsSchema.parse(await searchParams);
  const listPage = listPages[kind];
  return pageMetadata({
    title: listPage.name,
    description: listPage.description,
    path: listPage.path,
    noindex: Boolean(q || language || difficulty || prayerType || page > 1),
  });
}

async function load(kind: PrayerKind, params: PrayerParams) {
  try {
    const [result, languages] = await Promise.all([
      searchPrayers(kind, { query: params.q, language: params.language, difficulty: params.difficulty, kind: params.kind }, params.page),
      getPrayerLanguages(),
    ]);
    const count = kind === 'aarti' ? 'aarti_count' : 'mantra_count';
    return { result, languages: languages.filter((l) => l[count] > 0).map((l) => l.language) };
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    const route = listPages[kind].path;
    log.error(`[${route.slice(1)}] ${kind} list not loaded`, { error, route, requestId: await currentRequestId() });
    return null;
  }
}

export async function PrayerListRoute({ kind, searchParams }: { kind: PrayerKind; searchParams: SearchParams }) {
  const params = prayerParamsSchema.parse(await searchParams);
  const loaded = await load(kind, params);
  return (
    <>
      {loaded ? <JsonLd data={prayerListJsonLd(kind, listPages[kind], loaded.result.data)} /> : null}
      <PrayerListPage kind={kind} params={params} result={loaded?.result ?? null} languages={loaded?.languages ?? []} />
    </>
  );
}
