import { dbHealth } from './health';

/**
 * Whether the database answers, as seen from proxy.ts (which must not open a connection of
 * its own). First what the process's own calls saw (lib/db records each success and failure
 * on globalThis): a success in the last few seconds with no failure since means yes, with no
 * request at all, so a busy server never waits on a check. Otherwise (idle, or a call has
 * failed) it asks the site's /api/health route: a good answer is trusted for a second; during
 * an outage the route is asked at most every half second, or at once after a success.
 */
const RECENT_OK_MS = 5_000;
const OK_TTL_MS = 1_000;
const DOWN_TTL_MS = 500;
// The health route bounds its own database call (KULDEVTA_DB_TIMEOUT_MS) but waits for a
// first-run open (migrations and seed); this is only a safety net.
const CHECK_TIMEOUT_MS = 60_000;

let last = { at: 0, ok: true };
let inflight: Promise<boolean> | null = null;

export async function databaseAvailable(origin: string): Promise<boolean> {
  const seen = dbHealth();
  if (seen.lastOk > seen.lastFailure && Date.now() - seen.lastOk < RECENT_OK_MS) return true;
  const age = Date.now() - last.at;
  if (last.ok && age < OK_TTL_MS && seen.lastFailure <= last.at) return true;
  if (!last.ok && age < DOWN_TTL_MS && seen.lastOk <= last.at) return false;
  inflight ??= fetch(new URL('/api/health', origin), { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
    .then((response) => response.ok)
    .catch(() => false)
    .then((ok) => {
      last = { at: Date.now(), ok };
      inflight = null;
      return ok;
    });
  return inflight;
}
