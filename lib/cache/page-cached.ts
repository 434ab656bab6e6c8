import fs from 'node:fs';
import path from 'node:path';
import { env } from '../server/env';
import { sharedRedis } from './redis';

/**
 * Whether the page cache holds a copy of the page at `pathname` (fresh or stale), asked by
 * proxy.ts only while the database is down: a page with a copy is served from it, one without
 * cannot be made and is answered 503. Several servers: the set of cached paths the Redis cache
 * handler keeps; one server: the HTML file Next.js writes for the page under .next.
 */
export const CACHED_PAGES_KEY = 'kuldevta:pages';

export async function pageCached(pathname: string): Promise<boolean> {
  const redis = sharedRedis();
  if (redis) {
    try {
      return (await (await redis).sIsMember(CACHED_PAGES_KEY, pathname)) === 1;
    } catch {
      return true; // unknown: the page decides
    }
  }
  const file = path.join(process.cwd(), env().KULDEVTA_DIST_DIR ?? '.next', 'server', 'app', `${pathname === '/' ? '/index' : pathname}.html`);
  return fs.existsSync(file);
}
