import { chosenTransport, env } from '../server/env';
import { createEmbeddedDb, createThreadedEmbeddedDb, MEMORY } from './embedded';
import { dbHealth, recordDbFailure, recordDbOk } from './health';
import { createPostgresDb } from './postgres';
import { createSupabaseDb } from './supabase';
import type { DbFunctions } from './functions.generated';
import { DbUnavailableError, type Db } from './types';
import { log } from '../server/log';

export { DbUnavailableError, type Db } from './types';

export type DbFunctionName = keyof DbFunctions;
export type DbArgs<F extends DbFunctionName> = DbFunctions[F]['Args'];
/** The arguments of a call: optional only when the function needs none. */
type CallArgs<F extends DbFunctionName> = Record<string, never> extends DbArgs<F> ? [args?: DbArgs<F>] : [args: DbArgs<F>];

const KEY = Symbol.for('kuldevta.db');
type Holder = { [KEY]?: Promise<Db> };

/** True inside `next build` (its page-rendering workers included). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Where the embedded database lives for this process. */
export function embeddedDataDir(): string {
  // `next build` renders pages in worker processes while a server may be running on .data:
  // each build worker gets a throwaway copy made from the same migrations and seed.
  if (isBuildPhase()) return MEMORY;
  return env().KULDEVTA_DATA_DIR ?? '.data';
}

async function open(): Promise<Db> {
  const e = env();
  switch (chosenTransport(e)) {
    case 'postgres':
      if (!e.DATABASE_URL) throw new Error('KULDEVTA_DB=postgres needs DATABASE_URL');
      return createPostgresDb(e.DATABASE_URL, e.KULDEVTA_PG_POOL);
    case 'supabase': {
      const key = e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
      if (!e.NEXT_PUBLIC_SUPABASE_URL || !key) {
        throw new Error('KULDEVTA_DB=supabase needs NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY');
      }
      return createSupabaseDb(e.NEXT_PUBLIC_SUPABASE_URL, key);
    }
    case 'embedded': {
      const dataDir = embeddedDataDir();
      const options = { dataDir, log: (line: string) => log.info(`[db] ${line}`) };
      // A build worker's throwaway copy stays on its own thread; a server's database gets one.
      if (dataDir === MEMORY) return createEmbeddedDb(options);
      return createThreadedEmbeddedDb({ ...options, onExit: forgetConnection });
    }
  }
}

/**
 * The process-wide connection. Kept on globalThis so that modules loaded twice (development
 * reloads, separate server bundles) share one embedded instance: two PGlite instances on
 * one directory would corrupt it. A failed open is forgotten, so the next call retries.
 */
function connection(): Promise<Db> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = open().then(
      (db) => {
        // proxy.ts asks this before each per-request page (lib/db/availability.ts); over
        // Supabase a call is an HTTPS request, too dear for that.
        if (db.transport !== 'supabase') dbHealth().probe ??= () => dbCall('health').then(() => true);
        return db;
      },
      (error: unknown) => {
        holder[KEY] = undefined;
        throw error;
      },
    );
  }
  return holder[KEY];
}

/** Called when the embedded database's thread has stopped: the next call opens it again. */
function forgetConnection(): void {
  (globalThis as Holder)[KEY] = undefined;
}

/** The open connection (for lib/server/email and operator code that needs ownerQuery). */
export async function db(): Promise<Db> {
  try {
    return await connection();
  } catch (error) {
    throw new DbUnavailableError(`Database unavailable: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Postgres text and jsonb cannot hold U+0000: a visitor's value with one would fail the call
 * (and show a database error for what is only odd input). It can never match anything, so it
 * is dropped from every string argument, nested ones included.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)]));
  }
  return value;
}

/** A slow database must not hold a page forever: past the limit the call counts as failed. */
function withTimeout<T>(promise: Promise<T>, ms: number, fn: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DbUnavailableError(`Database call ${fn} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls a SQL function as a visitor; any failure (or a call slower than the limit) becomes
 * DbUnavailableError. Names and arguments are checked against lib/db/functions.generated.ts.
 */
export async function dbCall<F extends DbFunctionName>(fn: F, ...[args]: CallArgs<F>): Promise<DbFunctions[F]['Returns']> {
  try {
    // Opening (first run: migrations and seed) is not limited; each call is.
    const db = await connection();
    const result = await withTimeout(db.call(fn, args && (withoutNul(args) as Record<string, unknown>)), env().KULDEVTA_DB_TIMEOUT_MS, fn);
    recordDbOk();
    return result as DbFunctions[F]['Returns'];
  } catch (error) {
    recordDbFailure();
    if (error instanceof DbUnavailableError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DbUnavailableError(`Database call ${fn} failed: ${message}`, { cause: error });
  }
}
