import type { Metadata } from 'next';
import { site, siteUrl } from '../site';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /deity/khodiyar-mata. */
  path: string;
  type?: 'website' | 'article';
  /** Absolute or root-relative image; the site's default card otherwise. */
  image?: string;
  noindex?: boolean;
}

/** Metadata every page builds the same way: title, description, canonical, social tags. */
export function pageMetadata({ title, description, path, type = 'website', image, noindex }: PageMeta): Metadata {
  const images = image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined;
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
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, ...(images ? { images: images.map((i) => i.url) } : {}) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}
