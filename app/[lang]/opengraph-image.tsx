import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { siteCard } from '@/lib/og/card-content';
import { homeMessages } from '@/lib/i18n/messages/home';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { siteImage } from '@/lib/seo/images';

// The site's share image, for every page without one of its own, in each language. Built once, at build time.
export const alt = siteImage.alt;
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  if (lang === 'en') return renderCard(siteCard());
  const t = homeMessages[lang].card;
  return renderCard({ ...siteCard(), label: t.label, native: t.native, subtitle: t.subtitle, footer: layoutMessages[lang].tagline });
}
