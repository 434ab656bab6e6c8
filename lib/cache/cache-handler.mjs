// Next.js's server cache (cached pages, share images, tagged reads), kept by the site itself so
// that it knows which pages have a copy: proxy.ts goes by that while the database is down. One
// handler, two stores: several servers keep one copy of each entry in Redis (REDIS_URL), which
// every instance reads and refreshes; one server keeps them in files of its build's own
// directory, which outlive a restart as Next.js's own cache does.
//
// It keeps to Next.js's documented cache handler contract (the cacheHandler reference and the
// self-hosting guide): get, set, revalidateTag; entry tags read from the x-next-cache-tags
// header (pages, routes) or ctx.tags (reads); stale copies served while they are rendered again.
//
// - An entry is stored whole (Buffers and Maps written as base64 and entry lists), in Redis under
//   kuldevta:cache:{deployment}:{key} with an expiry, so a Redis whose memory is full evicts old
//   entries (with maxmemory-policy volatile-lru) and a new deployment's never meet an old one's.
// - A revalidated tag is recorded as {stale, expired} times (Redis: the hash kuldevta:tags, with
//   no expiry, so it is never evicted; files: tags.json). A page whose tags were revalidated
//   after it was stored is handed back older than its lifetime, so Next.js serves it once more
//   while it renders it again; when that render fails (the database is down) Next.js stores the
//   old copy again with a lifetime of at most 30 s, and tries again then. A tagged read
//   revalidated since it was stored is a miss: the page's render reads it again.
// - Storing a page records its path beside its entry's key, so hasCopy(path) answers whether the
//   entry is there now (an evicted or expired entry is no copy).
// - Redis unreachable: a read is a miss (the page is rendered), a write is dropped (redis.mjs
//   logs the outage once); the site stays up.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { redisConfigured, withRedis } from './redis.mjs';

/** The header of a page or route entry that lists its tags (Next.js's self-hosting guide). */
const TAGS_HEADER = 'x-next-cache-tags';
/** How long an entry is kept in Redis after it was stored: a page not visited for a week is rendered anew. */
export const ENTRY_TTL_S = 7 * 86_400;

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

/**
 * The address of a page entry: Next.js tags every page with its path (`_N_T_/deity/x`, beside
 * `_N_T_/deity/[id]/page` and the layouts'), and the home page with `_N_T_/index`.
 */
export function pagePath(data) {
  if (data?.kind !== 'APP_PAGE') return null;
  const header = data.headers?.[TAGS_HEADER];
  const tags = typeof header === 'string' ? header.split(',') : [];
  const own = tags.find((t) => t.startsWith('_N_T_/') && !/\/(layout|page)$/.test(t) && !t.includes('['));
  if (!own) return null;
  const p = own.slice('_N_T_'.length);
  return p === '/index' ? '/' : p;
}

const deployment = () => process.env.NEXT_DEPLOYMENT_ID || '-';
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** Several servers, one cache: Redis. */
const redisStore = {
  key: (key) => `kuldevta:cache:${deployment()}:${key}`,
  copies: () => `kuldevta:copies:${deployment()}`,
  async get(key) {
    return withRedis((redis) => redis.get(this.key(key)));
  },
  async set(key, text, page) {
    await withRedis(async (redis) => {
      const multi = redis.multi().set(this.key(key), text, { EX: ENTRY_TTL_S });
      // The marks of a deployment go when it has not stored a page for a month.
      if (page) multi.hSet(this.copies(), page, key).expire(this.copies(), 30 * 86_400);
      await multi.exec();
    });
  },
  async hasCopy(page) {
    return withRedis(async (redis) => {
      const key = await redis.hGet(this.copies(), page);
      return Boolean(key) && (await redis.exists(this.key(key))) === 1;
    });
  },
  async tagStates(tags) {
    return (await withRedis((redis) => redis.hmGet('kuldevta:tags', tags))).map((s) => (s ? JSON.parse(s) : null));
  },
  async recordTags(states, prunable) {
    await withRedis(async (redis) => {
      await redis.hSet('kuldevta:tags', Object.fromEntries(Object.entries(states).map(([tag, s]) => [tag, JSON.stringify(s)])));
      // A record older than every entry it could concern is of no use.
      const all = await redis.hGetAll('kuldevta:tags');
      const old = Object.entries(all)
        .filter(([, s]) => prunable(JSON.parse(s)))
        .map(([tag]) => tag);
      if (old.length) await redis.hDel('kuldevta:tags', old);
    });
  },
};

