import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createThreadedEmbeddedDb } from './embedded';

const child = path.resolve(import.meta.dirname, '../testing/embedded-child.ts');
// `node --import tsx`, not the tsx wrapper, so that the killed pid is the process holding the database.
const nodeArgs = ['--import', 'tsx', child, `--template=${inject('pgliteTemplate')}`];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-embedded-'));
  dirs.push(dir);
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the child to completion. */
function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [...nodeArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the child and resolves once it printed its first line; the process keeps running. */
function start(...args: string[]): Promise<{ kill: () => Promise<void>; line: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [...nodeArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
    p.stdout.once('data', (d) => {
      p.removeAllListeners('exit');
      const exited = new Promise<void>((r) => p.once('exit', () => r()));
      resolve({
        line: String(d).trim(),
        kill: async () => {
          p.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database on a data directory', () => {
  it('keeps a row written by one process for the next process (a restart)', async () => {
    const dir = tempDir();
    expect((await run(dir, 'write', 'first-run')).code).toBe(0);
    const second = await run(dir, 'read');
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({ terms: ['first-run'] });
  });

  it('refuses a second process on the same directory with a clear message', async () => {
    const dir = tempDir();
    const holder = await start(dir, 'hold');
    try {
      const second = await run(dir, 'read');
      expect(second.code).toBe(3);
      expect(second.stderr).toMatch(/already open in another process \(pid \d+\)/);
      expect(second.stderr).toMatch(/KULDEVTA_DATA_DIR/);
    } finally {
      await holder.kill();
    }
  });

  it('keeps an acknowledged write after kill -9, and the next process takes over the stale lock', async () => {
    const dir = tempDir();
    const writer = await start(dir, 'write', 'acknowledged', '--hang');
    expect(JSON.parse(writer.line)).toEqual({ written: 'acknowledged' });
    await writer.kill();
    const after = await run(dir, 'read');
    expect(after.stderr).toBe('');
    expect(JSON.parse(after.stdout)).toEqual({ terms: ['acknowledged'] });
  });
});

describe("embedded database on its own thread (the server's transport)", () => {
  it('answers visitor calls as anon and owner queries as the owner, without stopping this thread', async () => {
    const dir = tempDir();
    const db = await createThreadedEmbeddedDb({ dataDir: dir });
    try {
      const lists = (await db.call('get_reference_lists')) as { regions: unknown[] };
      expect(lists.regions.length).toBeGreaterThan(5);
      // A bad call fails with the database's message; the owner reads what visitors cannot.
      await expect(db.call('health', { p_probe: 1 })).rejects.toThrow(/function|argument/);
      expect(await db.ownerQuery!<{ n: number }>('select count(*)::int as n from public.form_submissions')).toEqual([{ n: 0 }]);

      // While the database sleeps for 600 ms, timers here keep firing: the query runs elsewhere.
      let ticks = 0;
      const timer = setInterval(() => ticks++, 50);
      await db.ownerQuery!('select pg_sleep(0.6)');
      clearInterval(timer);
      // 12 ticks fit in the 0.6 s; a loaded machine (CI beside other work) gave 5. A blocked thread gives 0 or 1.
      expect(ticks).toBeGreaterThanOrEqual(3);
    } finally {
      await db.close();
    }
  });

  it('releases the directory when closed, and the next open finds what was written', async () => {
    const dir = tempDir();
    let exits = 0;
    const first = await createThreadedEmbeddedDb({ dataDir: dir, onExit: () => exits++ });
    await first.ownerQuery!(
      "insert into public.search_analytics (search_term, search_type, results_found, result_count) values ('threaded', 'deity', true, 1)",
    );
    await first.close();
    expect(exits).toBe(1);
    await expect(first.call('get_reference_lists')).rejects.toThrow(/stopped/);
    expect(fs.existsSync(path.join(dir, 'kuldevta.lock'))).toBe(false);

    const second = await createThreadedEmbeddedDb({ dataDir: dir });
    try {
      expect(await second.ownerQuery!('select search_term from public.search_analytics')).toEqual([{ search_term: 'threaded' }]);
    } finally {
      await second.close();
    }
  });
});
