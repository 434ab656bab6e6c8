import { cachedPages, perRequestPages, slugKinds, type CachedKind, type SlugKind } from '../pages/kinds.mjs';
import { idFromSlug } from '../urls/prayer';
import { pageLists, type Lists } from './lists';

/**
 * What every address of the site is, decided here and only here from the kinds of page
 * (lib/pages/kinds.mjs); proxy.ts acts on it, and next.config.mjs maps `missing`, `narrowed`
 * and `unavailable` to their routes:
 * - `page`: a page served as it is (a static page, a route handler), or a cached page
 *   (`cached` names its kind: while the database is down one with no copy is answered 503);
 * - `per-request`: a page rendered for each request from the database (searches, prayer lists,
 *   a page narrowed by its query): answered 503 while the database is down; `narrowed` names
 *   the kind whose narrowed route renders it;
 * - `redirect`: the one canonical address of a surname or prayer page;
 * - `missing`: not one of a kind's pages: its not-found page, with 404, rendered per request
 *   from no data, so that made-up addresses are never rendered into the cache.
 *
 * The lists of pages (lib/proxy/lists.ts) follow the same revalidations as the pages, on every
 * server; an answer other than "the page" is checked on lists as fresh as the last revalidation
 * anywhere. When they cannot be read (the database is down) the page decides.
 */
export type Address =
  | { kind: 'page'; cached?: CachedKind }
  | { kind: 'per-request'; narrowed?: SlugKind }
  | { kind: 'redirect'; to: string; shared: boolean }
  | { kind: 'missing'; section: SlugKind };

const PAGE: Address = { kind: 'page' };
const PER_REQUEST = new Set(perRequestPages);
const KINDS = Object.entries(slugKinds) as [SlugKind, (typeof slugKinds)[SlugKind]][];

export async function addressOf(pathname: string, search: URLSearchParams): Promise<Address> {
  if (PER_REQUEST.has(pathname)) return { kind: 'per-request' };
  const fixed = cachedPages[pathname];
  if (fixed) return { kind: 'page', cached: fixed };
  const found = KINDS.find(([, k]) => pathname.startsWith(k.prefix));
  if (!found) return PAGE;
  const [kind, k] = found;
  const raw = pathname.slice(k.prefix.length);
  if (!raw || raw.includes('/')) return PAGE;
  const slug = decodeURIComponent(raw);
  const missing: Address = { kind: 'missing', section: kind };
  switch (k.slug) {
    case 'surname': {
      const canonical = canonicalSurname(slug);
      if (canonical !== slug) return canonical ? { kind: 'redirect', to: `${k.prefix}${encodeURIComponent(canonical)}`, shared: false } : missing;
      if (!SURNAME_SLUG.test(slug) || slug.length > 100 || (await listed((l) => l.slugs.surname.has(slug), true)) === false) return missing;
      return 'narrowedBy' in k && k.narrowedBy.some((key) => search.get(key))
        ? { kind: 'per-request', narrowed: kind }
        : { kind: 'page', cached: kind };
    }
    case 'slug': {
      if (!SLUG.test(slug) || slug.length > 100) return missing;
      const known = await listed((l) => l.slugs[kind as keyof Lists['slugs']].has(slug), true);
      return known === false ? missing : { kind: 'page', cached: kind };
    }
    case 'prayer': {
      const id = idFromSlug(slug);
      if (!SLUG.test(slug) || slug.length > 100 || id === null) return missing;
      const canonical = await listed((l) => l.prayers.get(`${kind}/${id}`) ?? null, pathname);
      if (canonical === null) return missing;
      // Shared-cacheable for a short while, so a cache in front (ops/nginx) replaces its copy
      // of the old page with the redirect instead of serving that copy as stale.
      return canonical === undefined || canonical === pathname ? { kind: 'page', cached: kind } : { kind: 'redirect', to: canonical, shared: true };
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
