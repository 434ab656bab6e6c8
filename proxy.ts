import { NextResponse, type NextRequest } from 'next/server';
import { databaseAvailable } from './lib/db/availability';
import { contentVersion } from './lib/cache/content-version';
import { pageCached } from './lib/cache/page-cached';
import { isKnownSlug, MISSING_PREFIX, type Section } from './lib/proxy/known-slugs';
import { fetchOwnRoute } from './lib/proxy/own-route';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request/request-id';

/**
 * Runs before every page, route handler and server action (not before static files):
 * - gives the request its id (x-request-id: the incoming one when well-formed, else a new
 *   UUID), on the request for the server's logs and on the response for the visitor;
 * - answers 400 to a path with a malformed percent-encoding (/deity/%ZZ), which the router
 *   would otherwise turn into a 500, or with an encoded control character (/deity/%00);
 * - shows a cached page's section "not found" for an address that cannot be one of its pages
 *   (see impossibleSlug) or is not one (unknownSlug; for prayers, the canonical lookup);
 * - answers 503 for pages rendered per request while the database is down (see perRequestPage),
 *   and for a cached page with no copy yet (it cannot be made; one with a copy is served);
 * - permanent (301) redirects to the one canonical address of a page:
 *   - /surname/{lower-case-with-hyphens}: other casings and spacings (/surname/Patel,
 *     /surname/de%20souza) redirect to it, keeping the query; pure string work.
 *   - /aarti/{title-slug}-{id} and /mantra/...: a wrong or outdated title part redirects to the
 *     current one. The canonical path comes from /api/prayers/canonical and is remembered for
 *     ten minutes, or until content is revalidated in this process, so a cached prayer page
 *     costs no database call here. When the lookup fails the page itself still redirects (308).
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
    // The page still renders, with its own error message (the spec's texts), so the visitor
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
  return pathname.startsWith('/surname/') && Boolean(searchParams.get('region') || searchParams.get('state'));
}

/**
 * The address of a page named by a slug (the cached deity, prayer, category and surname
 * pages, and surname pages narrowed to a place): its section and decoded slug (null for other
 * paths).
 */
function slugPage(request: NextRequest): { section: Section | 'aarti' | 'mantra'; slug: string } | null {
  const match = /^\/(deity|aarti|mantra|prayers\/category|surname)\/([^/]*)$/.exec(request.nextUrl.pathname);
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
/** The canonical lookup found no such prayer. */
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

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 5000;
const canonicalPaths = new Map<string, { path: string; until: number }>();
/** The content version canonicalPaths was filled under: a change (a renamed prayer) empties it. */
let canonicalVersion = '';

async function prayer(request: NextRequest, id: string): Promise<NextResponse | typeof MISSING | null> {
  const { pathname } = request.nextUrl;
  const match = /^\/(aarti|mantra)\/[^/]*-([1-9][0-9]{0,9})$/.exec(pathname);
  if (!match) return null;
  const [, type, prayerId] = match;
  let canonical = await canonicalPath(`${type}/${prayerId}`, type!, prayerId!, request.nextUrl.origin, id, await contentVersion());
  if (canonical && canonical !== MISSING && canonical !== pathname) {
    // About to redirect: only on a path read under the version as it is now, or a rename on
    // another server could send the new address back to the old one while the page sends the
    // old one to the new.
    canonical = await canonicalPath(`${type}/${prayerId}`, type!, prayerId!, request.nextUrl.origin, id, await contentVersion({ fresh: true }));
  }
  if (canonical === MISSING || canonical === null) return canonical;
  if (canonical === pathname) return null;
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  // Shared-cacheable for a short while, so a cache in front (ops/nginx) replaces its copy of the
  // old page with the redirect instead of serving that copy as stale for as long as it keeps it.
  return NextResponse.redirect(url, { status: 301, headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
}

/** Prayer `key`'s canonical path as remembered under `version`, looked up when not. */
async function canonicalPath(key: string, type: string, prayerId: string, origin: string, id: string, version: string) {
  if (canonicalVersion !== version) {
    canonicalPaths.clear();
    canonicalVersion = version;
  }
  const entry = canonicalPaths.get(key);
  if (entry && entry.until >= Date.now()) return entry.path;
  // Visitors arriving together at one prayer share one lookup: a burst on a shared link
  // would otherwise send one request per visitor through the whole server.
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = lookUpCanonical(key, type, prayerId, origin, id).finally(() => lookups.delete(key));
    lookups.set(key, lookup);
  }
  const found = await lookup;
  return found === MISSING || found === null ? found : found.path;
}

const lookups = new Map<string, Promise<{ path: string; until: number } | typeof MISSING | null>>();

/** The canonical path of prayer `key` (type/id) from the site's own route, remembered for TTL_MS. */
async function lookUpCanonical(key: string, type: string, prayerId: string, origin: string, id: string) {
  try {
    const response = await fetchOwnRoute(`/api/prayers/canonical?type=${type}&id=${prayerId}`, origin, id);
    // 404: no such prayer; 400: an id out of range, which cannot be one either.
    if (response.status === 404 || response.status === 400) return MISSING;
    if (!response.ok) return null;
    const { path } = (await response.json()) as { path: string };
    if (canonicalPaths.size >= MAX_ENTRIES) canonicalPaths.clear();
    const entry = { path, until: Date.now() + TTL_MS };
    canonicalPaths.set(key, entry);
    return entry;
  } catch {
    return null;
  }
}

export const config = {
  // Everything but the build's static files and optimized images.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
