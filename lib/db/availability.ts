import { dbCall } from './index';
import { dbHealth } from './health';

/**
 * Whether the database answers, asked by proxy.ts before a per-request page, in this process.
 * Embedded and PostgreSQL: the health function on the open connection (concurrent requests
 * share one call). Supabase, or before a connection: a success in the last 5 s with no failure
 * since, else one health call. A failed check stands for half a second.
 */
const RECENT_OK_MS = 5_000;
const OK_TTL_MS = 1_000;
const DOWN_TTL_MS = 500;

let last = { at: 0, ok: true };
let inflight: Promise<boolean> | null = null;

export function databaseAvailable(): Promise<boolean> {
  const seen = dbHealth();
  if (seen.probe) return check(seen.probe, 0);
  if (seen.lastOk > seen.lastFailure && Date.now() - seen.lastOk < RECENT_OK_MS) return Promise.resolve(true);
  // Opening the database counts too (a first run migrates and seeds); each call is bounded.
  return check(() => dbCall('health').then(() => true), OK_TTL_MS);
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

/** For tests: forget the last answer. */
export function resetAvailability(): void {
  last = { at: 0, ok: true };
  inflight = null;
}
