import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let template: Promise<string> | undefined;

/**
 * A new data directory holding the embedded database already made, migrated and seeded, for a
 * server of a test's own: a copy of one this test process makes once, as creating it (initdb, the
 * migrations, the seed) costs far more processor time than copying it. A test of how a server
 * creates its database starts on an empty directory.
 */
export async function seededDataDir(name: string): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const { openEmbedded } = await import('../../lib/db/embedded');
    const db = await openEmbedded({ dataDir: dir });
    await db.pg.close();
    db.release();
    return dir;
  })();
  const source = await template;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kuldevta-${name}-`));
  fs.cpSync(source, dir, { recursive: true });
  return dir;
}
