import { communityCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { getCommunity } from '@/lib/data/communities';
import { communityIn } from '@/lib/i18n/content';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { communityMessages, termIn } from '@/lib/i18n/messages/community';
import { languageOf } from '@/lib/i18n/page-language';
import { communityDeities } from '@/lib/seo/community';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await languageOf(params);
  const english = await getCommunity(slug);
  if (lang === 'en' || !english) return cardImage(english, communityCard);
  // In the page's language and script: its kind, the community's name (and its Latin one), its deities.
  const c = await communityIn(lang, english);
  return cardImage(c, (x) => ({
    label: communityMessages[lang].seo.cardLabel(termIn(lang, x.division || x.surname_term)),
    title: x.name,
    native: x.name !== x.latin_name ? x.latin_name : undefined,
    items: communityDeities(x)
      .slice(0, 4)
      .map((d) => ({ latin: d.name })),
    footer: layoutMessages[lang].tagline,
  }));
}
