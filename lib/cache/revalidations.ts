import { revalidations } from './cache-handler.mjs';
import { redisConfigured } from './redis.mjs';

/**
 * When tags were last revalidated, for what is kept in memory beside Next.js's cache (proxy.ts's
 * lists of addresses): one server notes it in its own memory (POST /api/revalidate runs in the
 * same process); several read the times the cache handler keeps in Redis for every instance.
 * A read of Redis under a second old stands, unless `fresh` (before an answer that would be
 * wrong on an old list: a "not found", a redirect).
 */
const LOCAL = Symbol.for('kuldevta.revalidations');
const SHARED_TTL_MS = 1_000;

type Holder = { [LOCAL]?: Map<string, number> };
const local = () => ((globalThis as Holder)[LOCAL] ??= new Map());
const shared = new Map<string, { at: number; time: number }>();

/** Called by POST /api/revalidate for the process it runs in. */
export function noteRevalidation(tags: string[]): void {
  const now = Date.now();
  for (const tag of tags) local().set(tag, now);
}

/** The latest revalidation of any of `tags` (0: none known). Redis unreachable: what was last read. */
export async function lastRevalidation(tags: string[], { fresh = false } = {}): Promise<number> {
  let latest = Math.max(0, ...tags.map((tag) => local().get(tag) ?? 0));
  if (!redisConfigured()) return latest;
  const key = tags.join(',');
  const known = shared.get(key);
  if (!known || fresh || Date.now() - known.at > SHARED_TTL_MS) {
    try {
      const { stale, expired } = await revalidations(tags);
      shared.set(key, { at: Date.now(), time: Math.max(stale, expired) });
    } catch {
      // Redis away (logged once by redis.mjs): the last time read stands.
    }
  }
  latest = Math.max(latest, shared.get(key)?.time ?? 0);
  return latest;
}
