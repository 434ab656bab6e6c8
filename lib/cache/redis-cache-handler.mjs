// Next.js's server cache (cached pages, share images, tagged reads) kept in Redis, so every
// instance of the site reads and refreshes one copy of each. next.config.mjs uses it only when
// REDIS_URL is set; one server keeps Next.js's own cache in .next.
//
// It keeps to Next.js's documented cache handler contract (the cacheHandler reference and the
// self-hosting guide): get, set, revalidateTag; entry tags read from the x-next-cache-tags
// header (pages, routes) or ctx.tags (reads); stale copies served while they are rendered again.
//
// - An entry is stored whole under kuldevta:cache:{deployment}:{key} (Buffers and Maps written
//   as base64 and entry lists): a new deployment never serves pages that name an old one's files.
// - A revalidated tag is written to the hash kuldevta:tags as {stale, expired} times, which
//   every instance reads with the entries. A page whose tags were revalidated after it was
//   stored is handed back older than its lifetime, so Next.js serves it once more while it
//   renders it again; when that render fails (the database is down) Next.js stores the old copy
//   again with a lifetime of at most 30 s, which every instance sees, and tries again then. A
//   tagged read revalidated since it was stored is a miss: the page's render reads it again.
// - Redis unreachable: a read is a miss (the page is rendered), a write is dropped (redis.mjs
//   logs the outage once); the site stays up.
import { withRedis } from './redis.mjs';

const TAGS = 'kuldevta:tags';
/** The header of a page or route entry that lists its tags (Next.js's self-hosting guide). */
const TAGS_HEADER = 'x-next-cache-tags';

function entryKey(key) {
  return `kuldevta:cache:${process.env.NEXT_DEPLOYMENT_ID || '-'}:${key}`;
}

/** Buffers and Maps survive JSON as {$b: base64} and {$m: entries}. */
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') };
  if (raw instanceof Map) return { $m: [...raw.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
    if (Array.isArray(value.$m)) return new Map(value.$m);
  }
  return value;
}

export function serialize(entry) {
  return JSON.stringify(entry, replacer);
}

export function deserialize(text) {
  return JSON.parse(text, reviver);
}

/** The tags an entry answers to: its header's (pages, routes), those it was stored with (reads), the request's. */
function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])].filter(Boolean);
}

/** The latest stale and expired times among `tags` (0 for none), for every instance. Throws when Redis cannot be read. */
export async function revalidations(tags) {
  if (tags.length === 0) return { stale: 0, expired: 0 };
  const states = await withRedis((redis) => redis.hmGet(TAGS, tags));
  let stale = 0;
  let expired = 0;
  const now = Date.now();
  for (const state of states) {
    if (!state) continue;
    const s = JSON.parse(state);
    stale = Math.max(stale, s.stale ?? 0);
    // An expiry still to come has not happened yet.
    if ((s.expired ?? 0) <= now) expired = Math.max(expired, s.expired ?? 0);
  }
  return { stale, expired };
}

/**
 * Records that `tags` were revalidated, for every instance: with `expire` (a profile such as
 * 'max') stale now and expired after `expire` seconds; without, expired now. Throws when Redis
 * cannot be written (POST /api/revalidate answers 503).
 */
export async function recordRevalidation(tags, expire) {
  const list = [tags].flat().filter(Boolean);
  if (list.length === 0) return;
  const now = Date.now();
  const state = JSON.stringify(
    expire === undefined ? { expired: now } : { stale: now, ...(Number.isFinite(expire) ? { expired: now + expire * 1000 } : {}) },
  );
  await withRedis((redis) => redis.hSet(TAGS, Object.fromEntries(list.map((tag) => [tag, state]))));
}

export default class RedisCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key, ctx) {
    try {
      const text = await withRedis((redis) => redis.get(entryKey(key)));
      if (!text) return null;
      const entry = deserialize(text);
      const { stale, expired } = await revalidations(tagsOf(entry, ctx));
      if (expired > entry.lastModified) return null;
      const cacheControl = entry.cacheControl;
      if (stale > entry.lastModified) {
        // A read is read again at once (lib/cache/tagged-read.ts), so no page is rendered from old data.
        const revalidate = cacheControl?.revalidate;
        if (entry.value?.kind === 'FETCH' || typeof revalidate !== 'number') return null;
        // Past its lifetime (not its expiry): served once more while it is rendered again.
        return { value: entry.value, lastModified: Date.now() - revalidate * 1000 - 1, cacheControl };
      }
      // The lifetime is the entry's own: the 30 s of a copy kept after a failed render must
      // reach every instance, not only the one that stored it.
      return { value: entry.value, lastModified: entry.lastModified, ...(cacheControl ? { cacheControl } : {}) };
    } catch {
      return null; // Redis away (logged once by redis.mjs): rendered without the shared cache
    }
  }

  async set(key, data, ctx) {
    try {
      const entry = {
        value: data,
        lastModified: Date.now(),
        tags: ctx?.tags ?? [],
        ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
      };
      await withRedis((redis) => redis.set(entryKey(key), serialize(entry)));
    } catch {
      // Dropped: the next request renders the page again (the outage is logged once).
    }
  }

  /** revalidateTag(tag, profile) on this instance: written for all of them. */
  async revalidateTag(tags, durations) {
    try {
      await recordRevalidation(tags, durations ? (durations.expire ?? Infinity) : undefined);
    } catch {
      // POST /api/revalidate wrote the same times first and answered 503 if it could not.
    }
  }

  resetRequestCache() {}
}
