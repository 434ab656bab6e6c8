import type { Metadata } from 'next';
import Link from 'next/link';
import { unavailableMessages } from '@/components/page-kinds';
import { buttonClass } from '@/components/ui/button';
import { languageOf } from '@/lib/i18n/page-language';

export const metadata: Metadata = { title: 'Temporarily Unavailable', robots: { index: false } };
export const dynamic = 'force-dynamic';

const GENERAL = 'This page could not be loaded right now. Please try again in a moment.';

/**
 * What a visitor sees (with 503 and Retry-After, from proxy.ts) when a cached page has no copy
 * yet and the database cannot be read to make one. It reads nothing itself. `section` is the
 * page's kind (lib/pages/kinds.mjs).
 */
export default async function Unavailable({ params }: { params: Promise<{ lang: string; section: string }> }) {
  const { section } = await languageOf(params);
  const message = Object.hasOwn(unavailableMessages, section) ? unavailableMessages[section as keyof typeof unavailableMessages] : GENERAL;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Temporarily Unavailable</h1>
      <p className="mt-4 text-lg text-ink">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass({ wide: true })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
