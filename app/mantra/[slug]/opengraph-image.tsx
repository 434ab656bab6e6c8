import { prayerImageResponse } from '@/lib/og/prayer-image';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return prayerImageResponse('mantra', (await params).slug);
}
