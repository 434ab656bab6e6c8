import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY, openEmbedded } from './embedded';
import { migrate, migrationFiles } from './migrate';

/** A project root whose supabase/migrations holds copies of the real files, and no seed. */
function copyOfMigrations(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-migrations-'));
  const dir = path.join(root, 'supabase', 'migrations');
  fs.mkdirSync(dir, { recursive: true });
  for (const { name, sql } of migrationFiles()) fs.writeFileSync(path.join(dir, name), sql);
  return root;
}

describe('migrate', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  it('applies every migration once, and refuses one edited after it was applied', async () => {
    const root = copyOfMigrations();
    roots.push(root);
    const handle = await openEmbedded({ dataDir: MEMORY, root });
    try {
      const recorded = await handle.admin.query<{ name: string }>('select name from kuldevta_meta.applied order by name');
      expect(recorded.map((r) => r.name)).toEqual(migrationFiles().map((f) => f.name));
      expect((await migrate(handle.admin, { root, seed: false })).applied).toEqual([]);

      const first = migrationFiles(root)[0]!;
      fs.appendFileSync(path.join(root, 'supabase', 'migrations', first.name), '\n-- edited\n');
      await expect(migrate(handle.admin, { root, seed: false })).rejects.toThrow(`Migration ${first.name} changed after it was applied`);
    } finally {
      await handle.pg.close();
      handle.release();
    }
  });
});
