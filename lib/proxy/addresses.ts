import {
  cachedPages,
  defaultLanguage,
  englishOnlyPages,
  inLanguage,
  languages,
  perRequestPages,
  slugKinds,
  splitLanguage,
  type CachedKind,
  type Language,
  type SlugKind,
} from '../pages/kinds.mjs';
import type { TranslatedKind } from '../data/languages';
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
 * - `redirect`: the one canonical address of a surname or prayer page, an English address
 *   written with the English prefix (/en/…), or a page not written in the address's language
 *   yet (`temporary`: the English page, until it is);
 * - `missing`: not one of a kind's pages: its not-found page, with 404, rendered per request
 *   from no data, so that made-up addresses are never rendered into the cache.
 * Every answer but a redirect names the address's language (`lang`): the routes of
 * app/[lang]/ serve it.
 *
 * The lists of pages (lib/proxy/lists.ts) follow the same revalidations as the pages, on every
 * server; an answer other than "the page" is checked on lists as fresh as the last revalidation
 * anywhere. When they cannot be read (the database is down) the page decides.
 */
export type Address =
  | { kind: 'page'; lang: Language; cached?: CachedKind }
  | { kind: 'per-request'; lang: Language; narrowed?: SlugKind }
  | { kind: 'redirect'; to: string; shared: boolean; temporary?: boolean }
  | { kind: 'missing'; lang: Language; section: SlugKind };

const PER_REQUEST = new Set(perRequestPages);
const ENGLISH_ONLY = new Set(englishOnlyPages);
const KINDS = Object.entries(slugKinds) as [SlugKind, (typeof slugKinds)[SlugKind]][];
const ENGLISH_PREFIX = `/${defaultLanguage}`;

export async function addressOf(pathname: string, search: URLSearchParams): Promise<Address> {
  // English addresses have no prefix: /en/deity/x is /deity/x.
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    return { kind: 'redirect', to: pathname.slice(ENGLISH_PREFIX.length) || '/', shared: true };
  }
  const { lang, path } = splitLanguage(pathname);
  const english: Address = { kind: 'redirect', to: path, shared: true, temporary: true };
  if (lang !== defaultLanguage && ENGLISH_ONLY.has(path)) return english;
  if (PER_REQUEST.has(path)) return { kind: 'per-request', lang };
  const cached = cachedPages[path];
  if (cached) return { kind: 'page', lang, cached };
  const found = KINDS.find(([, k]) => path.startsWith(k.prefix));
  if (!found) return { kind: 'page', lang };
  const [kind, k] = found;
  const raw = path.slice(k.prefix.length);
  if (!raw || raw.includes('/')) return { kind: 'page', lang };
  const slug = decodeURIComponent(raw);
  const missing: Address = { kind: 'missing', lang, section: kind };
  const page = (): Address =>
    'narrowedBy' in k && k.narrowedBy.some((key) => search.get(key))
      ? { kind: 'per-request', lang, narrowed: kind }
      : { kind: 'page', lang, cached: kind };
  switch (k.slug) {
    case 'surname': {
      const canonical = canonicalSurname(slug);
      if (canonical !== slug)
        return canonical ? { kind: 'redirect', to: inLanguage(lang, `${k.prefix}${encodeURIComponent(canonical)}`), shared: false } : missing;
      if (!SURNAME_SLUG.test(slug) || slug.length > 100 || (await listed((l) => l.slugs.surname.has(slug), true)) === false) return missing;
      return page();
    }
    case 'slug': {
      if (!SLUG.test(slug) || slug.length > 100) return missing;
      const known = await listed((l) => l.slugs[kind as keyof Lists['slugs']].has(slug), true);
      if (known === false) return missing;
      if (lang !== defaultLanguage && (await listed((l) => l.written[lang][kind as TranslatedKind].has(slug), true)) === false) return english;
      return page();
    }
    case 'prayer': {
      const id = idFromSlug(slug);
      if (!SLUG.test(slug) || slug.length > 100 || id === null) return missing;
      const prayer = await listed(
        (l) => l.prayers.get(`${kind}/${id}`) ?? null,
        (p) => p?.path === path && (lang === defaultLanguage || languages[lang].prayerLanguages.includes(p.language)),
      );
      if (prayer === null) return missing;
      if (prayer && lang !== defaultLanguage && !languages[lang].prayerLanguages.includes(prayer.language)) return { ...english, to: prayer.path };
      // Shared-cacheable for a short while, so a cache in front (ops/nginx) replaces its copy
      // of the old page with the redirect instead of serving that copy as stale.
      return prayer === undefined || prayer.path === path ? page() : { kind: 'redirect', to: inLanguage(lang, prayer.path), shared: true };
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
async function listed<T>(answer: (lists: Lists) => T, expected: T | ((value: T) => boolean)): Promise<T | undefined> {
  const isExpected = typeof expected === 'function' ? (expected as (value: T) => boolean) : (value: T) => value === expected;
  try {
    const first = answer(await pageLists());
    return isExpected(first) ? first : answer(await pageLists({ fresh: true }));
  } catch {
    return undefined;
  }
}
