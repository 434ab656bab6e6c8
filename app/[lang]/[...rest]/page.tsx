import { notFound } from 'next/navigation';
import { languageOf } from '@/lib/i18n/page-language';

/** Any other address: the not-found page, in the frame and the language of its address. */
export default async function Unmatched({ params }: { params: Promise<{ lang: string; rest: string[] }> }): Promise<never> {
  // Set here too: on a client-side navigation the page renders without its layout.
  await languageOf(params);
  notFound();
}
