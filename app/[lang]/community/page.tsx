import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { plural } from '@/lib/community/group';
import { listCommunities } from '@/lib/data/communities';
import { breadcrumbList, collectionPage, graph, itemList } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { communityPath, FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/community');
}

// The list of community pages: cached like them, refreshed with them.
export const revalidate = 86400;

const page = {
  name: 'Kuldevi by Community, Gotra and Surname',
  description:
    'Communities whose families, gotras, khaps and clans our sources pair with a family deity: each page lists them with the source of every association.',
  path: '/community',
};

export const metadata: Metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

export default async function CommunitiesPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  const communities = await listCommunities();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={graph(
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Communities', path: page.path },
          ]),
          collectionPage(
            page,
            itemList(
              'Communities',
              communities.map((c) => ({ name: c.name, path: communityPath(c.slug) })),
            ),
          ),
        )}
      />
      <Breadcrumbs separator="/" items={[{ name: 'Home', path: '/' }, { name: 'Communities' }]} />
      <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl">{page.name}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink">
        Many families know their community and gotra before they know their deity. Choose your community to see the family deity of each of its
        gotras, khaps or clans and surnames, as our sources give them.
      </p>
      <p className="mt-2">
        <Link href={FIND_KULDEVI_PATH} className="font-semibold text-saffron-700 underline underline-offset-2">
          Don&apos;t know your kuldevi? How families find it
        </Link>
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {communities.map((c) => (
          <li key={c.slug} className="min-w-0 rounded-xl border border-saffron-200 bg-white p-4 break-words shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">
              <Link href={communityPath(c.slug)} className="hover:underline">
                {c.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              {`${c.surnames} ${plural(c.surname_term, c.surnames)}, ${c.deities} ${c.deities === 1 ? 'deity' : 'deities'}${c.division ? `, by ${c.division}` : ''}`}
            </p>
            {c.also_called.length ? <p className="text-sm text-muted">{`Also called ${c.also_called.join(', ')}`}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
