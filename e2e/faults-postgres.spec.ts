import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { exported, testPostgres } from '../lib/testing/test-postgres';
import { freePort } from '../ops/nginx/nginx';
import { expectDegraded, expectFormKeepsText, expectRecovered, get, sendThenKill } from './support/faults';
import { migratedDatabase } from './support/postgres';
import { startSite, type Site } from './support/site';

/**
 * PostgreSQL server faults and durability, each against its own production server (`next start`
 * on the build the suite tests) on a database of its own, in a PostgreSQL server this spec starts
 * for itself (scripts/test-postgres.sh, on a free port), so stopping and freezing it touches no
 * other test: the server stopped or frozen mid-run, a revalidation during the outage, a renamed
 * prayer, and a kill -9 right after a write was acknowledged.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.describe('PostgreSQL server faults', () => {
  /** The variables scripts/test-postgres.sh printed for this spec's server (TEST_PG_DIR, TEST_DATABASE_URL). */
  const server: Record<string, string> = {};
  const pgScript = (command: string, env: Record<string, string> = server) => {
    const run = testPostgres(command, env);
    expect(run.status, `test-postgres.sh ${command}: ${run.stderr}`).toBe(0);
    return run.stdout;
  };
  let url = '';
  /** Runs `text` on the faults database as its owner. */
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const REVALIDATE_SECRET = 'faults-revalidate-secret';
  /** A server of its own on the faults database, with `more` settings. */
  const startOnFaultsDb = async (more: Record<string, string> = {}) =>
    startSite(await freePort(), { KULDEVTA_DB: 'postgres', DATABASE_URL: url, KULDEVTA_HASH_SALT: 'faults-test-hash-salt-0123456789', ...more });
  /** POST /api/revalidate naming data (lib/cache/tags.ts). */
  const revalidateOn = (site: Site, tags: string[]) =>
    fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    });

  test.beforeAll(async () => {
    // In a fresh temporary directory, on a free port.
    const printed = pgScript('start', { TEST_PG_PORT: String(await freePort()) });
    Object.assign(server, exported(printed));
    expect(server.TEST_DATABASE_URL, printed).toBeTruthy();
    url = await migratedDatabase(server.TEST_DATABASE_URL!, 'kuldevta_faults');
  });
  test.afterAll(() => {
    if (server.TEST_PG_DIR) pgScript('stop');
  });

  test('server stopped mid-run, then frozen: cached pages served, 503 with messages, forms keep the text, recovery', async ({ page }) => {
    const site = await startOnFaultsDb({ KULDEVTA_DB_TIMEOUT_MS: '1500' });
    try {
      expect((await get(`${site.url}/surname/patel`)).status).toBe(200);
      pgScript('pause');
      try {
        // The very first request after the stop is answered 503 (the proxy probes the connection).
        const first = await get(`${site.url}/surname/patel?region=India`);
        expect(first.status).toBe(503);
        expect(first.text).toContain('Error loading surname information. Please try again.');
        await expectDegraded(site);
        await expectFormKeepsText(page, site);
      } finally {
        pgScript('resume');
      }
      await expectRecovered(site);

      // Frozen (every server process stopped with SIGSTOP): calls hang, the time limit answers.
      const pgDir = server.TEST_PG_DIR!;
      const postmaster = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = execFileSync('pgrep', ['-P', String(postmaster)])
        .toString()
        .trim()
        .split('\n')
        .map(Number);
      const pids = [postmaster, ...children];
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        // The proxy's probe runs past the time limit: the first request is already a 503.
        const r = await get(`${site.url}/surname/patel?region=India`);
        expect(r.status).toBe(503);
        expect(r.text).toContain('Error loading surname information. Please try again.');
        expect((await get(`${site.url}/deity/khodiyar-mata`)).status).toBe(200);
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      await expectRecovered(site);
    } finally {
      await site.stop();
    }
  });

  test('a renamed prayer: after revalidation the old address redirects to the new one, and the new one never back', async () => {
    const site = await startOnFaultsDb({ KULDEVTA_REVALIDATE_SECRET: REVALIDATE_SECRET });
    const [{ title }] = (await sql('select title from public.aartis where id = 32')) as [{ title: string }];
    const status = async (path: string) => {
      const r = await fetch(site.url + path, { redirect: 'manual' });
      return { status: r.status, location: r.headers.get('location') ?? '' };
    };
    // Renamed: the prayer itself and the lists that hold its address.
    const revalidate = () => revalidateOn(site, ['prayer:aarti-32', 'list:prayer']);
    const oldPath = (await status('/aarti/x-32')).location.replace(/^https?:\/\/[^/]+/, '');
    try {
      expect(oldPath).toMatch(/^\/aarti\/[a-z0-9-]+-32$/);
      expect((await status(oldPath)).status).toBe(200); // remembered by the proxy now
      await sql("update public.aartis set title = 'Renamed Test Aarti' where id = 32");
      expect((await revalidate()).status).toBe(200);
      const fresh = await status('/aarti/renamed-test-aarti-32');
      expect(fresh.status).toBe(200);
      const moved = await status(oldPath);
      expect([301, 308]).toContain(moved.status);
      expect(moved.location).toMatch(/\/aarti\/renamed-test-aarti-32$/);
    } finally {
      // The build's cache is shared with the other tests: put both addresses back as they were.
      await sql('update public.aartis set title = $1 where id = 32', [title]);
      await revalidate();
      expect((await status(oldPath)).status).toBe(200);
      await site.stop();
    }
  });

  test('revalidated during an outage: the last good page stays, and the new one appears by itself once the database is back', async () => {
    const site = await startOnFaultsDb({ KULDEVTA_REVALIDATE_SECRET: REVALIDATE_SECRET, KULDEVTA_DB_TIMEOUT_MS: '1500' });
    const revalidate = () => revalidateOn(site, ['deity:ashapura-mata']);
    const deity = '/deity/ashapura-mata';
    const marker = `Seen after the outage ${Date.now()}`;
    try {
      expect((await get(site.url + deity)).status).toBe(200);
      await sql("update public.deities set description = description || ' ' || $1 where id = 'ashapura-mata'", [marker]);
      pgScript('pause');
      try {
        expect((await revalidate()).status).toBe(200);
        for (let i = 0; i < 3; i++) {
          const during = await get(site.url + deity);
          expect(during.status).toBe(200);
          expect(during.text).toContain('Ashapura Mata');
          expect(during.text).not.toContain(marker);
        }
      } finally {
        pgScript('resume');
      }
      // No second revalidation: the copy kept after the failed render is tried again within 30 s.
      await expect.poll(async () => (await get(site.url + deity)).text.includes(marker), { timeout: 75_000, intervals: [1_000] }).toBe(true);
    } finally {
      await sql("update public.deities set description = replace(description, ' ' || $1, '') where id = 'ashapura-mata'", [marker]);
      await revalidate();
      await site.stop();
    }
  });

  test('durability: a contact message acknowledged as sent survives kill -9 of the server', async ({ page }) => {
    const site = await startOnFaultsDb();
    const message = `Durability check ${Date.now()}: Sachiya Mata of Osian.`;
    try {
      await sendThenKill(page, site, message);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const rows = await client.query<{ n: number }>('select count(*)::int as n from public.contact_messages where message = $1', [message]);
      await client.end();
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      await site.stop();
    }
  });
});
