import { cardImage } from '@/lib/og/image-route';
import { ogNotFound } from '@/lib/og/not-found';
import { surnameCardIn } from '@/lib/og/surname-card';
import { getSurnameCard } from '@/lib/data/surnames';
import { languageOf } from '@/lib/i18n/page-language';
import { surnameKit } from '@/lib/ui/surname-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; surname: string }> }) {
  let slug: string;
  let lang;
  try {
    const given = await languageOf(params);
    slug = decodeURIComponent(given.surname);
    lang = given.lang;
  } catch {
    return ogNotFound();
  }
  // The canonical slug only: the page's metadata names exactly that address. In the page's language and script.
  const kit = await surnameKit(lang);
  return cardImage(await getSurnameCard(slug), (card) => surnameCardIn(card, kit));
}
