import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Temporarily Unavailable', robots: { index: false } };
export const dynamic = 'force-dynamic';

/**
 * What a visitor sees (with 503 and Retry-After, from proxy.ts) when a cached page has no copy
 * yet and the database cannot be read to make one. It reads nothing itself. `section` is the
 * page's kind.
 */
const MESSAGES: Record<string, string> = {
  aarti: 'Failed to load aarti. Please try again.',
  mantra: 'Failed to load mantra. Please try again.',
  surname: 'Error loading surname information. Please try again.',
  deity: 'This deity could not be loaded right now. Please try again in a moment.',
  category: 'The prayers could not be loaded right now. Please try again in a moment.',
  community: 'This community could not be loaded right now. Please try again in a moment.',
  temple: 'This shrine could not be loaded right now. Please try again in a moment.',
};
const GENERAL = 'This page could not be loaded right now. Please try again in a moment.';

export default async function Unavailable({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Temporarily Unavailable</h1>
      <p className="mt-4 text-lg text-ink">{MESSAGES[section] ?? GENERAL}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass({ wide: true })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
