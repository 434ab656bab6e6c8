import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withRedis, redisConfigured } from './redis.mjs';

/**
 * Whether a cached page has a copy: the one rule proxy.ts goes by while the database is down
 * (a page with a copy is served from it; one without cannot be made, and is answered 503 with
 * its section's message instead of failing to render).
 *
 * A cached page marks its path once its reads have succeeded, just before Next.js stores its
 * copy: with several servers (REDIS_URL) in a set in Redis, beside the copies, per deployment;
 * with one server (and at build time, for the pages the build prerenders) in a file of this
 * build's own, kuldevta-page-copies in its directory, which the next build replaces with the
 * pages it makes. No revalidation removes a mark: a revalidated page keeps its copy until a new
 * one is stored.
 */
const KEY = Symbol.for('kuldevta.page-copies');
type Holder = { [KEY]?: Set<string> };

const redisKey = () => `kuldevta:page-copies:${process.env.NEXT_DEPLOYMENT_ID || '-'}`;
const file = () => path.join(process.cwd(), process.env.KULDEVTA_DIST_DIR ?? '.next', 'kuldevta-page-copies');
const building = () => process.env.NEXT_PHASE === 'phase-production-build';
const shared = () => redisConfigured() && !building();

/** The marks in the build's file, read once per process; this process adds its own. */
function marked(): Set<string> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    let text = '';
    try {
      text = readFileSync(file(), 'utf8');
    } catch {
      // No page marked yet.
    }
    holder[KEY] = new Set(text.split('\n').filter(Boolean));
  }
  return holder[KEY];
}

/** Called by a cached page once its reads succeeded: `path` (decoded) is about to have a copy. */
export async function markPageCopy(path: string): Promise<void> {
  if (shared()) {
    await withRedis((redis) => redis.sAdd(redisKey(), path)).catch(() => undefined);
    return;
  }
  // Build workers are separate processes: each appends (one short line at a time).
  if (!building() && marked().has(path)) return;
  marked().add(path);
  try {
    appendFileSync(file(), `${path}\n`);
  } catch {
    // Not kept past this process: after a restart this page counts as uncached until rendered again.
  }
}

/** Whether the page at `path` (decoded) has a copy. */
export async function hasPageCopy(path: string): Promise<boolean> {
  if (!shared()) return marked().has(path);
  try {
    return (await withRedis((redis) => redis.sIsMember(redisKey(), path))) === 1;
  } catch {
    return false; // Redis away: there is no shared copy to serve either
  }
}
