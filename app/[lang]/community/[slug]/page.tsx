import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommunityPageView } from '@/components/community/community-page';
import { communityTitle } from '@/lib/community/group';
import { JsonLd } from '@/components/ui/json-ld';
import { getCommunity, listCommunities } from '@/lib/data/communities';
import { isBuildPhase } from '@/lib/db';
import { communityJsonLd, communityDescription } from '@/lib/seo/community';
import { communityImage } from '@/lib/seo/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { communityPath } from '@/lib/urls/community';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';

// Community pages are rendered once and served from the cache, like deity pages; a revalidation
// of community:{slug} (or the surname and deity lists it shows) renders them again. A database error is thrown, never rendered.
export const revalidate = 86400;

type Params = Promise<{ lang: string; slug: string }>;

export async function generateStaticParams() {
  // Prerendered at build from the build's own database copy (not from `next dev`'s worker),
  // in each language it is written in.
  if (!isBuildPhase()) return [];
  const slugs = (await listCommunities()).map(({ slug }) => slug);
  return writtenParams('community', 'slug', slugs);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const community = await getCommunity((await languageOf(params)).slug);
  if (!community) return { title: 'Community Not Found', robots: { index: false } };
  return pageMetadata({
    title: communityTitle(community),
    description: communityDescription(community),
    path: communityPath(community.slug),
    type: 'article',
    image: communityImage(community.slug, community.name),
  });
}

export default async function CommunityPage({ params }: { params: Params }) {
  const community = await getCommunity((await languageOf(params)).slug);
  if (!community) notFound();
  return (
    <>
      <JsonLd data={communityJsonLd(community)} />
      <CommunityPageView community={community} />
    </>
  );
}
