import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the migration runner needs from a connection that has the owner's rights. */
export interface SqlExecutor {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrateOptions {
  /** Project root holding supabase/; defaults to the current directory. */
  root?: string;
  /** Apply supabase/seed.sql when it is new or has changed (default true). */
  seed?: boolean;
  log?: (line: string) => void;
}

const META = `
create schema if not exists kuldevta_meta;
create table if not exists kuldevta_meta.applied (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);`;

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

export function migrationFiles(root = process.cwd()): { name: string; sql: string }[] {
  const dir = path.join(root, 'supabase', 'migrations');
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

export async function execInTransaction(db: SqlExecutor, sql: string): Promise<void> {
  try {
    await db.exec(`begin;\n${sql}\n;commit;`);
  } catch (error) {
    await db.exec('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Applies every migration not yet applied, each in its own transaction, then the seed when
 * it is new or changed. A migration edited after it was applied is refused: migrations are
 * history, so a change must be a new file.
 */
export async function migrate(db: SqlExecutor, options: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const root = options.root ?? process.cwd();
  const log = options.log ?? (() => {});
  await db.exec(META);
  const done = new Map(
    (await db.query<{ name: string; checksum: string }>('select name, checksum from kuldevta_meta.applied')).map((r) => [r.name, r.checksum]),
  );
  const applied: string[] = [];

  const apply = async ({ name, sql }: { name: string; sql: string }) => {
    const sum = checksum(sql);
    const previous = done.get(name);
    if (previous === sum) return;
    if (previous) {
      throw new Error(
        `Migration ${name} changed after it was applied. Add a new migration instead ` +
          '(in development with the embedded database, delete .data/ to start again).',
      );
    }
    log(`applying ${name}`);
    await execInTransaction(db, `${sql}\n;insert into kuldevta_meta.applied (name, checksum) values ('${name}', '${sum}');`);
    done.set(name, sum);
    applied.push(name);
  };

  for (const file of migrationFiles(root)) await apply(file);

  if (options.seed !== false) {
    const seedPath = path.join(root, 'supabase', 'seed.sql');
    if (fs.existsSync(seedPath)) {
      const sql = fs.readFileSync(seedPath, 'utf8');
      const sum = checksum(sql);
      if (done.get('seed.sql') !== sum || applied.length > 0) {
        log('applying seed.sql');
        await execInTransaction(
          db,
          `${sql}\n;insert into kuldevta_meta.applied (name, checksum) values ('seed.sql', '${sum}')
           on conflict (name) do update set checksum = excluded.checksum, applied_at = now();`,
        );
        applied.push('seed.sql');
      }
    }
  }
  return { applied };
}
