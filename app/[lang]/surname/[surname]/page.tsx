import type { Metadata } from 'next';
import { decodedSlug, SurnamePageBody, surnameMetadata } from '@/components/surname/surname-page';
import { getSurname } from '@/lib/data/surnames';
import { languageOf } from '@/lib/i18n/page-language';

// The plain surname page is rendered on first request and then served from the cache, like a
// deity page, so the nginx front can serve the site's main landing page; a revalidation of its
// tags (docs/ARCHITECTURE.md, "Freshness") renders it again. Narrowed to a place, a community
// or a gotra (?region=, ?state=, ?community=, ?gotra=) it is /surname-place/{slug}, rendered per
// request (lib/proxy/addresses.ts). A database error is thrown, never rendered: the cache keeps the
// last good page instead of storing an error.
export const revalidate = 86400;

type Params = Promise<{ lang: string; surname: string }>;

export function generateStaticParams() {
  // Rendered on first request, then cached (about a thousand pages: none at build time).
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return surnameMetadata(await getSurname(decodedSlug((await languageOf(params)).surname)));
}

export default async function SurnamePage({ params }: { params: Params }) {
  const slug = decodedSlug((await languageOf(params)).surname);
  const detail = await getSurname(slug);
  return <SurnamePageBody slug={slug} region="" state="" detail={detail} />;
}
