// The site's one Redis connection (REDIS_URL), shared by the page cache handler (loaded by
// Next.js outside the bundles, hence plain JavaScript), the revalidation route and the health
// route, through globalThis: one client per process, whichever bundle asks first.
//
// Nothing ever waits for Redis to come up: the client connects in the background and
// reconnects by itself (every 2 s at most); a command while it is away, or slower than
// COMMAND_TIMEOUT_MS, fails at once, and callers fall back (a cache miss, a 503). The outage
// is logged once when it starts and once when it ends.
import { appendFileSync } from 'node:fs';
import { createClient } from 'redis';

const KEY = Symbol.for('kuldevta.redis');
export const COMMAND_TIMEOUT_MS = 1_000;
/** After a failed command, the next ones fail at once for this long (a frozen Redis would hold each for the timeout). */
const BACKOFF_MS = 1_000;

/** One JSON line as lib/server/log.ts writes it (that module is TypeScript, bundled; this file is not). */
function logLine(level, message) {
  const text = `${JSON.stringify({ level, time: new Date().toISOString(), message })}\n`;
  try {
    (level === 'info' ? process.stdout : process.stderr).write(text);
  } catch {
    // A closed stream must not fail a request.
  }
  if (process.env.KULDEVTA_LOG_FILE) {
    try {
      appendFileSync(process.env.KULDEVTA_LOG_FILE, text);
    } catch {
      // As above.
    }
  }
}

/** Why a connection failed, without addresses (the log never carries one). */
function reason(error) {
  return String(error?.code ?? error?.name ?? 'error');
}

function state() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const holder = globalThis;
  if (!holder[KEY]) {
    const client = createClient({
      url,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      // A command while Redis is away fails at once instead of waiting in a queue.
      disableOfflineQueue: true,
    });
    const s = { client, down: false, downSince: 0, failedAt: 0 };
    client.on('error', (error) => markDown(s, error));
    client.on('ready', () => markUp(s));
    // Settles only once connected: never awaited. The reconnect strategy keeps trying.
    client.connect().catch((error) => markDown(s, error));
    holder[KEY] = s;
  }
  return holder[KEY];
}

function markDown(s, error) {
  s.failedAt = Date.now();
  if (s.down) return;
  s.down = true;
  s.downSince = Date.now();
  logLine(
    'warn',
    `[redis] the shared cache is unreachable (${reason(error)}): pages are rendered from the database without it, and revalidation answers 503 until it is back`,
  );
}

function markUp(s) {
  s.failedAt = 0;
  if (!s.down) return;
  s.down = false;
  logLine('info', `[redis] the shared cache is reachable again after ${Math.round((Date.now() - s.downSince) / 1000)} s`);
}

/** Whether REDIS_URL is set (several servers share one cache). */
export function redisConfigured() {
  return Boolean(process.env.REDIS_URL);
}

/**
 * Runs `command(client)` on the shared connection within COMMAND_TIMEOUT_MS; throws at once
 * when Redis is not connected (or failed within the last second).
 */
export async function withRedis(command) {
  const s = state();
  if (!s) throw new Error('REDIS_URL is not set');
  if (!s.client.isReady || Date.now() - s.failedAt < BACKOFF_MS) throw new Error('Redis is unreachable');
  try {
    const result = await command(s.client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS)));
    if (s.down) markUp(s);
    return result;
  } catch (error) {
    markDown(s, error);
    throw error;
  }
}

/** 'ok', 'unavailable', or 'off' without REDIS_URL: what /api/health reports. */
export async function redisStatus() {
  if (!redisConfigured()) return 'off';
  try {
    await withRedis((redis) => redis.ping());
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
