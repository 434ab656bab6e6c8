import { NextResponse, type NextRequest } from 'next/server';
import { databaseAvailable } from './lib/db/availability';
import { pageCached } from './lib/cache/page-cached';
import { canonicalPrayerPath, isKnownSlug, MISSING_PREFIX, type Section } from './lib/proxy/known-slugs';
import { fetchOwnRoute } from './lib/proxy/own-route';
import { screenRequest } from './lib/proxy/screen-request';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request/request-id';
import type { PrayerKind } from './lib/urls/prayer';

/**
 * Runs before every page, route handler and server action (not static files). Its jobs:
 * - a request id on the request (for the logs) and the response;
 * - 400 for a path that does not decode or decodes to control characters (else a 500);
 * - the one canonical address of a surname or prayer page, by a 301 (a prayer page redirects
 *   itself too, but only after being rendered and cached under the wrong address);
 * - the section's not-found page for an address that is not a page, so that made-up addresses
 *   are never rendered and cached (pages added at run time rule out a build-time list);
 * - 503 while the database is down, for pages rendered per request and cached pages with no copy.
 * The lists of pages come from the site's own route over HTTP: the proxy is bundled apart from
 * the pages and opens no database of its own (a second embedded one would corrupt the first).
 */
export async function proxy(request: NextRequest) {
  const id = requestIdFor(request.headers);
  const response = (await screenRequest(request)) ?? (await answer(request, id));
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
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  const page = slugPage(request);
  if (page && (redirect === MISSING || (!redirect && (impossibleSlug(page) || (await unknownSlug(page, request.nextUrl.origin, id)))))) {
    // The same origin as the request (nextUrl), so Next.js serves it itself, not as a proxy.
    // The section's not-found page, rendered per request (never cached, so made-up
    // addresses leave nothing on disk); a surname's names the surname and the region asked for.
    const url = request.nextUrl.clone();
    url.pathname = `${MISSING_PREFIX}${page.section === 'prayers/category' ? 'category' : page.section}/${encodeURIComponent(page.slug) || '-'}`;
    if (page.section !== 'surname') url.search = '';
    return NextResponse.rewrite(url, { request: { headers }, status: 404 });
  }
  // Asked for directly (or proxied back here when the rewrite above leaves this process): a
  // not-found page is always a 404.
  if (pathname.startsWith(MISSING_PREFIX)) return NextResponse.next({ request: { headers }, status: 404 });
  if (redirect && redirect !== MISSING) return redirect;
  if ((page || pathname === '/' || pathname === '/dashboard') && !(await pageCached(pathname)) && !(await databaseAvailable(request.nextUrl.origin))) {
    // Rendering would throw, and Next.js would answer 500: the page that says so, with 503.
    const unavailable = await fetchOwnRoute(`/unavailable${page ? `?page=${encodeURIComponent(page.section)}` : ''}`, request.nextUrl.origin, id).catch(() => null);
    return new NextResponse(unavailable?.ok ? unavailable.body : 'Service Unavailable: please try again in a moment.', {
      status: 503,
      headers: { 'Content-Type': unavailable?.ok ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
    });
  }
  const place = surnamePlace(request);
  if ((place || perRequestPage(pathname)) && !(await databaseAvailable(request.nextUrl.origin))) {
    // The page still renders, with its own error message, so the visitor
    // reads what happened and crawlers know to come back. Cached pages never come here.
    return NextResponse.next({ request: { headers }, status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
  return NextResponse.next({ request: { headers } });
}

/** Pages rendered for each request from the database: searches and prayer lists. */
function perRequestPage(pathname: string): boolean {
  return ['/search', '/surname-search', '/prayers', '/aartis', '/mantras'].includes(pathname);
}

/**
 * A surname page narrowed to a place (/surname/patel?region=India&state=Gujarat): rendered per
 * request (next.config.mjs rewrites it to /surname-place/{slug}); the plain page is cached.
 */
function surnamePlace(request: NextRequest): boolean {
  const { pathname, searchParams } = request.nextUrl;
  return pathname.startsWith('/surname/') && ['region', 'state', 'community', 'gotra'].some((key) => Boolean(searchParams.get(key)));
}

/**
 * The address of a page named by a slug (the cached deity, prayer, category and surname
 * pages, and surname pages narrowed to a place): its section and decoded slug (null for other
 * paths).
 */
function slugPage(request: NextRequest): { section: Section | 'aarti' | 'mantra'; slug: string } | null {
  const match = /^\/(deity|aarti|mantra|prayers\/category|surname|community|temple)\/([^/]*)$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  return { section: match[1] as Section | 'aarti' | 'mantra', slug: decodeURIComponent(match[2]!) };
}
type SlugPage = NonNullable<ReturnType<typeof slugPage>>;

/**
 * Deity, prayer, category and surname pages are cached (ISR) under their path, and Next.js caches a
 * "not found" answer too: every made-up address would become a file on disk (and one longer
 * than the file system allows fails to write). An address that cannot be a page (not a slug;
 * for a prayer, no id at the end or an id that does not exist) is shown the section's
 * not-found page instead (rendered per request from no data), at the address asked for.
 */
function impossibleSlug({ section, slug }: SlugPage): boolean {
  // A surname's address may be another script (/surname/पटेल redirects to /surname/patel).
  const shape = section === 'surname' ? /^[a-z0-9\u0900-\u0DFF]+(-[a-z0-9\u0900-\u0DFF]+)*$/ : /^[a-z0-9]+(-[a-z0-9]+)*$/;
  if (!shape.test(slug) || slug.length > 100) return true;
  return (section === 'aarti' || section === 'mantra') && !/-[1-9][0-9]{0,9}$/.test(slug);
}

/**
 * A deity, category or surname address of the right shape that is not one of the pages: the same
 * not-found answer, so made-up slugs leave nothing on disk either (a prayer's is the canonical
 * lookup's). When the list of slugs cannot be read (database down) the page decides.
 */
async function unknownSlug({ section, slug }: SlugPage, origin: string, id: string): Promise<boolean> {
  if (section === 'aarti' || section === 'mantra') return false;
  return (await isKnownSlug(section, slug, origin, id)) === false;
}
/** The list has no such prayer. */
const MISSING = Symbol('missing');

/** A path that decodes, to text without control characters (no route has them). */
function wellEncoded(pathname: string): boolean {
  try {
    return !/[\u0000-\u001F\u007F]/.test(decodeURIComponent(pathname));
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

async function prayer(request: NextRequest, id: string): Promise<NextResponse | typeof MISSING | null> {
  const { pathname } = request.nextUrl;
  const match = /^\/(aarti|mantra)\/[^/]*-([1-9][0-9]{0,9})$/.exec(pathname);
  if (!match) return null;
  const canonical = await canonicalPrayerPath(match[1] as PrayerKind, Number(match[2]), pathname, request.nextUrl.origin, id);
  if (canonical === null) return MISSING;
  // Unknown now (the list cannot be read): the page decides.
  if (canonical === undefined || canonical === pathname) return null;
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  // Shared-cacheable for a short while, so a cache in front (ops/nginx) replaces its copy of the
  // old page with the redirect instead of serving that copy as stale for as long as it keeps it.
  return NextResponse.redirect(url, { status: 301, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
}

export const config = {
  // Everything but the build's static files and optimized images.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
