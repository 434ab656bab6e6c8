import { countryIn, placeLineIn } from '@/components/shrine/shrine-map';
import { shrineCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { getShrine } from '@/lib/data/shrines';
import { namesIn, shrineIn } from '@/lib/i18n/content';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { languageOf } from '@/lib/i18n/page-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await languageOf(params);
  const english = await getShrine(id);
  if (lang === 'en' || !english) return cardImage(english, shrineCard);
  // In the page's language and script: its kind and deity, the shrine's name, its place.
  const [shrine, names] = await Promise.all([shrineIn(lang, english), namesIn(lang)]);
  return cardImage(shrine, (t) => ({
    label: shrineMessages[lang].meta.cardLabel(t.deity.name),
    title: t.name,
    native: t.native_name || undefined,
    subtitle: [placeLineIn(lang, names)(t), t.country !== 'India' ? '' : countryIn(lang, names)(t.country)].filter(Boolean).join(', '),
    footer: layoutMessages[lang].tagline,
  }));
}