/**
 * One server: files in the build's own directory, one an entry, beside its tags and copy marks;
 * the build puts its prerendered pages there (lib/cache/build-adapter.mjs). A server given a
 * directory of its own (KULDEVTA_CACHE_DIR: another server of the same build on another
 * database, as the tests start) keeps what it stores and its revalidations there, and reads the
 * build's pages beneath them: servers that read different data never serve each other's pages.
 */
export const fileStore = {
  root: null,
  build() {
    return this.root ?? path.join(process.cwd(), process.env.KULDEVTA_DIST_DIR ?? '.next', 'cache', 'kuldevta');
  },
  dir() {
    return this.root ?? process.env.KULDEVTA_CACHE_DIR ?? this.build();
  },
  file(kind, key, dir = this.dir()) {
    return path.join(dir, kind, createHash('sha256').update(key).digest('hex'));
  },
  /** The server's own file, else the build's. */
  find(kind, key) {
    const own = this.file(kind, key);
    if (fs.existsSync(own) || this.dir() === this.build()) return own;
    return this.file(kind, key, this.build());
  },
  write(file, text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Build workers and the server write side by side: a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  },
  read(file) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  },
  async get(key) {
    return this.read(this.find('entries', key));
  },
  async set(key, text, page) {
    this.write(this.file('entries', key), text);
    if (page) this.write(this.file('copies', page), key);
  },
  async hasCopy(page) {
    const key = this.read(this.find('copies', page));
    return key !== null && fs.existsSync(this.find('entries', key));
  },
  tags() {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir(), 'tags.json'), 'utf8'));
    } catch {
      return {};
    }
  },
  async tagStates(tags) {
    const all = this.tags();
    return tags.map((t) => all[t] ?? null);
  },
  async recordTags(states, prunable) {
    const all = { ...this.tags(), ...states };
    for (const [tag, s] of Object.entries(all)) if (prunable(s)) delete all[tag];
    this.write(path.join(this.dir(), 'tags.json'), JSON.stringify(all));
  },
  /**
   * Removes what was written before `time`: a new build in the same directory keeps `.next/cache`,
   * and the pages an earlier build's server stored (naming that build's scripts) must not be
   * served by the new one. Returns how many files went.
   */
  dropWrittenBefore(time) {
    let dropped = 0;
    const walk = (dir) => {
      let names;
      try {
        names = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of names) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (fs.statSync(file).mtimeMs < time) {
          fs.rmSync(file, { force: true });
          dropped++;
        }
      }
    };
    walk(this.dir());
    return dropped;
  },
};

/** Redis when several servers share the cache (a build writes its pages there too), else the build's files. */
function store() {
  return redisConfigured() ? redisStore : fileStore;
}

/** Whether the page at `page` (a decoded path) has a copy now: proxy.ts's rule while the database is down. */
export async function hasCopy(page) {
  try {
    return await store().hasCopy(page);
  } catch {
    return false; // Redis away: there is no shared copy to serve either
  }
}

/** The latest stale and expired times among `tags` (0 for none), for every instance. Throws when Redis cannot be read. */
export async function revalidations(tags) {
  if (tags.length === 0) return { stale: 0, expired: 0 };
  const states = await store().tagStates(tags);
  let stale = 0;
  let expired = 0;
  const now = Date.now();
  for (const s of states) {
    if (!s) continue;
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
  const state = expire === undefined ? { expired: now } : { stale: now, ...(Number.isFinite(expire) ? { expired: now + expire * 1000 } : {}) };
  const oldest = now - ENTRY_TTL_S * 1000;
  await store().recordTags(Object.fromEntries(list.map((tag) => [tag, state])), (s) => Math.max(s.stale ?? 0, s.expired ?? 0) < oldest);
}

export default class CacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key, ctx) {
    try {
      const text = await store().get(key);
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
      return null; // Redis away (logged once by redis.mjs), or an unreadable file: rendered anew
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
      await store().set(key, serialize(entry), pagePath(data));
    } catch {
      // Dropped: the next request renders the page again (a Redis outage is logged once).
    }
  }

  /** revalidateTag(tag, profile) on this instance: written for all of them. */
  async revalidateTag(tags, durations) {
    if (building()) return;
    try {
      await recordRevalidation(tags, durations ? (durations.expire ?? Infinity) : undefined);
    } catch {
      // POST /api/revalidate wrote the same times first and answered 503 if it could not.
    }
  }

  resetRequestCache() {}
}
