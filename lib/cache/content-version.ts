import { sharedRedis } from './redis';

/**
 * A number that changes whenever content is revalidated, for what the proxy remembers (the
 * slug lists, the canonical prayer addresses): when it differs from the one they were read
 * under, they are read again. One server counts in its own memory; several (REDIS_URL) share
 * a counter in Redis, so a revalidation on any of them reaches all.
 */
const KEY = 'kuldevta:content-version';
const LOCAL = Symbol.for('kuldevta.content-version');
/** How long a read of the shared counter is trusted; `fresh` reads skip it. */
const SHARED_TTL_MS = 1_000;

type Holder = { [LOCAL]?: number };
let shared = { value: '0', at: 0 };

function local(): number {
  return (globalThis as Holder)[LOCAL] ?? 0;
}

/**
 * The current version. `fresh` asks Redis now (for decisions that would be wrong on stale
 * memory: a redirect, a "not found"); otherwise a read under a second old stands. When Redis
 * cannot be read the last value read stands.
 */
export async function contentVersion({ fresh = false } = {}): Promise<string> {
  const redis = sharedRedis();
  if (redis && (fresh || Date.now() - shared.at > SHARED_TTL_MS)) {
    try {
      shared = { value: (await (await redis).get(KEY)) ?? '0', at: Date.now() };
    } catch {
      // Redis away: keep the last value; the process's own counter still moves.
    }
  }
  return `${local()}.${shared.value}`;
}

/** Content changed: every server's proxy reads its lists again. */
export async function bumpContentVersion(): Promise<void> {
  const holder = globalThis as Holder;
  holder[LOCAL] = local() + 1;
  const redis = sharedRedis();
  if (redis) await (await redis).incr(KEY);
}
