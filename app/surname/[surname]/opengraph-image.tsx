import { surnameCard } from '@/lib/og/card-content';
import { cardImage } from '@/lib/og/image-route';
import { ogNotFound } from '@/lib/og/not-found';
import { getSurnameCard } from '@/lib/data/surnames';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ surname: string }> }) {
  let slug: string;
  try {
    slug = decodeURIComponent((await params).surname);
  } catch {
    return ogNotFound();
  }
  // The canonical slug only: the page's metadata names exactly that address.
  return cardImage(await getSurnameCard(slug), surnameCard);
}
