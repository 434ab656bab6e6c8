import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { deityCard } from '@/lib/og/card-content';
import { ogNotFound } from '@/lib/og/not-found';
import { getDeity } from '@/lib/data/deities';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const deity = await getDeity((await params).id);
  if (!deity) return ogNotFound();
  return renderCard(deityCard(deity));
}
