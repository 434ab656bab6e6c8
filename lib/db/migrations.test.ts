import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMORY, openEmbedded } from './embedded';
import { migrate, migrationFiles, type SqlExecutor } from './migrate';
import { migrationsRoot, schemaDiff, schemaSnapshot, type SchemaSnapshot } from '../testing/schema';

// The SQL helpers migration only moves repeated parts of functions into helpers: a database
// built with it differs from one built without it by the helpers themselves and the bodies of
// the functions that now call them. Every other object (tables, columns, indexes, constraints,
// policies, triggers, grants, and each function's arguments, result, rights and settings) is
// compared and must be identical, on PGlite and on the PostgreSQL server when there is one.
const HELPERS = '20261125000100_sql_helpers.sql';

const NEW_HELPERS = [
  'private.admit_write(regclass,uuid,text,text,integer,interval)',
  'private.page_bounds(integer,integer,integer,integer,integer)',
  'private.page_size(integer,integer,integer)',
  'private.stored(bigint,boolean)',
];

const REWRITTEN = [
  'public.search_deities(text,text,text,text,integer,integer)',
  'public.search_prayers(text,text,text,text,integer,integer)',
  'public.sitemap_overview(integer)',
  'public.sitemap_page(text,integer,integer)',
  'public.submit_contact_message(text,text,text,text,text,uuid,text)',
  'public.submit_family_info(text,text,text,text,text,text,text,uuid,text)',
  'public.track_search(text,text,boolean,integer,jsonb,text,text)',
];

type Build = (files: { name: string; sql: string }[]) => Promise<SchemaSnapshot>;

async function buildOnPglite(files: { name: string; sql: string }[]): Promise<SchemaSnapshot> {
  const { root, remove } = migrationsRoot(files);
  const handle = await openEmbedded({ dataDir: MEMORY, root });
  try {
    return await schemaSnapshot(handle.admin);
  } finally {
    await handle.pg.close();
    handle.release();
    remove();
  }
}

function buildOnPostgres(url: string): Build {
  return async (files) => {
    const { root, remove } = migrationsRoot(files);
    const name = `kuldevta_schema_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: target.toString() });
    try {
      await client.connect();
      const admin: SqlExecutor = {
        exec: async (sql) => {
          await client.query(sql);
        },
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      };
      await migrate(admin, { root, seed: false });
      return await schemaSnapshot(admin);
    } finally {
      await client.end().catch(() => {});
      await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await server.end();
      remove();
    }
  };
}

const builds: [string, Build][] = [['pglite', buildOnPglite]];
if (process.env.TEST_DATABASE_URL) builds.push(['postgres', buildOnPostgres(process.env.TEST_DATABASE_URL)]);

describe.each(builds)('the SQL helpers migration on %s', (_name, build) => {
  let before: SchemaSnapshot;
  let after: SchemaSnapshot;

  beforeAll(async () => {
    const files = migrationFiles();
    expect(files.map((f) => f.name)).toContain(HELPERS);
    before = await build(files.filter((f) => f.name < HELPERS));
    after = await build(files.filter((f) => f.name <= HELPERS));
  });

  it('reads every kind of object from the catalogs', () => {
    const kinds = new Set(Object.keys(before).map((k) => k.split(' ')[0]));
    for (const kind of ['schema', 'extension', 'role', 'function', 'relation', 'column', 'index', 'constraint', 'policy', 'trigger']) {
      expect(kinds, kind).toContain(kind);
    }
    expect(before['function public.submit_family_info(text,text,text,text,text,text,text,uuid,text)']).toMatch(/security definer/);
  });

  it('adds the helpers and changes only the bodies of the functions that call them', () => {
    const diff = schemaDiff(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.added).toEqual(NEW_HELPERS.flatMap((f) => [`function ${f}`, `function body ${f}`]).sort());
    expect(diff.changed).toEqual(REWRITTEN.map((f) => `function body ${f}`).sort());
  });

  it('keeps the write helpers from the visitor roles and lets them page', () => {
    for (const f of ['private.admit_write', 'private.stored']) {
      const header = Object.entries(after).find(([k]) => k.startsWith(`function ${f}(`))![1];
      expect(header, f).not.toMatch(/anon|authenticated|PUBLIC/);
    }
    for (const f of ['private.page_bounds', 'private.page_size']) {
      const header = Object.entries(after).find(([k]) => k.startsWith(`function ${f}(`))![1];
      expect(header, f).toMatch(/anon:EXECUTE/);
      expect(header, f).not.toMatch(/PUBLIC/);
    }
  });
});
