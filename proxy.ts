import { NextResponse, type NextRequest } from 'next/server';
import { databaseAvailable } from './lib/db/availability';

/**
 * Two jobs. First, 503 for pages rendered per request while the database is down (below).
 * Second, permanent (301) redirects to the one canonical address of a page:
 * - /surname/{lower-case-with-hyphens}: other casings and spacings (/surname/Patel,
 *   /surname/de%20souza) redirect to it, keeping the query; pure string work.
 * - /aarti/{title-slug}-{id} and /mantra/...: a wrong or outdated title part redirects to the
 *   current one. The canonical path comes from /api/prayers/canonical and is remembered for
 *   ten minutes, so a cached prayer page costs no database call here. When the lookup fails
 *   the page itself still redirects (308).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/surname/')) {
    const redirect = surname(request);
    return redirect ?? (await dynamicPage(request));
  }
  if (pathname.startsWith('/aarti/') || pathname.startsWith('/mantra/')) return prayer(request);
  return dynamicPage(request);
}

/**
 * Pages rendered for each request (search results, surname pages, prayer lists) answer 503
 * while the database is down: the page still renders, with its own error message (the spec's
 * texts), so the visitor reads what happened and crawlers know to come back. Cached pages are
 * not routed here and keep being served.
 */
async function dynamicPage(request: NextRequest) {
  if (await databaseAvailable(request.nextUrl.origin)) return NextResponse.next();
  return NextResponse.next({ status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
}

/** The 301 to the canonical surname address, or null when the address is already it. */
function surname(request: NextRequest): NextResponse | null {
  const raw = request.nextUrl.pathname.slice('/surname/'.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
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

async function prayer(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const match = /^\/(aarti|mantra)\/[^/]*-([1-9][0-9]{0,9})$/.exec(pathname);
  if (!match) return NextResponse.next();
  const [, type, id] = match;
  const key = `${type}/${id}`;
  let entry = canonicalPaths.get(key);
  if (!entry || entry.until < Date.now()) {
    try {
      const response = await fetch(new URL(`/api/prayers/canonical?type=${type}&id=${id}`, request.nextUrl.origin), {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) return NextResponse.next();
      const { path } = (await response.json()) as { path: string };
      if (canonicalPaths.size >= MAX_ENTRIES) canonicalPaths.clear();
      entry = { path, until: Date.now() + TTL_MS };
      canonicalPaths.set(key, entry);
    } catch {
      return NextResponse.next();
    }
  }
  if (entry.path === pathname) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = entry.path;
  return NextResponse.redirect(url, 301);
}

export const config = {
  matcher: ['/surname/:surname+', '/aarti/:slug', '/mantra/:slug', '/search', '/surname-search', '/prayers', '/aartis', '/mantras'],
};
