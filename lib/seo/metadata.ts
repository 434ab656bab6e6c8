import type { Metadata } from 'next';
import { site, siteUrl } from '../server/site';
import { shareImageSize, siteImage, type ShareImage } from './images';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /deity/khodiyar-mata. */
  path: string;
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
export function pageMetadata({ title, description, path, type = 'website', image = siteImage, noindex }: PageMeta): Metadata {
  const images = [{ url: image.path, ...shareImageSize, alt: image.alt, type: 'image/png' }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      title,
      description,
      siteName: site.name,
      locale: site.locale,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map(({ url, alt, width, height }) => ({ url, alt, width, height })) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
