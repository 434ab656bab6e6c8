import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMORY, openEmbedded } from './embedded';
import { FOLDED_THROUGH, HISTORY_DIR, migrate, migrationFiles, type SqlExecutor } from './migrate';
import { migrationsRoot, schemaDiff, schemaSnapshot, type SchemaSnapshot } from '../testing/schema';

type Files = { name: string; sql: string }[];
/** One migrate run: the files of supabase/migrations and of the history it sees. */
type Step = { files: Files; history?: Files };
/** Migrates one new database step by step; its catalog and what each step applied. */
type Build = (steps: Step[]) => Promise<{ snapshot: SchemaSnapshot; applied: string[][]; recorded: string[] }>;

async function finish(admin: SqlExecutor, steps: Step[], first: string[]) {
  const applied = [first];
  for (const step of steps.slice(1)) {
    const { root, remove } = migrationsRoot(step.files, step.history);
    try {
      applied.push((await migrate(admin, { root, seed: false })).applied);
    } finally {
      remove();
    }
  }
  const recorded = (await admin.query<{ name: string }>('select name from kuldevta_meta.applied order by name')).map((r) => r.name);
  return { snapshot: await schemaSnapshot(admin), applied, recorded };
}

const buildOnPglite: Build = async (steps) => {
  const { root, remove } = migrationsRoot(steps[0]!.files, steps[0]!.history);
  const first: string[] = [];
  const handle = await openEmbedded({ dataDir: MEMORY, root, log: (line) => first.push(line.replace(/^applying /, '')) });
  try {
    return await finish(handle.admin, steps, first.filter((l) => !l.startsWith('recording ')));
  } finally {
    await handle.pg.close();
    handle.release();
    remove();
  }
};

function buildOnPostgres(url: string): Build {
  return async (steps) => {
    const name = `kuldevta_schema_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: target.toString() });
    const { root, remove } = migrationsRoot(steps[0]!.files, steps[0]!.history);
    try {
      await client.connect();
      const admin: SqlExecutor = {
        exec: async (sql) => {
          await client.query(sql);
        },
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      };
      const { applied } = await migrate(admin, { root, seed: false });
      return await finish(admin, steps, applied);
    } finally {
      remove();
      await client.end().catch(() => {});
      await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await server.end();
    }
  };
}

const builds: [string, Build][] = [['pglite', buildOnPglite]];
if (process.env.TEST_DATABASE_URL) builds.push(['postgres', buildOnPostgres(process.env.TEST_DATABASE_URL)]);

const history = migrationFiles(process.cwd(), HISTORY_DIR);
const folded = migrationFiles().filter((f) => f.name <= FOLDED_THROUGH);
/** Migrations written after the fold: they run after the history as after the folded files. */
const later = migrationFiles().filter((f) => f.name > FOLDED_THROUGH);
const names = (files: Files) => files.map((f) => f.name);

// The SQL helpers migration (in the history) only moves repeated parts of functions into
// helpers: a database built with it differs from one built without it by the helpers
// themselves and the bodies of the functions that now call them. Every other object (tables,
// columns, indexes, constraints, policies, triggers, grants, and each function's arguments,
// result, rights and settings) is compared and must be identical.
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

describe.each(builds)('the SQL helpers migration on %s', (_name, build) => {
  let before: SchemaSnapshot;
  let after: SchemaSnapshot;

  beforeAll(async () => {
    expect(names(history)).toContain(HELPERS);
    before = (await build([{ files: history.filter((f) => f.name < HELPERS) }])).snapshot;
    after = (await build([{ files: history.filter((f) => f.name <= HELPERS) }])).snapshot;
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

// The folded migrations rearrange the history: every object once, in its final form. A
// database built from them has exactly the catalog of one built from the history: every
// entry, function bodies, grants and owners included.
describe.each(builds)('the folded migrations on %s', (_name, build) => {
  let fromHistory: SchemaSnapshot;

  beforeAll(async () => {
    fromHistory = (await build([{ files: [...history, ...later] }])).snapshot;
  });

  it('build the same database as the history', async () => {
    expect(folded.length).toBeGreaterThan(0);
    expect(names(folded)).not.toContain(HELPERS);
    const fromFold = (await build([{ files: migrationFiles(), history }])).snapshot;
    expect(schemaDiff(fromHistory, fromFold)).toEqual({ removed: [], added: [], changed: [] });
    expect(fromFold).toEqual(fromHistory);
  });

  it('bring a database that applied part of the history to the same catalog', async () => {
    const part = history.slice(0, 10);
    const result = await build([{ files: part }, { files: migrationFiles(), history }, { files: migrationFiles(), history }]);
    // The rest of the history runs; the folded files are recorded, not run; then the later
    // ones run, and nothing is left.
    expect(result.applied[1]).toEqual(names([...history.slice(10), ...later]));
    expect(result.applied[2]).toEqual([]);
    expect(result.recorded).toEqual([...names(history), ...names(migrationFiles())].sort());
    expect(result.snapshot).toEqual(fromHistory);
  });

  it('only record the folded files in a database that applied the whole history', async () => {
    const result = await build([{ files: history }, { files: migrationFiles(), history }]);
    expect(result.applied[1]).toEqual(names(later));
    expect(result.recorded).toEqual([...names(history), ...names(migrationFiles())].sort());
    expect(result.snapshot).toEqual(fromHistory);
  });
});
