// Where proxy.ts sends an address it has decided on, mapped to a route by next.config.mjs's
// rewrites (which Next.js applies inside the process, whatever address the server listens on;
// a rewrite made in proxy.ts to an absolute URL of another host name, such as localhost for
// 127.0.0.1, would be sent out over HTTP instead). proxy.ts removes the header from every
// request before it sets it, so a visitor cannot choose a route with it. The routes it leads to
// are the plumbing of app/(plumbing)/, never addresses of their own.
import { slugKinds } from '../pages/kinds.mjs';

export const ROUTE_HEADER = 'x-kuldevta-route';

const when = (value) => [{ type: 'header', key: ROUTE_HEADER, value }];
const kinds = Object.entries(slugKinds);

/** next.config.mjs rewrites().beforeFiles: run after proxy.ts, before the pages. */
export const routeRewrites = [
  // Not one of the kind's pages: its not-found page, with the 404 proxy.ts set.
  ...kinds.map(([kind, k]) => ({ source: `${k.prefix}:slug`, has: when('missing'), destination: `/missing/${kind}/:slug` })),
  // Narrowed by its query (a surname to a place, a community or a gotra): rendered per request,
  // since the plain page is cached and a cached page cannot read its query.
  ...kinds
    .filter(([, k]) => 'narrowedBy' in k)
    .map(([kind, k]) => ({ source: `${k.prefix}:slug`, has: when('narrowed'), destination: `/narrowed/${kind}/:slug` })),
  // A cached page with no copy while the database is down: what it would have said, with 503.
  { source: '/:path*', has: when('unavailable:(?<kind>[a-z]+)'), destination: '/unavailable/:kind' },
];

/** The first part of the plumbing routes' addresses: asked for directly, they are not pages. */
export const plumbingPrefixes = ['/missing/', '/narrowed/', '/unavailable/'];
