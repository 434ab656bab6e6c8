'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

function titleCase(s: string): string {
  return s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/**
 * The surname page's empty state, answered with a 404 so that surnames we know nothing
 * about are not indexed. Not-found pages get no params, so it reads the URL itself.
 */
export function SurnameNotFound() {
  const pathname = usePathname();
  const region = useSearchParams().get('region')?.slice(0, 100) ?? '';
  let raw = pathname.split('/').pop() ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Keep the raw text when it is not valid percent-encoding.
  }
  const surname = titleCase(raw.replace(/[-_]+/g, ' ').replace(/[<>]/g, '').trim().slice(0, 100));
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">No Information Found</h1>
      <p className="mt-4 text-lg text-ink">
        {`We couldn't find detailed information for the ${surname} surname`}
        {region ? ` in ${region}` : ''}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/surname-search" className="rounded-lg bg-saffron-700 px-6 py-3 font-semibold text-white hover:bg-saffron-800">
          Search by Surname
        </Link>
        <Link href="/search" className="rounded-lg border border-saffron-700 px-6 py-3 font-semibold text-saffron-700">
          Explore All Deities
        </Link>
      </div>
    </div>
  );
}
