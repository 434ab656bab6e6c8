import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SurnameDetailView } from '@/components/surname/surname-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { getSurname, sourceLabels } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { breadcrumbList, graph } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { surnameSlug } from '@/lib/validation/surname';
import { firstParam } from '@/lib/validation/params';
import { cleanLine } from '@/lib/validation/text';

type Params = Promise<{ surname: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function one(v: unknown): string {
  return cleanLine(firstParam(v)).slice(0, 100);
}

async function read(params: Params, searchParams: SearchParams) {
  const slug = decodeURIComponent((await params).surname).slice(0, 120);
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
  });
}

export default async function SurnamePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { slug, region, state } = await read(params, searchParams);
  let detail;
  try {
    detail = await getSurname(slug, region, state);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    console.error(`[surname] ${error.message}`);
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
        <p className="text-lg text-ink">Error loading surname information. Please try again.</p>
        <a href="/surname-search" className="mt-6 inline-block rounded-lg bg-saffron-700 px-5 py-3 font-semibold text-white">
          Back to Search
        </a>
      </div>
    );
  }
  if (!detail) notFound();
  // A surname typed in another script or spelling that the database knows by its own slug.
  if (surnameSlug(slug) !== detail.slug) {
    const qs = new URLSearchParams({ ...(region ? { region } : {}), ...(state ? { state } : {}) }).toString();
    permanentRedirect(`/surname/${detail.slug}${qs ? `?${qs}` : ''}`);
  }
  const path = `/surname/${detail.slug}`;
  return (
    <>
      <JsonLd
        data={graph(
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Surname Search', path: '/surname-search' },
            { name: detail.surname, path },
          ]),
          {
            '@type': 'ItemList',
            name: `${detail.surname} Family Kuldevta`,
            numberOfItems: detail.associations.length,
            itemListElement: detail.associations.map((a, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              item: {
                '@type': 'Thing',
                name: a.deity.name,
                alternateName: a.deity.sanskrit_name || undefined,
                url: absoluteUrl(`/deity/${a.deity.id}`),
                description: `Family deity of ${detail.surname}${a.community ? ` (${a.community}${a.gotra ? `, gotra ${a.gotra}` : ''})` : ''}. Source: ${sourceLabels[a.source]}, confidence ${a.confidence_level}/100.`,
              },
            })),
          },
        )}
      />
      <SurnameDetailView detail={detail} region={region} state={state} />
    </>
  );
}
