import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { exported, testPostgres as run } from '../lib/testing/test-postgres';
import { freePort } from '../ops/nginx/nginx';

// scripts/test-postgres.sh run as the test scripts run it: a server in a directory of its own,
// found again by stop, pause and resume, and never a directory it did not make deleted.

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('scripts/test-postgres.sh', () => {
  it('refuses a named directory holding files it did not make, and leaves them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-not-pg-'));
    try {
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'someone else’s work');
      const start = run('start', { TEST_PG_DIR: dir, TEST_PG_PORT: String(await freePort()) });
      expect(start.status).not.toBe(0);
      expect(start.stderr).toContain('did not make');
      expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
      // stop, pause and resume leave it alone too.
      for (const command of ['stop', 'pause', 'resume']) {
        expect(run(command, { TEST_PG_DIR: dir }).status).not.toBe(0);
        expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts in a fresh directory of its own each time, found again by pause, resume and stop, which removes it', async () => {
    const port = String(await freePort());
    const first = run('start', { TEST_PG_PORT: port });
    expect(first.status, first.stderr).toBe(0);
    const env = exported(first.stdout);
    const dir = env.TEST_PG_DIR!;
    try {
      expect(dir).toMatch(/kuldevta-test-pg\.\w+$/);
      expect(await answers(env.TEST_DATABASE_URL!)).toBe(true);
      expect(run('pause', env).status).toBe(0);
      expect(await answers(env.TEST_DATABASE_URL!)).toBe(false);
      expect(run('resume', env).status).toBe(0);
      expect(await answers(env.TEST_DATABASE_URL!)).toBe(true);
      expect(run('stop', env).status).toBe(0);
      expect(fs.existsSync(dir)).toBe(false);
      // Another start makes another directory: two runs never share one.
      const second = run('start', { TEST_PG_PORT: port });
      expect(second.status, second.stderr).toBe(0);
      const again = exported(second.stdout);
      expect(again.TEST_PG_DIR).not.toBe(dir);
      expect(run('stop', again).status).toBe(0);
      expect(fs.existsSync(again.TEST_PG_DIR!)).toBe(false);
    } finally {
      if (fs.existsSync(dir)) run('stop', env);
    }
  }, 240_000);

  it('keeps a named directory it made: start again replaces the server, stop leaves the directory', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-pg-parent-'));
    fs.chmodSync(parent, 0o755); // the server may run as another user (postgres, under root)
    const dir = path.join(parent, 'pg');
    const env = { TEST_PG_DIR: dir, TEST_PG_PORT: String(await freePort()) };
    try {
      for (let i = 0; i < 2; i++) {
        const start = run('start', env);
        expect(start.status, start.stderr).toBe(0);
        expect(exported(start.stdout).TEST_PG_DIR).toBe(dir);
        expect(await answers(exported(start.stdout).TEST_DATABASE_URL!)).toBe(true);
      }
      expect(run('stop', env).status).toBe(0);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      run('stop', env);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 240_000);
});
