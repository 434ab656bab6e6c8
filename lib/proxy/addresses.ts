import { idFromSlug } from '../urls/prayer';
import { pageLists, type Lists } from './lists';
import type { MissingSection } from './routes.mjs';

/**
 * What every address of the site is, decided here and only here (proxy.ts acts on it, and
 * next.config.mjs maps `missing` and `place` to their routes):
 * - `page`: a page served as it is (a static page, a route handler), or a cached page
 *   (`cached` names its kind: while the database is down one with no copy is answered 503);
 * - `per-request`: a page rendered for each request from the database (searches, prayer lists,
 *   a surname narrowed to a place, a community or a gotra): answered 503 while the database is down;
 * - `redirect`: the one canonical address of a surname or prayer page;
 * - `missing`: not one of a section's pages: the section's not-found page, with 404, rendered
 *   per request from no data, so that made-up addresses are never rendered into the cache.
 *
 * The lists of pages (lib/proxy/lists.ts) follow the same revalidations as the pages
 * (`list:deity`, `list:surname`, `list:prayer`, `list:category`, `list:community`,
 * `list:shrine`), on every server; an answer
 * other than "the page" is checked on lists as fresh as the last revalidation anywhere. When
 * they cannot be read (the database is down) the page decides.
 */
export type Address =
  | { kind: 'page'; cached?: string }
  | { kind: 'per-request'; place?: boolean }
  | { kind: 'redirect'; to: string; shared: boolean }
  | { kind: 'missing'; section: MissingSection };

const PAGE: Address = { kind: 'page' };
const PER_REQUEST = new Set(['/search', '/surname-search', '/prayers', '/aartis', '/mantras']);
const SLUG_PAGE = /^\/(deity|aarti|mantra|prayers\/category|surname|community|temple)\/([^/]+)$/;
/** Cached pages at a fixed address, by the kind named in their message while the database is down. */
const CACHED: Record<string, string> = { '/': 'home', '/dashboard': 'dashboard', '/community': 'community', '/temples': 'temple' };
/** What narrows a surname page (a place, a community, a gotra): rendered per request. */
const NARROWING = ['region', 'state', 'community', 'gotra'];

export async function addressOf(pathname: string, search: URLSearchParams): Promise<Address> {
  if (PER_REQUEST.has(pathname) || pathname.startsWith('/surname-place/')) return { kind: 'per-request' };
  if (CACHED[pathname]) return { kind: 'page', cached: CACHED[pathname] };
  const match = SLUG_PAGE.exec(pathname);
  if (!match) return PAGE;
  const section = match[1] === 'prayers/category' ? 'category' : (match[1] as MissingSection);
  const slug = decodeURIComponent(match[2]!);
  const missing: Address = { kind: 'missing', section };
  switch (section) {
    case 'surname': {
      const canonical = canonicalSurname(slug);
      if (canonical !== slug) return canonical ? { kind: 'redirect', to: `/surname/${encodeURIComponent(canonical)}`, shared: false } : missing;
      if (!SURNAME_SLUG.test(slug) || slug.length > 100 || (await listed((l) => l.surname.has(slug), true)) === false) return missing;
      return NARROWING.some((key) => search.get(key)) ? { kind: 'per-request', place: true } : { kind: 'page', cached: section };
    }
    case 'deity':
    case 'category':
    case 'community':
    case 'temple': {
      if (!SLUG.test(slug) || slug.length > 100) return missing;
      const known = await listed((l) => l[section].has(slug), true);
      return known === false ? missing : { kind: 'page', cached: section };
    }
    case 'aarti':
    case 'mantra': {
      const id = idFromSlug(slug);
      if (!SLUG.test(slug) || slug.length > 100 || id === null) return missing;
      const canonical = await listed((l) => l.prayer.get(`${section}/${id}`) ?? null, pathname);
      if (canonical === null) return missing;
      // Shared-cacheable for a short while, so a cache in front (ops/nginx) replaces its copy
      // of the old page with the redirect instead of serving that copy as stale.
      return canonical === undefined || canonical === pathname
        ? { kind: 'page', cached: section }
        : { kind: 'redirect', to: canonical, shared: true };
    }
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// A surname's address may be in another script (/surname/पटेल is a page of its own or an alias).
const SURNAME_SLUG = /^[a-z0-9\u0900-\u0DFF]+(-[a-z0-9\u0900-\u0DFF]+)*$/;

/** The canonical spelling of a surname address: NFC, lower case, words joined by single hyphens. */
function canonicalSurname(slug: string): string {
  return slug
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `answer(lists)`, or undefined when the lists cannot be read now (the page decides). An answer
 * other than `expected` is asked again of lists as fresh as the last revalidation anywhere.
 */
async function listed<T>(answer: (lists: Lists) => T, expected: T): Promise<T | undefined> {
  try {
    const first = answer(await pageLists());
    return first === expected ? first : answer(await pageLists({ fresh: true }));
  } catch {
    return undefined;
  }
}
