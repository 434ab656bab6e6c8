// Where proxy.ts sends an address it has decided on, mapped to a route by next.config.mjs's
// rewrites (which Next.js applies inside the process, whatever address the server listens on;
// a rewrite made in proxy.ts to an absolute URL of another host name, such as localhost for
// 127.0.0.1, would be sent out over HTTP instead). proxy.ts removes the header from every
// request before it sets it, so a visitor cannot choose a route with it.
export const ROUTE_HEADER = 'x-kuldevta-route';

/** The sections whose not-found page is rendered per request at /missing/{section}/{slug}. */
export const missingSections = ['deity', 'aarti', 'mantra', 'category', 'surname', 'community', 'temple'];

/** `value` if it names one of missingSections, else null. */
export function missingSection(value) {
  return missingSections.includes(value) ? value : null;
}

const when = (value) => [{ type: 'header', key: ROUTE_HEADER, value }];

/** next.config.mjs rewrites().beforeFiles: run after proxy.ts, before the pages. */
export const routeRewrites = [
  // Not one of the section's pages: its not-found page, with the 404 proxy.ts set.
  { source: '/:section(deity|aarti|mantra|surname|community|temple)/:slug', has: when('missing'), destination: '/missing/:section/:slug' },
  { source: '/prayers/category/:slug', has: when('missing'), destination: '/missing/category/:slug' },
  // A surname page narrowed to a place, a community or a gotra (?region=, ?state=, ?community=,
  // ?gotra=), rendered per request; the plain /surname/{slug} is cached, and a cached page
  // cannot read its query.
  { source: '/surname/:slug', has: when('place'), destination: '/surname-place/:slug' },
  // A cached page with no copy while the database is down: what it would have said, with 503.
  { source: '/:path*', has: when('unavailable:(?<section>[a-z]+)'), destination: '/unavailable/:section' },
];
