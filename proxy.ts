import { NextResponse, type NextRequest } from 'next/server';
import { hasCopy } from './lib/cache/cache-handler.mjs';
import { databaseAvailable } from './lib/db/availability';
import { addressOf } from './lib/proxy/addresses';
import { plumbingPrefixes, ROUTE_HEADER } from './lib/proxy/routes.mjs';
import { defaultLanguage, splitLanguage } from './lib/pages/kinds.mjs';
import { screenRequest } from './lib/proxy/screen-request';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request/request-id';

/**
 * Runs before every page, route handler and server action (not static files):
 * - gives the request an id (for the logs) and the response the same;
 * - first, answers a malformed, oversized or foreign-origin form post (server action) with its
 *   4xx (lib/proxy/screen-request.ts) before Next.js reads it;
 * - answers 400 for a path that does not decode or decodes to control characters (else a 500);
 * - acts on what lib/proxy/addresses.ts decides the address is: a 301 to the canonical address
 *   (a 302 to the English page for a page not written in the address's language yet), the
 *   section's not-found page (404), a per-request page (503 while the database is down), or the
 *   page itself; a cached page with no copy (lib/cache/cache-handler.mjs) while the database is
 *   down cannot be made: its section's message, with 503.
 * Everything it asks (the lists of pages, the database's health) is asked in this process.
 */
export async function proxy(request: NextRequest) {
  const id = requestIdFor(request.headers);
  const response = (await screenRequest(request)) ?? (await answer(request, id));
  response.headers.set(REQUEST_ID_HEADER, id);
  return response;
}

async function answer(request: NextRequest, id: string): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  if (!wellEncoded(pathname)) {
    return new NextResponse('Bad Request: this address is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const headers = new Headers(request.headers);
  headers.delete(ROUTE_HEADER);
  headers.set(REQUEST_ID_HEADER, id);
  // The routes addresses are rewritten to, asked for directly: not pages of their own.
  if (plumbingPrefixes.some((p) => splitLanguage(pathname).path.startsWith(p))) return NextResponse.next({ request: { headers }, status: 404 });
  const address = await addressOf(pathname, searchParams);
  switch (address.kind) {
    case 'redirect': {
      // Relative to this request (Next.js keeps a same-host Location relative).
      const url = request.nextUrl.clone();
      url.pathname = address.to;
      return NextResponse.redirect(url, {
        status: address.temporary ? 302 : 301,
        headers: address.shared ? { 'Cache-Control': 'public, max-age=0, s-maxage=60' } : {},
      });
    }
    case 'missing':
      headers.set(ROUTE_HEADER, 'missing');
      return NextResponse.next({ request: { headers }, status: 404 });
    case 'per-request':
      if (address.narrowed) headers.set(ROUTE_HEADER, 'narrowed');
      if (!(await databaseAvailable())) {
        // The page still renders, with its own error message, so the visitor reads what
        // happened and crawlers know to come back.
        return NextResponse.next({ request: { headers }, status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
      }
      return NextResponse.next({ request: { headers } });
    case 'page':
      // The copy is looked for first: most pages have one, and then the database is not asked.
      if (address.cached && !(await hasCopy(routePath(pathname, address.lang))) && !(await databaseAvailable())) {
        headers.set(ROUTE_HEADER, `unavailable:${address.cached}`);
        return NextResponse.next({ request: { headers }, status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
      }
      return NextResponse.next({ request: { headers } });
  }
}

/** The address of a page's route (app/[lang]/…), by which its copy is known: /deity/x is /en/deity/x, / is /en. */
function routePath(pathname: string, lang: string): string {
  const decoded = decodeURIComponent(pathname);
  if (lang !== defaultLanguage) return decoded;
  return decoded === '/' ? `/${defaultLanguage}` : `/${defaultLanguage}${decoded}`;
}

/** A path that decodes, to text without control characters (no route has them). */
function wellEncoded(pathname: string): boolean {
  try {
    return !/[\u0000-\u001F\u007F]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

export const config = {
  // Everything but the build's static files and optimized images.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
