import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeityDetail } from '@/components/deity/deity-detail';
import { DeityFaq } from '@/components/deity/deity-faq';
import { DeitySurnames } from '@/components/deity/deity-surnames';
import { DeityPrayers } from '@/components/prayer/deity-prayers';
import { DeityShrines } from '@/components/temple/deity-shrines';
import { JsonLd } from '@/components/ui/json-ld';
import { getDeity, listDeityIds } from '@/lib/data/deities';
import { getDeviPrayers, getPrayersForDeity } from '@/lib/data/prayers';
import { getDeitySurnames } from '@/lib/data/surnames';
import { getDeityTemples } from '@/lib/data/temples';
import { isBuildPhase } from '@/lib/db';
import { deityFaq } from '@/lib/seo/deity-faq';
import { deityImage } from '@/lib/seo/images';
import { article, breadcrumbList, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';

// Deity pages are rendered once and served from the cache; content changes revalidate them.
export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  // Prerendered at build (from the build's own copy of the database), in each language it is
  // written in. `next dev` asks for params from a separate worker process, which must not open
  // the running server's embedded database: there, pages are rendered on first request instead.
  if (!isBuildPhase()) return [];
  const ids = (await listDeityIds()).map(({ id }) => id);
  return writtenParams('deity', 'id', ids);
}

function title(name: string, sanskrit: string): string {
  return sanskrit ? `${name} (${sanskrit})` : name;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const deity = await getDeity((await languageOf(params)).id);
  if (!deity) return { title: 'Deity Not Found', robots: { index: false } };
  return pageMetadata({
    title: `${title(deity.name, deity.sanskrit_name)}: Family Deity of ${deity.region_name ?? deity.region}`,
    description: deity.description,
    path: `/deity/${deity.id}`,
    type: 'article',
    image: deityImage(deity),
  });
}

export default async function DeityPage({ params }: { params: Params }) {
  const deity = await getDeity((await languageOf(params)).id);
  if (!deity) notFound();
  // Read like the deity itself: a database error fails the render, so the cache keeps the last good page.
  const [prayers, devi, surnames, shrines] = await Promise.all([
    getPrayersForDeity(deity.id),
    deity.type === 'mother-goddess' ? getDeviPrayers() : [],
    getDeitySurnames(deity.id),
    getDeityTemples(deity.id),
  ]);
  const others = deity.namesakes;
  const path = `/deity/${deity.id}`;
  const faq = deityFaq(deity);
  return (
    <>
      <JsonLd
        data={graph(
          article({
            headline: title(deity.name, deity.sanskrit_name),
            description: deity.description,
            path,
            image: deity.image_url ?? deityImage(deity).path,
            datePublished: deity.created_at,
            dateModified: deity.updated_at,
            about: { '@type': 'Thing', name: deity.name, alternateName: [deity.sanskrit_name, ...deity.alternative_names].filter(Boolean) },
          }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Explore', path: '/search' },
            { name: deity.name, path },
          ]),
          ...(faq.length ? [faqPage(faq, path)] : []),
        )}
      />
      <DeityDetail
        deity={deity}
        extra={
          <>
            {others.length ? (
              <section aria-labelledby="own-pages-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
                <h2 id="own-pages-heading" className="text-xl font-bold text-maroon-900">
                  {`Other ${deity.name} shrines with pages of their own`}
                </h2>
                <ul className="mt-3 list-disc space-y-1 pl-5">
                  {others.map((d) => (
                    <li key={d.id}>
                      <Link href={`/deity/${d.id}`} className="font-semibold text-saffron-800 underline underline-offset-4">
                        {d.name}
                      </Link>
                      {` · ${d.description}`}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <DeityShrines name={deity.name} data={shrines} />
            <DeitySurnames name={deity.name} groups={surnames} />
            <DeityPrayers name={deity.name} prayers={prayers} devi={devi} />
            <DeityFaq name={deity.name} faq={faq} />
          </>
        }
      />
    </>
  );
}
