/**
 * What the process last saw of the database, shared on globalThis so the proxy (a separate
 * bundle in the same process) can read what page renders found. Times are Date.now() values.
 */
const KEY = Symbol.for('kuldevta.db.health');

export interface DbHealth {
  lastOk: number;
  lastFailure: number;
  /**
   * One cheap call on the open connection (resolves true, or rejects), left by lib/db for the
   * transports where a call costs no network round trip (embedded, PostgreSQL).
   */
  probe?: () => Promise<boolean>;
}

export function dbHealth(): DbHealth {
  const holder = globalThis as { [KEY]?: DbHealth };
  return (holder[KEY] ??= { lastOk: 0, lastFailure: 0 });
}

export function recordDbOk(): void {
  dbHealth().lastOk = Date.now();
}

export function recordDbFailure(): void {
  dbHealth().lastFailure = Date.now();
}
