import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id';

/**
 * Runs before every page, route handler and server action (not before static files):
 * - gives the request its id (x-request-id: the incoming one when well-formed, else a new
 *   UUID), on the request for the server's logs and on the response for the visitor;
 * - answers 400 to a path with a malformed percent-encoding (/deity/%ZZ), which the router
 *   would otherwise turn into a 500;
 * - permanent (301) redirects to the one canonical address of a page:
 *   - /surname/{lower-case-with-hyphens}: other casings and spacings (/surname/Patel,
 *     /surname/de%20souza) redirect to it, keeping the query; pure string work.
 *   - /aarti/{title-slug}-{id} and /mantra/...: a wrong or outdated title part redirects to the
 *     current one. The canonical path comes from /api/prayers/canonical and is remembered for
 *     ten minutes, so a cached prayer page costs no database call here. When the lookup fails
 *     the page itself still redirects (308).
 */
export async function proxy(request: NextRequest) {
  const id = requestIdFor(request.headers);
  const response = await answer(request, id);
  response.headers.set(REQUEST_ID_HEADER, id);
  return response;
}

async function answer(request: NextRequest, id: string): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (!wellEncoded(pathname)) {
    return new NextResponse('Bad Request: this address is not valid.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const redirect = pathname.startsWith('/surname/') ? surname(request) : await prayer(request, id);
  if (redirect) return redirect;
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  return NextResponse.next({ request: { headers } });
}

function wellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function surname(request: NextRequest): NextResponse | null {
  const decoded = decodeURIComponent(request.nextUrl.pathname.slice('/surname/'.length));
  const canonical = decoded
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!canonical || canonical === decoded) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/surname/${canonical}`;
  return NextResponse.redirect(url, 301);
}

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 5000;
const canonicalPaths = new Map<string, { path: string; until: number }>();

async function prayer(request: NextRequest, id: string): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const match = /^\/(aarti|mantra)\/[^/]*-([1-9][0-9]{0,9})$/.exec(pathname);
  if (!match) return null;
  const [, type, prayerId] = match;
  const key = `${type}/${prayerId}`;
  let entry = canonicalPaths.get(key);
  if (!entry || entry.until < Date.now()) {
    try {
      const response = await fetch(new URL(`/api/prayers/canonical?type=${type}&id=${prayerId}`, request.nextUrl.origin), {
        // The lookup belongs to this request: its log lines carry the same id.
        headers: { [REQUEST_ID_HEADER]: id },
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) return null;
      const { path } = (await response.json()) as { path: string };
      if (canonicalPaths.size >= MAX_ENTRIES) canonicalPaths.clear();
      entry = { path, until: Date.now() + TTL_MS };
      canonicalPaths.set(key, entry);
    } catch {
      return null;
    }
  }
  if (entry.path === pathname) return null;
  const url = request.nextUrl.clone();
  url.pathname = entry.path;
  return NextResponse.redirect(url, 301);
}

export const config = {
  // Everything but the build's static files and optimized images.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
