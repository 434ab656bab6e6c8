import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY, openEmbedded } from '../db/embedded';
import { migrate, type SqlExecutor } from '../db/migrate';
import { callSql } from '../db/types';

/**
 * A real Postgres engine for tests: the owner's connection (`admin`) and calls made with the
 * visitor's role (`call`, `asAnon`). PGlite in process always; a real PostgreSQL server too
 * when TEST_DATABASE_URL is set (each test file gets a fresh database there).
 */
export interface TestEngine {
  name: string;
  admin: SqlExecutor;
  /** Calls a public SQL function as the anon role, like the site does. */
  call(fn: string, args?: Record<string, unknown>): Promise<unknown>;
  /** Runs raw SQL as the anon role, for privilege tests. */
  asAnon<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs raw SQL as any role (anon, authenticated), in a transaction that is then ended. */
  asRole<T>(role: string, sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function roleName(role: string): string {
  if (!/^[a-z_]+$/.test(role)) throw new Error(`Not a role name: ${role}`);
  return role;
}

/** `call` on top of `asAnon`: the same SQL the site's transports send. */
function callAsAnon(asAnon: TestEngine['asAnon']): TestEngine['call'] {
  return async (fn, args) => {
    const { text, values } = callSql(fn, args);
    const rows = await asAnon<{ result: unknown }>(text, values);
    return rows[0]?.result ?? null;
  };
}

export async function pgliteEngine(): Promise<TestEngine> {
  const handle = await openEmbedded({ dataDir: MEMORY });
  const { pg: db } = handle;
  const asRole = async <T>(role: string, sql: string, params?: unknown[]) => {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${roleName(role)}`);
      return (await tx.query<T>(sql, params)).rows;
    });
  };
  const asAnon = <T>(sql: string, params?: unknown[]) => asRole<T>('anon', sql, params);
  return {
    name: 'pglite',
    admin: handle.admin,
    call: callAsAnon(asAnon),
    asAnon,
    asRole,
    async close() {
      await db.close();
      handle.release();
    },
  };
}

let postgresTemplate: string | undefined;

/** The run's template database (lib/testing/global-setup.ts): each file's database is a copy. */
export function setPostgresTemplate(name: string | undefined): void {
  postgresTemplate = name;
}

/** A new database on the server (a copy of `template` when given), migrated and seeded. */
async function createDatabase(url: string, server: pg.Client, name: string, template?: string) {
  await server.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
  // Dropping the test database ends its sessions; an idle client may see that as an error.
  pool.on('error', () => {});
  const admin: SqlExecutor = {
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
  };
  // On a copy of the template this only checks that nothing is missing.
  await migrate(admin);
  return { pool, admin };
}

/** A migrated and seeded database for a whole test run to copy; `drop` removes it. */
export async function createPostgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `kuldevta_template_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  try {
    // A template must have no sessions while it is copied.
    await (await createDatabase(url, server, name)).pool.end();
  } catch (error) {
    await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await server.end();
    throw error;
  }
  return {
    name,
    async drop() {
      await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await server.end();
    },
  };
}

export async function postgresEngine(url: string): Promise<TestEngine> {
  const name = `kuldevta_test_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  const { pool, admin } = await createDatabase(url, server, name, postgresTemplate);
  const asRole = async <T>(role: string, sql: string, params?: unknown[]) => {
    const client = await pool.connect();
    try {
      await client.query(`begin; set local role ${roleName(role)};`);
      const result = await client.query(sql, params);
      await client.query('commit');
      return result.rows as T[];
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const asAnon = <T>(sql: string, params?: unknown[]) => asRole<T>('anon', sql, params);
  return {
    name: 'postgres',
    admin,
    call: callAsAnon(asAnon),
    asAnon,
    asRole,
    async close() {
      await pool.end();
      await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await server.end();
    },
  };
}

/** The engines this run tests on: PGlite, plus the server named by TEST_DATABASE_URL. */
export function engineFactories(): [string, () => Promise<TestEngine>][] {
  const url = process.env.TEST_DATABASE_URL;
  const engines: [string, () => Promise<TestEngine>][] = [['pglite', pgliteEngine]];
  if (url) engines.push(['postgres', () => postgresEngine(url)]);
  return engines;
}
