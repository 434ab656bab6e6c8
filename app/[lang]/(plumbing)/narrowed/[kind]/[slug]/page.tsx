import type { Metadata } from 'next';
import { SurnameNotFound } from '@/components/surname/surname-not-found';
import { decodedSlug, SurnamePageBody, surnameMetadata } from '@/components/surname/surname-page';
import { getSurnameInPlace } from '@/lib/data/surnames';
import { LoadError } from '@/components/ui/load-error';
import { DbUnavailableError } from '@/lib/db';
import { log } from '@/lib/server/log';
import { currentRequestId } from '@/lib/request/current-request-id';
import { firstParam } from '@/lib/validation/params';
import { cleanLine, cut } from '@/lib/validation/text';
import { languageOf, pageLanguage } from '@/lib/i18n/page-language';
import { surnameMessages } from '@/lib/i18n/messages/surname';
import { inLanguage } from '@/lib/pages/kinds.mjs';

// /surname/{slug}?region=&state=&community=&gotra= as lib/proxy/addresses.ts decides it
// (next.config.mjs rewrites it to /narrowed/surname/{slug}): the surname page narrowed to a
// place, a community and a gotra, rendered per request for a surname the site knows (an unknown
// one is /missing/surname/{slug}). Its canonical address is the plain page. The surname is the
// only kind of page narrowed by its query (lib/pages/kinds.mjs).
type Params = Promise<{ lang: string; kind: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function one(v: unknown): string {
  return cut(cleanLine(firstParam(v)), 100);
}

async function read(params: Params, searchParams: SearchParams) {
  const sp = await searchParams;
  return {
    slug: decodedSlug((await languageOf(params)).slug),
    region: one(sp.region),
    state: one(sp.state),
    narrowing: { community: cut(cleanLine(firstParam(sp.community)), 120), gotra: one(sp.gotra) },
  };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { slug, region, state } = await read(params, searchParams);
  return surnameMetadata(await getSurnameInPlace(slug, region, state).catch(() => null));
}

export default async function SurnamePlacePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { slug, region, state, narrowing } = await read(params, searchParams);
  let detail;
  try {
    detail = await getSurnameInPlace(slug, region, state);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[surname] surname page not loaded', { error, route: '/surname/[surname]', requestId: await currentRequestId() });
    const t = surnameMessages[pageLanguage()];
    return <LoadError message={t.loadError} href={inLanguage(pageLanguage(), '/surname-search')} action={t.backToSearch} />;
  }
  if (!detail) return <SurnameNotFound slug={slug} region={region} />;
  return <SurnamePageBody slug={slug} region={region} state={state} detail={detail} narrowing={narrowing} />;
}
