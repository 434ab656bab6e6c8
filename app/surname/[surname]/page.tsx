import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SurnameDetailView } from '@/components/surname/surname-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { LoadError } from '@/components/ui/load-error';
import { getSurname } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { surnameImage } from '@/lib/seo/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { surnameJsonLd } from '@/lib/seo/surname';
import { surnamePath, surnameSlug } from '@/lib/validation/surname';
import { firstParam } from '@/lib/validation/params';
import { cleanLine, cut } from '@/lib/validation/text';
import { log } from '@/lib/log';
import { currentRequestId } from '@/lib/request-context';

type Params = Promise<{ surname: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function one(v: unknown): string {
  return cut(cleanLine(firstParam(v)), 100);
}

/** proxy.ts answers 400 to a malformed encoding first; a page never fails on one. */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function read(params: Params, searchParams: SearchParams) {
  const slug = cut(decoded((await params).surname), 120);
  const sp = await searchParams;
  return { slug, region: one(sp.region), state: one(sp.state) };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { slug, region, state } = await read(params, searchParams);
  const detail = await getSurname(slug, region, state).catch(() => null);
  if (!detail) return { title: 'No Information Found', robots: { index: false } };
  const deities = [...new Set(detail.associations.map((a) => a.deity.name))].slice(0, 4);
  return pageMetadata({
    title: `${detail.surname} Family Kuldevta`,
    description: `Family deities of the ${detail.surname} surname${deities.length ? `: ${deities.join(', ')}` : ''}, by community and gotra, with the source and confidence of each association.`,
    // Region and state variants name the base page as canonical.
    path: `/surname/${detail.slug}`,
    type: 'article',
    image: surnameImage(detail.slug, detail.surname),
  });
}

export default async function SurnamePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { slug, region, state } = await read(params, searchParams);
  let detail;
  try {
    detail = await getSurname(slug, region, state);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[surname] surname page not loaded', { error, route: '/surname/[surname]', requestId: await currentRequestId() });
    return <LoadError message="Error loading surname information. Please try again." href="/surname-search" action="Back to Search" />;
  }
  if (!detail) notFound();
  // A surname typed in another script or spelling that the database knows by its own slug.
  if (surnameSlug(slug) !== detail.slug) {
    permanentRedirect(surnamePath(detail.slug, region, state));
  }
  return (
    <>
      <JsonLd data={surnameJsonLd(detail)} />
      <SurnameDetailView detail={detail} region={region} state={state} />
    </>
  );
}
