import { REQUEST_ID_HEADER } from '../request/request-id';

/**
 * A GET from proxy.ts to one of the site's own routes on behalf of a request: it carries that
 * request's id (the route's log lines belong to it) and gives up after two seconds, so a
 * lookup never holds a visitor for long.
 */
export function fetchOwnRoute(path: string, origin: string, requestId: string): Promise<Response> {
  return fetch(new URL(path, origin), { headers: { [REQUEST_ID_HEADER]: requestId }, signal: AbortSignal.timeout(2000) });
}
