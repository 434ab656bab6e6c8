import { prayerImageResponse } from '@/lib/og/prayer-image';
import { languageOf } from '@/lib/i18n/page-language';

// Drawn on first request (none at build time), then cached and regenerated like the page.
export const revalidate = 86400;
export { contentType, generateStaticParams, size } from '@/lib/og/image-route';

export default async function Image({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await languageOf(params);
  return prayerImageResponse('aarti', slug, lang);
}
