import type { PrayerKind } from '../urls/prayer';
import { site } from '../server/site';

/** A page's share image (Open Graph and Twitter): its path on this site and its alt text. */
export interface ShareImage {
  path: string;
  alt: string;
}

/** Every share image is a 1200x630 PNG (lib/og/render-card.tsx). */
export const shareImageSize = { width: 1200, height: 630 } as const;

export const siteImage: ShareImage = { path: '/opengraph-image', alt: `${site.name}: ${site.tagline.toLowerCase()} by surname or deity name` };

function named(name: string, native: string): string {
  return native ? `${name} (${native})` : name;
}

export function deityImage(deity: { id: string; name: string; sanskrit_name: string }): ShareImage {
  return {
    path: `/deity/${encodeURIComponent(deity.id)}/opengraph-image`,
    alt: `${named(deity.name, deity.sanskrit_name)}, family deity, on ${site.name}`,
  };
}

export function surnameImage(slug: string, surname: string): ShareImage {
  return { path: `/surname/${encodeURIComponent(slug)}/opengraph-image`, alt: `Family deities of the ${surname} surname, on ${site.name}` };
}

export function communityImage(slug: string, name: string): ShareImage {
  return {
    path: `/community/${encodeURIComponent(slug)}/opengraph-image`,
    alt: `Family deities of the ${name} community by gotra and surname, on ${site.name}`,
  };
}

/** `path` is the prayer's canonical path (lib/urls/prayer.ts). */
export function prayerImage(path: string, title: string, kind: PrayerKind): ShareImage {
  return { path: `${path}/opengraph-image`, alt: `${title}, ${kind === 'aarti' ? 'an aarti' : 'a mantra'} in the original script, on ${site.name}` };
}

export function shrineImage(shrine: { id: string; name: string; native_name: string }): ShareImage {
  return {
    path: `/temple/${encodeURIComponent(shrine.id)}/opengraph-image`,
    alt: `${named(shrine.name, shrine.native_name)}, a family deity's shrine, on ${site.name}`,
  };
}
