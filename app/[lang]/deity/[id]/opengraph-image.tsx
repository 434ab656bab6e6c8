import { deityCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { getDeity } from '@/lib/data/deities';
import { deityIn } from '@/lib/i18n/content';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { languageOf } from '@/lib/i18n/page-language';
import { deityArt, emblemSvg } from '@/lib/ui/emblems';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await languageOf(params);
  const english = await getDeity(id);
  if (lang === 'en' || !english) return cardImage(english, deityCard);
  // The card in the page's language: the deity's name in its script, the Latin name under it.
  const deity = await deityIn(lang, english);
  return cardImage(deity, (d) => ({
    label: deityMessages[lang].share.label(d.region_name ?? d.region),
    title: d.name,
    native: d.sanskrit_name,
    subtitle: d.description,
    picture: english.image_url ? undefined : emblemSvg(deityArt(english), 120),
    footer: layoutMessages[lang].tagline,
  }));
}
