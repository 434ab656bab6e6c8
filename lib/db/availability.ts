import { dbHealth } from './health';

/**
 * Whether the database answers, as seen from proxy.ts before a per-request page renders (the
 * proxy is a separate bundle and must not open a connection of its own).
 *
 * - Embedded and PostgreSQL: once lib/db has a connection open it leaves a probe on globalThis,
 *   one call of the health function on that connection (bounded by KULDEVTA_DB_TIMEOUT_MS;
 *   a fraction of a millisecond when all is well). Every per-request page asks it, so the first
 *   page after the database goes away is already answered 503. Requests arriving while a probe
 *   runs share it.
 * - Supabase (each call is an HTTPS request), or before the first connection: what the
 *   process's own calls saw decides first. A success in the last few seconds with no failure
 *   since means yes, with no request at all; otherwise the site's /api/health route is asked
 *   and a good answer is trusted for a second. Here the first page after an outage begins still
 *   shows its error with 200; the ones after it get 503.
 *
 * During an outage a failed check is trusted for half a second (or until a call succeeds), so
 * a frozen server is not asked by every request.
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
