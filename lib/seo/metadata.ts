import type { Metadata } from 'next';
import { defaultLanguage, inLanguage, languageCodes, languages as languageInfo, type Language } from '../pages/kinds.mjs';
import { site, siteUrl } from '../server/site';
import { shareImageSize, siteImage, type ShareImage } from './images';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's English address, e.g. /deity/khodiyar-mata. */
  path: string;
  /** The page's language (English unless said). */
  lang?: Language;
  /**
   * The languages the page is written in (English unless said): each gets an hreflang
   * alternate, with x-default to the English page. A page written in one language only has none.
   */
  languages?: readonly Language[];
  type?: 'website' | 'article';
  /** The page's share image; the site's card otherwise. */
  image?: ShareImage;
  noindex?: boolean;
}

/**
 * Metadata every page builds the same way: title, description, canonical, and Open Graph and
 * Twitter (summary_large_image) tags with the share image's size and alt text. The image is
 * always named here, so a segment's opengraph-image file never replaces it unnoticed.
 */
export function pageMetadata({
  title,
  description,
  path,
  lang = defaultLanguage,
  languages = [defaultLanguage],
  type = 'website',
  image = siteImage,
  noindex,
}: PageMeta): Metadata {
  const canonical = inLanguage(lang, path);
  const images = [{ url: inLanguage(lang, image.path), ...shareImageSize, alt: image.alt, type: 'image/png' }];
  return {
    title,
    description,
    alternates: { canonical, ...(languages.length > 1 ? { languages: alternates(path, languages) } : {}) },
    openGraph: {
      type,
      url: canonical,
      title,
      description,
      siteName: site.name,
      locale: languageInfo[lang].ogLocale,
      ...(languages.length > 1 ? { alternateLocale: languages.filter((l) => l !== lang).map((l) => languageInfo[l].ogLocale) } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map(({ url, alt, width, height }) => ({ url, alt, width, height })) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The hreflang alternates of a page written in `languages`: each language's address, and x-default to the English one. */
export function alternates(path: string, languages: readonly Language[]): Record<string, string> {
  const written = languageCodes.filter((l) => languages.includes(l));
  return { ...Object.fromEntries(written.map((l) => [l, inLanguage(l, path)])), 'x-default': path };
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
