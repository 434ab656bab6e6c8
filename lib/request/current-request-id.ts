import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_ID_HEADER, wellFormedRequestId } from './request-id';

/**
 * The current request's id, for logs written by server actions, route handlers and pages
 * rendered per request. Never call it from a page served from the cache (ISR): reading
 * headers would make that page dynamic. Those pages log without an id.
 */
export async function currentRequestId(): Promise<string | undefined> {
  return wellFormedRequestId((await headers()).get(REQUEST_ID_HEADER));
}
