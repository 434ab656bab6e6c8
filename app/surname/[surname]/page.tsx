import type { Metadata } from 'next';
import { decodedSlug, SurnamePageBody, surnameMetadata } from '@/components/surname/surname-page';
import { getSurname } from '@/lib/data/surnames';

// The plain surname page is rendered once and served from the cache, like a deity page, so
// the nginx front can serve the site's main landing page; content changes revalidate it.
// Variants narrowed to a place (?region=, ?state=) are rewritten by proxy.ts to
// /surname-place/{slug}, rendered per request. A database error is thrown, never rendered:
// the cache keeps the last good page instead of storing an error.
export const revalidate = 86400;

type Params = Promise<{ surname: string }>;

export function generateStaticParams() {
  // Rendered on first request, then cached (about a thousand pages: none at build time).
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return surnameMetadata(await getSurname(decodedSlug((await params).surname)));
}

export default async function SurnamePage({ params }: { params: Params }) {
  const slug = decodedSlug((await params).surname);
  return <SurnamePageBody slug={slug} region="" state="" detail={await getSurname(slug)} />;
}
