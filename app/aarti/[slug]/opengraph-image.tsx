import { ogContentType, ogSize } from '@/lib/og/card';
import { prayerImageResponse } from '@/lib/og/prayer-image';

export const revalidate = 86400;
export const size = ogSize;
export const contentType = ogContentType;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return prayerImageResponse('aarti', (await params).slug);
}
