'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { SurnameNotFound } from './surname-not-found';

/**
 * The surname routes' not-found.tsx, which gets no params: it reads the URL itself. Only a
 * surname removed between proxy.ts's check and the render comes here; proxy.ts sends every
 * other unknown surname to the server-rendered page.
 */
export function SurnameNotFoundRoute() {
  const pathname = usePathname();
  const region = useSearchParams().get('region')?.slice(0, 100) ?? '';
  let raw = pathname.split('/').pop() ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Keep the raw text when it is not valid percent-encoding.
  }
  return <SurnameNotFound slug={raw} region={region} />;
}
