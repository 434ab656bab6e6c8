import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDirLock } from './lock';
import { migrate, type SqlExecutor } from './migrate';
import { callSql, type Db } from './types';

export const MEMORY = 'memory://';

export interface EmbeddedOptions {
  /** Data directory, or memory:// for a throwaway database. */
  dataDir: string;
  root?: string;
  log?: (line: string) => void;
}

export interface EmbeddedHandle {
  /** The PGlite instance with the owner's rights, for scripts and tests. */
  pg: PGlite;
  admin: SqlExecutor;
  release: () => void;
}

/**
 * Opens (creating on first use) the embedded database: takes the directory lock, applies
 * migrations and the seed. The returned instance still has the owner's rights.
 */
export async function openEmbedded(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  const inMemory = options.dataDir === MEMORY;
  const dir = inMemory ? undefined : path.resolve(options.dataDir);
  const release = dir ? acquireDirLock(dir) : () => {};
  try {
    const pg = await PGlite.create({
      dataDir: dir ? path.join(dir, 'pgdata') : undefined,
      extensions: { pg_trgm, fuzzystrmatch, unaccent },
    });
    const admin: SqlExecutor = {
      exec: async (sql) => {
        await pg.exec(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    };
    await migrate(admin, { root: options.root, log: options.log });
    return {
      pg,
      admin,
      release: () => {
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The embedded transport: every call runs as the anon role, so row-level security and
 * grants behave exactly as they do for a visitor on Supabase.
 */
export async function createEmbeddedDb(options: EmbeddedOptions): Promise<Db> {
  const handle = await openEmbedded(options);
  await handle.pg.exec('set role anon');
  return {
    transport: 'embedded',
    async call(fn, args) {
      const { text, values } = callSql(fn, args);
      const result = await handle.pg.query<{ result: unknown }>(text, values);
      return result.rows[0]?.result ?? null;
    },
    async ownerQuery<T>(sql: string, params?: unknown[]) {
      return handle.pg.transaction(async (tx) => {
        // The session runs as anon; ROLE NONE is the session user (the owner) for this transaction.
        await tx.exec('set local role none');
        return (await tx.query<T>(sql, params)).rows;
      });
    },
    async close() {
      await handle.pg.close();
      handle.release();
    },
  };
}
