import { surnameCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { ogNotFound } from '@/lib/og/not-found';
import { getSurnameCard } from '@/lib/data/surnames';
import { languageOf } from '@/lib/i18n/page-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; surname: string }> }) {
  let slug: string;
  try {
    slug = decodeURIComponent((await languageOf(params)).surname);
  } catch {
    return ogNotFound();
  }
  // The canonical slug only: the page's metadata names exactly that address.
  return cardImage(await getSurnameCard(slug), surnameCard);
}
