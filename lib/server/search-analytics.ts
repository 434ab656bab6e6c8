import 'server-only';
import { after } from 'next/server';
import { trackSearch, type SearchEvent } from '../data/writes';
import { currentVisitor } from '../request/visitor';

/**
 * Records a search once the response has been sent, so analytics never slow or break the
 * page. The visitor is read now: request headers are not available after the response.
 * Empty filters are left out.
 */
export async function recordSearchAfterResponse(event: SearchEvent): Promise<void> {
  const visitor = await currentVisitor();
  const filters = Object.fromEntries(Object.entries(event.filters).filter(([, value]) => value));
  after(() => trackSearch({ ...event, filters }, visitor));
}
