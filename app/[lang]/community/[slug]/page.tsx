import { communityAnswers, ConfirmAnswers } from '@/components/family-word/confirm-answers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommunityPageView } from '@/components/community/community-page';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { JsonLd } from '@/components/ui/json-ld';
import { getCommunity, listCommunities } from '@/lib/data/communities';
import { pageLanguagesOf } from '@/lib/data/languages';
import { isBuildPhase } from '@/lib/db';
import { communityIn, namesIn } from '@/lib/i18n/content';
import { communityMessages } from '@/lib/i18n/messages/community';
import { communityJsonLd, communityDescription, communityTitleIn } from '@/lib/seo/community';
import { communityImage } from '@/lib/seo/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/server/site';
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
  const { lang, slug } = await languageOf(params);
  const english = await getCommunity(slug);
  if (!english) return { title: communityMessages[lang].notFound.title, robots: { index: false } };
  const [community, languages] = await Promise.all([communityIn(lang, english), pageLanguagesOf('community', english.slug)]);
  const image = communityImage(community.slug, community.name);
  return pageMetadata({
    title: communityTitleIn(lang, community),
    description: communityDescription(community, lang),
    path: communityPath(community.slug),
    lang,
    languages,
    type: 'article',
    image: lang === 'en' ? image : { ...image, alt: communityMessages[lang].seo.imageAlt(community.name, site.name) },
  });
}

export default async function CommunityPage({ params }: { params: Params }) {
  const { lang, slug } = await languageOf(params);
  const english = await getCommunity(slug);
  if (!english) notFound();
  const [community, names, languages] = await Promise.all([communityIn(lang, english), namesIn(lang), pageLanguagesOf('community', english.slug)]);
  return (
    <>
      <LanguageSwitch path={communityPath(english.slug)} available={languages} />
      <JsonLd data={communityJsonLd(community, lang)} />
      <CommunityPageView
        community={community}
        lang={lang}
        names={names}
        confirm={<ConfirmAnswers names={names} answers={communityAnswers(english, names)} />}
      />
    </>
  );
}
