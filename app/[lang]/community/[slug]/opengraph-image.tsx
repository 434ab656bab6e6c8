import { communityCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { getCommunity } from '@/lib/data/communities';
import { languageOf } from '@/lib/i18n/page-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  return cardImage(await getCommunity((await languageOf(params)).slug), communityCard);
}
