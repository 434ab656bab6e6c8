// Every kind of page the site has, described once. What an address is (lib/proxy/addresses.ts),
// the rewrites next.config.mjs applies (lib/proxy/routes.mjs), the addresses each kind has
// (lib/proxy/lists.ts), the tags its reads carry (lib/cache/tags.ts), and its not-found and
// unavailable pages (components/page-kinds.tsx) are all taken from here.
//
// Adding a kind of page: an entry here, its route under app/, and the two things the type check
// then asks for: its addresses in lib/proxy/lists.ts and its not-found page and message in
// components/page-kinds.tsx. Tag its reads with its `tag` (lib/cache/tags.ts).

/**
 * The kinds of page named by a slug. `prefix` is the address before the slug; `slug` how the
 * slug is checked (`slug`: lower-case words joined by hyphens; `prayer`: a title's slug and the
 * prayer's number; `surname`: a surname in any script, with its other spellings redirected to
 * it); `tag` the tag kind of the item it shows; `narrowedBy` the query parameters that make it a
 * page rendered per request.
 */
export const slugKinds = {
  deity: { prefix: '/deity/', slug: 'slug', tag: 'deity' },
  aarti: { prefix: '/aarti/', slug: 'prayer', tag: 'prayer' },
  mantra: { prefix: '/mantra/', slug: 'prayer', tag: 'prayer' },
  category: { prefix: '/prayers/category/', slug: 'slug', tag: 'category' },
  surname: { prefix: '/surname/', slug: 'surname', tag: 'surname', narrowedBy: ['region', 'state', 'community', 'gotra'] },
  community: { prefix: '/community/', slug: 'slug', tag: 'community' },
  shrine: { prefix: '/temple/', slug: 'slug', tag: 'shrine' },
};

/** Pages at a fixed address that are cached, by the kind whose message they give while the database is down. */
export const cachedPages = { '/': 'home', '/dashboard': 'dashboard', '/community': 'community', '/temples': 'shrine' };

/** Pages rendered for each request from the database: searches and the prayer lists. */
export const perRequestPages = ['/search', '/surname-search', '/prayers', '/aartis', '/mantras'];

/** The tag kinds: one per kind of item a page can show. */
export const tagKinds = [...new Set(Object.values(slugKinds).map((k) => k.tag))];

/** `value` if it names a kind of page named by a slug, else null. */
export function slugKind(value) {
  return Object.hasOwn(slugKinds, value) ? value : null;
}
