import { templeCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { getTemple } from '@/lib/data/temples';
import { languageOf } from '@/lib/i18n/page-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; id: string }> }) {
  return cardImage(await getTemple((await languageOf(params)).id), templeCard);
}
