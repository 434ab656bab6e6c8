// Next.js's page cache (ISR: deity, prayer, surname pages, share images) kept in Redis, so every
// instance of the site reads and refreshes one copy of each page. next.config.mjs uses it only
// when REDIS_URL is set; without it each server keeps its own cache in .next, as one server may.
//
// - An entry is stored whole under kuldevta:cache:{key}, Buffers and Maps written as base64 and
//   entry lists (Next.js's page segments are Buffers in a Map).
// - A revalidated tag (POST /api/revalidate marks pages by their path tags) is written to the
//   hash kuldevta:tags as {stale, expired} times. Before an entry is handed back, the states of
//   its tags are copied into Next.js's own tag table, so Next.js itself decides as it does with
//   its file cache: a stale page is served once more while it is rendered again in the
//   background, and when that render fails (the database is down) the old copy stays, stored
//   again with a lifetime of at most 30 s so that it is rendered anew soon after the database
//   is back. Each entry keeps its lifetime, so every instance sees the shortened one.
// - Redis unreachable: a read is a miss (the page is rendered), a write is dropped, both logged
//   once per outage; the site stays up.
import { createClient } from 'redis';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const ENTRY = 'kuldevta:cache:';
const TAGS = 'kuldevta:tags';
/** The paths of the pages held (lib/cache/page-cached.ts asks it during a database outage). */
const PAGES = 'kuldevta:pages';
/** Next.js's header listing a page's tags (its path, layouts and route). */
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Promise<import('redis').RedisClientType> | null} */
let connecting = null;
let failing = false;

function client() {
  connecting ??= (async () => {
    const redis = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      // A command while Redis is away fails at once instead of waiting in a queue.
      disableOfflineQueue: true,
    });
    redis.on('error', (error) => report('connection', error));
    redis.on('ready', () => (failing = false));
    await redis.connect();
    return redis;
  })().catch((error) => {
    connecting = null;
    throw error;
  });
  return connecting;
}

function report(what, error) {
  if (failing) return;
  failing = true;
  // One JSON line like lib/server/log.ts writes (this file is loaded by Next.js outside the bundle).
  console.error(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: `[cache] redis ${what} failed; pages are rendered without the shared cache`, error: String(error?.message ?? error) }));
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

/** The tags an entry answers to: those it was stored with, its header's, and the request's. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(entry?.tags ?? []), ...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])].filter(Boolean);
}

/** Copies the shared states of `tags` into this process's tag table, which Next.js consults. */
function learnTags(tags, states) {
  tags.forEach((tag, i) => {
    const state = states[i];
    if (!state) return;
    const shared = JSON.parse(state);
    const local = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, {
      stale: Math.max(local.stale ?? 0, shared.stale ?? 0) || undefined,
      expired: Math.max(local.expired ?? 0, shared.expired ?? 0) || undefined,
    });
  });
}

export default class RedisCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key, ctx) {
    try {
      const redis = await client();
      const text = await redis.get(ENTRY + key);
      if (!text) return null;
      const entry = deserialize(text);
      const tags = tagsOf(entry, ctx);
      if (tags.length > 0) learnTags(tags, await redis.hmGet(TAGS, tags));
      // The lifetime is the entry's own: after a failed background render Next.js keeps the old
      // copy with a lifetime of at most 30 s, so that it is tried again soon, and every instance
      // must see that, not the route's usual day.
      return { value: entry.value, lastModified: entry.lastModified, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
    } catch (error) {
      report('read', error);
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const redis = await client();
      const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
      await redis.set(ENTRY + key, serialize(entry));
      // A page's key ends with its path after "/$" (/route-cache/APP_PAGE/{hash}/$/deity/x).
      const at = key.indexOf('/$/');
      if (data?.kind === 'APP_PAGE' && at >= 0) await redis.sAdd(PAGES, key.slice(at + 2));
    } catch (error) {
      report('write', error);
    }
  }

  /**
   * Marks `tags` revalidated for every instance: with `durations` (revalidateTag(tag, 'max')) stale
   * now and expired after durations.expire seconds; without, expired now.
   */
  async revalidateTag(tags, durations) {
    const list = [tags].flat().filter(Boolean);
    if (list.length === 0) return;
    const now = Date.now();
    const states = {};
    for (const tag of list) {
      const state = durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
      states[tag] = JSON.stringify(state);
      tagsManifest.set(tag, { ...tagsManifest.get(tag), ...state });
    }
    try {
      await (await client()).hSet(TAGS, states);
    } catch (error) {
      report('write', error);
      throw error;
    }
  }

  resetRequestCache() {}
}
