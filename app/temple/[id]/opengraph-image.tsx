import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { templeCard } from '@/lib/og/card-content';
import { ogNotFound } from '@/lib/og/not-found';
import { getTemple } from '@/lib/data/temples';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const temple = await getTemple((await params).id);
  if (!temple) return ogNotFound();
  return renderCard(templeCard(temple));
}
