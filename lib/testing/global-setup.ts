import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MEMORY, openEmbedded } from '../db/embedded';
import { createPostgresTemplate } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated and seeded PGlite database (dumpDataDir). */
    pgliteTemplate: string;
    /** The database on TEST_DATABASE_URL's server that each test file's database copies. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates and seeds once per run: each test file's database then starts as a copy, instead of
 * applying every migration and the seed again, which is far slower than a copy.
 */
export default async function setup(project: TestProject) {
  const handle = await openEmbedded({ dataDir: MEMORY });
  const snapshot = await handle.pg.dumpDataDir('none');
  await handle.pg.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-template-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  const postgres = url ? await createPostgresTemplate(url) : undefined;
  project.provide('postgresTemplate', postgres?.name);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
