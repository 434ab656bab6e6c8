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
import { LanguageSwitch } from '@/components/layout/language-switch';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { languageCodes, type Language } from '@/lib/pages/kinds.mjs';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /aartis and /mantras: one route, two kinds (as prayer-route.tsx is for their detail pages), in each language. */
function listPage(kind: PrayerKind, lang: Language): { name: string; description: string; path: string } {
  const t = prayerMessages[lang].lists;
  return kind === 'aarti'
    ? { name: t.aartis, description: t.aartisDescription, path: '/aartis' }
    : { name: t.mantras, description: t.mantrasDescription, path: '/mantras' };
}

export async function prayerListMetadata(kind: PrayerKind, searchParams: SearchParams, lang: Language = 'en'): Promise<Metadata> {
  const { q, language, difficulty, kind: prayerType, page } = prayerParamsSchema.parse(await searchParams);
  const { name, description, path } = listPage(kind, lang);
  return pageMetadata({
    title: name,
    description,
    path,
    lang,
    languages: languageCodes,
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
    const route = listPage(kind, 'en').path;
    log.error(`[${route.slice(1)}] ${kind} list not loaded`, { error, route, requestId: await currentRequestId() });
    return null;
  }
}

export async function PrayerListRoute({ kind, searchParams, lang = 'en' }: { kind: PrayerKind; searchParams: SearchParams; lang?: Language }) {
  const params = prayerParamsSchema.parse(await searchParams);
  const loaded = await load(kind, params);
  const page = listPage(kind, lang);
  return (
    <>
      <LanguageSwitch path={page.path} available={languageCodes} />
      {loaded ? <JsonLd data={prayerListJsonLd(kind, page, loaded.result.data)} /> : null}
      <PrayerListPage kind={kind} params={params} result={loaded?.result ?? null} languages={loaded?.languages ?? []} />
    </>
  );
}
