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
 * page rendered per request; `written` when a page of it exists in another language than
 * English: `one by one` (when its content is written in it: the content build lists them),
 * `always` (its main content is sentences the site writes in every language), `in its
 * script` (a prayer: in the languages whose pages show its text's language).
 */
export const slugKinds = {
  deity: { prefix: '/deity/', slug: 'slug', tag: 'deity', written: 'one by one' },
  aarti: { prefix: '/aarti/', slug: 'prayer', tag: 'prayer', written: 'in its script' },
  mantra: { prefix: '/mantra/', slug: 'prayer', tag: 'prayer', written: 'in its script' },
  category: { prefix: '/prayers/category/', slug: 'slug', tag: 'category', written: 'one by one' },
  surname: { prefix: '/surname/', slug: 'surname', tag: 'surname', narrowedBy: ['region', 'state', 'community', 'gotra'], written: 'always' },
  community: { prefix: '/community/', slug: 'slug', tag: 'community', written: 'one by one' },
  shrine: { prefix: '/temple/', slug: 'slug', tag: 'shrine', written: 'one by one' },
};

/** Pages at a fixed address that are cached, by the kind whose message they give while the database is down. */
export const cachedPages = { '/': 'home', '/dashboard': 'dashboard', '/community': 'community', '/temples': 'shrine' };

/** Pages rendered for each request from the database: searches and the prayer lists. */
export const perRequestPages = ['/search', '/surname-search', '/prayers', '/aartis', '/mantras', '/family', '/family-word'];

/** The tag kinds: one per kind of item a page can show. */
export const tagKinds = [...new Set(Object.values(slugKinds).map((k) => k.tag))];

/** `value` if it names a kind of page named by a slug, else null. */
export function slugKind(value) {
  return Object.hasOwn(slugKinds, value) ? value : null;
}

/**
 * The languages the site is written in: English at the root, the others under their prefix
 * (/hi/deity/khodiyar-mata), with the same slugs. `name` is the language's own name for itself,
 * `script` its ISO 15924 script, `locale` the BCP 47 tag of its pages (sorting, numbers),
 * `ogLocale` the Open Graph form, `prayerLanguages` the prayers whose text a page in it shows in
 * its own script (a prayer page exists in that language).
 */
export const languages = {
  en: { prefix: '', name: 'English', script: 'Latn', locale: 'en-IN', ogLocale: 'en_IN', prayerLanguages: [] },
  hi: { prefix: '/hi', name: 'हिन्दी', script: 'Deva', locale: 'hi-IN', ogLocale: 'hi_IN', prayerLanguages: ['hindi', 'sanskrit'] },
  mr: { prefix: '/mr', name: 'मराठी', script: 'Deva', locale: 'mr-IN', ogLocale: 'mr_IN', prayerLanguages: ['marathi', 'sanskrit'] },
  gu: { prefix: '/gu', name: 'ગુજરાતી', script: 'Gujr', locale: 'gu-IN', ogLocale: 'gu_IN', prayerLanguages: ['gujarati'] },
};

/** The language of the addresses without a prefix, and of every page that exists at all. */
export const defaultLanguage = 'en';

/** Every language, English first. */
export const languageCodes = Object.keys(languages);

/** The languages under a prefix. */
export const prefixedLanguages = languageCodes.filter((l) => l !== defaultLanguage);

/** `value` if it is a language code, else null. */
export function languageCode(value) {
  return Object.hasOwn(languages, value) ? value : null;
}

/**
 * An address split into its language and its address within that language:
 * /hi/deity/x → { lang: 'hi', path: '/deity/x' }, /hi → { lang: 'hi', path: '/' },
 * /deity/x → { lang: 'en', path: '/deity/x' }.
 */
export function splitLanguage(pathname) {
  for (const lang of prefixedLanguages) {
    const { prefix } = languages[lang];
    if (pathname === prefix) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: defaultLanguage, path: pathname };
}

/** The address of `path` (an English address) in `lang`: /deity/x in hi → /hi/deity/x. */
export function inLanguage(lang, path) {
  const { prefix } = languages[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Fixed addresses written in English only: their address in another language leads to them. */
export const englishOnlyPages = ['/contact', '/submit-information', '/dashboard', '/family', '/family-word', '/terms', '/privacy'];

/**
 * Fixed addresses written in every language. The others (the contact and submission forms,
 * the favourites, the terms and the privacy notice) are in English only; a page in another
 * language that links them says so.
 */
export const pagesInEveryLanguage = [
  '/',
  '/search',
  '/surname-search',
  '/community',
  '/temples',
  '/how-to-find-your-kuldevi',
  '/prayers',
  '/aartis',
  '/mantras',
  '/about',
  '/help',
];
