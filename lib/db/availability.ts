import { dbHealth } from './health';

/**
 * Whether the database answers, asked by proxy.ts before a per-request page. Embedded and
 * PostgreSQL: the health function on lib/db's open connection (concurrent requests share one
 * call). Supabase, or before a connection: a success in the last 5 s with no failure since,
 * else the /api/health route. A failed check stands for half a second.
 */
const RECENT_OK_MS = 5_000;
const OK_TTL_MS = 1_000;
const DOWN_TTL_MS = 500;
// The health route bounds its own database call (KULDEVTA_DB_TIMEOUT_MS) but waits for a
// first-run open (migrations and seed); this is only a safety net.
const CHECK_TIMEOUT_MS = 60_000;

let last = { at: 0, ok: true };
let inflight: Promise<boolean> | null = null;

export function databaseAvailable(origin: string): Promise<boolean> {
  const seen = dbHealth();
  if (seen.probe) return check(seen.probe, 0);
  if (seen.lastOk > seen.lastFailure && Date.now() - seen.lastOk < RECENT_OK_MS) return Promise.resolve(true);
  return check(() => healthRoute(origin), OK_TTL_MS);
}

/** Runs `ask` (one at a time), unless the last answer still stands: yes for `okTtl` ms, no for DOWN_TTL_MS. */
function check(ask: () => Promise<boolean>, okTtl: number): Promise<boolean> {
  const seen = dbHealth();
  const age = Date.now() - last.at;
  if (last.ok && age < okTtl && seen.lastFailure <= last.at) return Promise.resolve(true);
  if (!last.ok && age < DOWN_TTL_MS && seen.lastOk <= last.at) return Promise.resolve(false);
  inflight ??= ask()
    .catch(() => false)
    .then((ok) => {
      last = { at: Date.now(), ok };
      inflight = null;
      return ok;
    });
  return inflight;
}

async function healthRoute(origin: string): Promise<boolean> {
  const response = await fetch(new URL('/api/health', origin), { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  return response.ok;
}

/** For tests: forget the last answer. */
export function resetAvailability(): void {
  last = { at: 0, ok: true };
  inflight = null;
}
