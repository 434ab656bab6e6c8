import { ogContentType, ogSize, renderCard } from '@/lib/og/render-card';
import { communityCard } from '@/lib/og/card-content';
import { ogNotFound } from '@/lib/og/not-found';
import { getCommunity } from '@/lib/data/communities';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const community = await getCommunity((await params).slug);
  if (!community) return ogNotFound();
  return renderCard(communityCard(community));
}
