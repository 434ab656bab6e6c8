// Where an address goes inside the process, applied by next.config.mjs's rewrites (which Next.js
// applies inside the process, whatever address the server listens on; a rewrite made in
// proxy.ts to an absolute URL of another host name, such as localhost for 127.0.0.1, would be
// sent out over HTTP instead):
// - the routes proxy.ts decided on, told by a header it sets (proxy.ts removes the header from
//   every request before it sets it, so a visitor cannot choose a route with it): the plumbing
//   of app/[lang]/(plumbing)/, never addresses of their own;
// - every page is a route under app/[lang]/: an address in another language names it
//   (/hi/deity/x), an English one does not (/deity/x is /en/deity/x inside).
import { defaultLanguage, prefixedLanguages, slugKinds } from '../pages/kinds.mjs';

export const ROUTE_HEADER = 'x-kuldevta-route';

const when = (value) => [{ type: 'header', key: ROUTE_HEADER, value }];
const kinds = Object.entries(slugKinds);
const other = `:lang(${prefixedLanguages.join('|')})`;

/** The same rewrite for the addresses of every language: `/{lang}…` and the English `…`. */
function everyLanguage(source, has, destination) {
  return [
    { source: `/${other}${source}`, has, destination: `/:lang${destination}` },
    { source: source || '/', has, destination: `/${defaultLanguage}${destination}` },
  ];
}

/** The first part of what is not a page: the build's files, the route handlers, the files at the root, the languages' own prefixes. */
const NOT_PAGES = [
  '_next',
  '__nextjs',
  'api',
  'calendar',
  'sitemaps',
  'maps',
  'sitemap\\.xml',
  'robots\\.txt',
  'icon\\.svg',
  'favicon\\.ico',
  defaultLanguage,
  ...prefixedLanguages,
];

/** next.config.mjs rewrites().beforeFiles: run after proxy.ts, before the pages; the first whose route exists wins. */
export const routeRewrites = [
  // Not one of the kind's pages: its not-found page, with the 404 proxy.ts set.
  ...kinds.flatMap(([kind, k]) => everyLanguage(`${k.prefix}:slug`, when('missing'), `/missing/${kind}/:slug`)),
  // Narrowed by its query (a surname to a place, a community or a gotra): rendered per request,
  // since the plain page is cached and a cached page cannot read its query.
  ...kinds
    .filter(([, k]) => 'narrowedBy' in k)
    .flatMap(([kind, k]) => everyLanguage(`${k.prefix}:slug`, when('narrowed'), `/narrowed/${kind}/:slug`)),
  // A cached page with no copy while the database is down: what it would have said, with 503.
  ...everyLanguage('/:path*', when('unavailable:(?<kind>[a-z]+)'), '/unavailable/:kind'),
  // An English address: its page, under the English layout.
  { source: '/', destination: `/${defaultLanguage}` },
  // (the lookahead ends at the first part's end: a `$` in it would be the end of the whole address)
  { source: `/:first((?!(?:${NOT_PAGES.join('|')})(?:/|$))[^/]+)/:rest*`, destination: `/${defaultLanguage}/:first/:rest*` },
];

/** The first part of the plumbing routes' addresses (after the language's prefix): asked for directly, they are not pages. */
export const plumbingPrefixes = ['/missing/', '/narrowed/', '/unavailable/'];
