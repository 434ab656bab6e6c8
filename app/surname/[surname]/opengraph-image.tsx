import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { surnameCard } from '@/lib/og/card-content';
import { ogNotFound } from '@/lib/og/not-found';
import { getSurnameCard } from '@/lib/data/surnames';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: Promise<{ surname: string }> }) {
  let slug: string;
  try {
    slug = decodeURIComponent((await params).surname);
  } catch {
    return ogNotFound();
  }
  // The canonical slug only: the page's metadata names exactly that address.
  const card = await getSurnameCard(slug);
  if (!card) return ogNotFound();
  return renderCard(surnameCard(card));
}
