import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { placeLine } from '@/components/temple/shrine-map';
import { TempleDetail } from '@/components/temple/temple-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { getPrayersForDeity } from '@/lib/data/prayers';
import { getTemple, listTemples } from '@/lib/data/temples';
import { isBuildPhase } from '@/lib/db';
import { templeImage } from '@/lib/seo/images';
import { breadcrumbList, graph, hinduTemple } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';

// Shrine pages are rendered once and served from the cache, like deity pages; a revalidation of
// what they read (shrine:{id}, the deity's tag through its prayers, the lists) renders them again.
// A database error is thrown, never rendered.
export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  // As for deity pages: prerendered at build from the build's own database, on request in dev.
  if (!isBuildPhase()) return [];
  const ids = (await listTemples()).map(({ id }) => id);
  return writtenParams('shrine', 'id', ids);
}

function description(t: NonNullable<Awaited<ReturnType<typeof getTemple>>>): string {
  return `${t.name}, a shrine of ${t.deity.name} at ${placeLine(t)}: where it is, the families who keep it as their family deity's shrine, and the sources.`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const temple = await getTemple((await languageOf(params)).id);
  if (!temple) return { title: 'Shrine Not Found', robots: { index: false } };
  return pageMetadata({
    title: `${temple.name}: Shrine of ${temple.deity.name}, ${placeLine(temple)}`,
    description: description(temple),
    path: `/temple/${temple.id}`,
    type: 'article',
    image: templeImage(temple),
  });
}

export default async function TemplePage({ params }: { params: Params }) {
  const temple = await getTemple((await languageOf(params)).id);
  if (!temple) notFound();
  // The deity's prayers carry its tag: the page shows the deity too (its festivals and rites).
  const prayers = await getPrayersForDeity(temple.deity.id);
  const aartis = prayers.filter((p) => p.type === 'aarti');
  const path = `/temple/${temple.id}`;
  return (
    <>
      <JsonLd
        data={graph(
          hinduTemple({
            name: temple.name,
            alternateName: temple.native_name || undefined,
            description: description(temple),
            path,
            image: templeImage(temple).path,
            town: temple.town,
            district: temple.district,
            state: temple.state,
            country: temple.country,
            lat: temple.lat,
            lon: temple.lon,
          }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Shrines', path: '/temples' },
            { name: temple.name, path },
          ]),
        )}
      />
      <TempleDetail temple={temple} aartis={aartis} />
    </>
  );
}
