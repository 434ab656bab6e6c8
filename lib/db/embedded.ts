import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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

let template: { load: () => Blob; snapshot?: Blob } | undefined;

/**
 * A database already migrated and seeded from this project (PGlite's dumpDataDir, loaded when
 * first needed), for a new database to start from instead of running every migration and the
 * seed: the tests make one per run. The migrations are still checked against it.
 */
export function setEmbeddedTemplate(load: (() => Blob) | undefined): void {
  template = load && { load };
}

/**
 * What a database in `pgdata` starts from: the template, when one is set, the directory is new
 * (none for memory://) and the migrations are this project's own; otherwise nothing.
 */
function startingCopy(pgdata: string | undefined, root: string | undefined): Blob | undefined {
  // The data directory is chosen at run time: nothing for the build to trace.
  const fresh = !pgdata || !fs.existsSync(/*turbopackIgnore: true*/ pgdata);
  if (!fresh || root || !template) return undefined;
  template.snapshot ??= template.load();
  return template.snapshot;
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
    const pgdata = dir && path.join(dir, 'pgdata');
    const pg = await PGlite.create({
      dataDir: pgdata,
      extensions: { pg_trgm, fuzzystrmatch, unaccent },
      loadDataDir: startingCopy(pgdata, options.root),
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

type WorkerReply = { ready: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };

/**
 * The embedded transport for a server: the database runs on its own thread
 * (lib/db/pglite-worker.mjs), so queries run beside the page rendering instead of inside it.
 * Migrations and the seed are sent to that thread before it serves, so the database engine
 * starts once (each start compiles PGlite's WebAssembly, some seconds of processor). The
 * directory lock stays with this process. If the thread dies, pending and later calls fail
 * (DbUnavailableError upstream) and `onExit` lets the caller open a new one.
 */
export async function createThreadedEmbeddedDb(options: EmbeddedOptions & { dataDir: string; onExit?: () => void }): Promise<Db> {
  const dir = path.resolve(options.dataDir);
  const releaseLock = acquireDirLock(dir);
  const pgdata = path.join(dir, 'pgdata');
  let worker: Worker;
  try {
    // This form lets the bundler find the worker's file and ship it with the server.
    worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { pgdata, loadDataDir: startingCopy(pgdata, options.root) },
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let exited: Error | undefined;
  let started = false;
  // Once only: a second release, after this process has opened the directory again, would
  // delete the new lock.
  let released = false;
  const release = () => {
    if (!released) releaseLock();
    released = true;
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  worker.on('message', (reply: WorkerReply) => {
    if ('ready' in reply) return;
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) call?.resolve(reply.result);
    else call?.reject(new Error(reply.message));
  });
  worker.on('error', (error) => options.log?.(`database thread failed: ${error.message}`));
  worker.on('exit', (code) => {
    exited = new Error(`the database thread has stopped (exit code ${code})`);
    for (const call of pending.values()) call.reject(exited);
    pending.clear();
    release();
    // Only a thread that served can be replaced: one that failed to start was never handed out.
    if (started) options.onExit?.();
  });
  const send = (message: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  // The owner's statements, which only migrations and the seed send, before the thread serves.
  const owner: SqlExecutor = {
    exec: async (sql) => {
      await send({ kind: 'exec', sql });
    },
    query: async <T>(sql: string, params?: unknown[]) => (await send({ kind: 'query', sql, params })) as T[],
  };
  try {
    await ready;
    await migrate(owner, { root: options.root, log: options.log });
    await send({ kind: 'serve' });
    started = true;
  } catch (error) {
    await worker.terminate();
    release();
    throw error;
  }

  return {
    transport: 'embedded',
    call: (fn, args) => send({ kind: 'call', ...callSql(fn, args) }),
    ownerQuery: <T>(sql: string, params?: unknown[]) => send({ kind: 'owner', sql, params }) as Promise<T[]>,
    async close() {
      if (exited) return;
      await send({ kind: 'close' });
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
