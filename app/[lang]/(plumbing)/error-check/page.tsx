import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/server/env';

// A page that fails to render on purpose, so the browser tests can prove that a render
// failure shows the error page with status 500. It exists only when the server is started
// with KULDEVTA_ENABLE_ERROR_ROUTE=1 (the test server); everywhere else it is a 404.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ErrorCheckPage(): never {
  if (env().KULDEVTA_ENABLE_ERROR_ROUTE !== '1') notFound();
  throw new Error('Deliberate render failure (error-check route)');
}
