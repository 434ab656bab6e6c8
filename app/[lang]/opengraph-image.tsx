import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { siteCard } from '@/lib/og/card-content';
import { siteImage } from '@/lib/seo/images';

// The site's share image, for every page without one of its own. Built once, at build time.
export const alt = siteImage.alt;
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return renderCard(siteCard());
}
