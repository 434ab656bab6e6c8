import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { openEmbedded } from '../lib/db/embedded';
import { freePort } from '../ops/nginx/nginx';
import { startSite, type Site } from './support/site';

/**
 * Database faults and durability, each against its own production server (`next start` on the
 * build the suite tests) with its own database: the embedded directory locked by another
 * process or impossible to create, a PostgreSQL server stopped or frozen mid-run, and a
 * kill -9 right after a write was acknowledged.
 */

/** Waits until the database is open (a fresh directory is migrated and seeded on first use). */
async function ready(site: Site) {
  await expect.poll(async () => (await fetch(`${site.url}/api/health`)).status, { timeout: 90_000, intervals: [250] }).toBe(200);
}

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** The cached pages answer as always; the per-request pages answer 503 with their own message. */
async function expectDegraded(site: Site) {
  for (const p of [
    '/',
    '/about',
    '/deity/khodiyar-mata',
    '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
    '/community/maratha',
    '/community',
    '/temple/tulja-bhavani-tuljapur',
    '/temples',
  ]) {
    const r = await get(site.url + p);
    expect(r.status, p).toBe(200);
  }
  expect((await get(`${site.url}/deity/khodiyar-mata`)).text).toContain('Khodiyar Mata');
  const dynamic: [string, string][] = [
    ['/search?q=mata', 'The deity directory could not be loaded right now. Please try again in a moment.'],
    ['/surname-search?surname=patel', 'Error searching for surnames. Please try again.'],
    // A surname page narrowed to a place is rendered per request; the plain one is cached.
    ['/surname/patel?region=India', 'Error loading surname information. Please try again.'],
    // So is one narrowed to a community or a gotra.
    ['/surname/patil?community=Maratha', 'Error loading surname information. Please try again.'],
    ['/surname/patil?gotra=Kashyap', 'Error loading surname information. Please try again.'],
    ['/prayers', 'could not be loaded right now. Please try again in a moment.'],
    ['/aartis', 'could not be loaded right now. Please try again in a moment.'],
  ];
  for (const [p, message] of dynamic) {
    const r = await get(site.url + p);
    expect(r.status, p).toBe(503);
    expect(r.text, p).toContain(message);
    expect(r.text, p).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
  }
  expect((await get(`${site.url}/api/health`)).status).toBe(503);
}

async function expectRecovered(site: Site) {
  await expect.poll(async () => (await get(`${site.url}/search?q=mata`)).status, { timeout: 60_000, intervals: [250] }).toBe(200);
  const results = await get(`${site.url}/search?q=mata`);
  expect(results.text).toMatch(/Found \d+ Deities/);
  for (const p of ['/surname/patel', '/surname/patel?region=India', '/prayers', '/api/health']) expect((await get(site.url + p)).status, p).toBe(200);
}

/** Sends `message` through the contact form and kill -9s the server once the visitor is told it was sent. */
async function sendThenKill(page: Page, site: Site, message: string) {
  await ready(site);
  await page.goto(`${site.url}/contact`);
  await fillContact(page, message);
  await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
  site.child.kill('SIGKILL');
  await new Promise((r) => site.child.once('exit', r));
}

async function fillContact(page: Page, message: string) {
  await page.getByLabel('Full Name *').fill('Asha Patil');
  await page.getByLabel('Email Address *').fill('asha@example.com');
  await page.getByLabel('Subject *').selectOption('content');
  await page.getByLabel('Message *').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/** With the database down, the contact form says so and keeps every field as typed. */
async function expectFormKeepsText(page: Page, site: Site) {
  await page.goto(`${site.url}/contact`);
  const message = 'Our kuldevi is Khodiyar Mata, worshipped at Matel. ખોડિયાર';
  await fillContact(page, message);
  await expect(page.getByText('Sorry, there was an error sending your message. Please try again', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Patil');
  await expect(page.getByLabel('Email Address *')).toHaveValue('asha@example.com');
  await expect(page.getByLabel('Message *')).toHaveValue(message);
}

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `kuldevta-${name}-`));

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.describe('embedded database faults', () => {
  test('locked by another process: cached pages served, 503 with messages, forms keep the text, then recovery', async ({ page }) => {
    const dir = tmp('locked');
    const holder = spawn('sleep', ['600']);
    fs.writeFileSync(path.join(dir, 'kuldevta.lock'), JSON.stringify({ pid: holder.pid, host: os.hostname(), since: new Date().toISOString() }));
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
    try {
      await expectDegraded(site);
      await expectFormKeepsText(page, site);
      holder.kill('SIGKILL'); // the other process goes away: its lock is stale now
      await expectRecovered(site);
      // The same form, sent again, goes through.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
    } finally {
      holder.kill('SIGKILL');
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('data directory impossible to create: 503, then recovery once it can be', async () => {
    const parent = tmp('missing');
    const blocker = path.join(parent, 'blocker');
    fs.writeFileSync(blocker, 'a file where the data directory should go');
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: path.join(blocker, 'data') });
    try {
      await expectDegraded(site);
      fs.rmSync(blocker);
      await expectRecovered(site); // the first call creates it: migrations and seed
    } finally {
      await site.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  test('durability: a contact message acknowledged as sent survives kill -9 of the server', async ({ page }) => {
    const dir = tmp('durable');
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
    const message = `Durability check ${Date.now()}: Tulja Bhavani of Tuljapur.`;
    try {
      await sendThenKill(page, site, message);
      // Reopen the directory the way the next server start would (the dead process's lock is taken over).
      const db = await openEmbedded({ dataDir: dir });
      try {
        const rows = await db.pg.query<{ n: number }>('select count(*)::int as n from public.contact_messages where message = $1', [message]);
        expect(rows.rows[0]?.n).toBe(1);
      } finally {
        await db.pg.close();
        db.release();
      }
    } finally {
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('PostgreSQL server faults', () => {
  // npm test starts a throwaway PostgreSQL server and exports TEST_DATABASE_URL (as .ci/run does).
  const base = process.env.TEST_DATABASE_URL;
  test.beforeAll(() => {
    if (!base) throw new Error('The PostgreSQL fault tests need TEST_DATABASE_URL: run npm test, or eval "$(bash scripts/test-postgres.sh start)"');
  });
  const pgScript = (command: string) => execFileSync('bash', ['scripts/test-postgres.sh', command], { stdio: 'inherit' });
  const dbName = 'kuldevta_faults';
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
  /** POST /api/revalidate naming data (lib/cache/tags.ts). */
  const revalidateOn = (site: Site, tags: string[]) =>
    fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    });

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(base!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], { env: { ...process.env, DATABASE_URL: url }, stdio: 'ignore' });
  });

  test('server stopped mid-run, then frozen: cached pages served, 503 with messages, forms keep the text, recovery', async ({ page }) => {
    const site = await startSite(await freePort(), {
      KULDEVTA_DB: 'postgres',
      DATABASE_URL: url,
      KULDEVTA_HASH_SALT: 'faults-test-hash-salt-0123456789',
      KULDEVTA_DB_TIMEOUT_MS: '1500',
    });
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
      const pgDir = process.env.TEST_PG_DIR ?? '/tmp/kuldevta-test-pg';
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
    const site = await startSite(await freePort(), {
      KULDEVTA_DB: 'postgres',
      DATABASE_URL: url,
      KULDEVTA_HASH_SALT: 'faults-test-hash-salt-0123456789',
      KULDEVTA_REVALIDATE_SECRET: REVALIDATE_SECRET,
    });
    const [{ title }] = (await sql('select title from public.artis where id = 32')) as [{ title: string }];
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
      await sql("update public.artis set title = 'Renamed Test Aarti' where id = 32");
      expect((await revalidate()).status).toBe(200);
      const fresh = await status('/aarti/renamed-test-aarti-32');
      expect(fresh.status).toBe(200);
      const moved = await status(oldPath);
      expect([301, 308]).toContain(moved.status);
      expect(moved.location).toMatch(/\/aarti\/renamed-test-aarti-32$/);
    } finally {
      // The build's cache is shared with the other tests: put both addresses back as they were.
      await sql('update public.artis set title = $1 where id = 32', [title]);
      await revalidate();
      expect((await status(oldPath)).status).toBe(200);
      await site.stop();
    }
  });

  test('revalidated during an outage: the last good page stays, and the new one appears by itself once the database is back', async () => {
    const site = await startSite(await freePort(), {
      KULDEVTA_DB: 'postgres',
      DATABASE_URL: url,
      KULDEVTA_HASH_SALT: 'faults-test-hash-salt-0123456789',
      KULDEVTA_REVALIDATE_SECRET: REVALIDATE_SECRET,
      KULDEVTA_DB_TIMEOUT_MS: '1500',
    });
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
    const site = await startSite(await freePort(), {
      KULDEVTA_DB: 'postgres',
      DATABASE_URL: url,
      KULDEVTA_HASH_SALT: 'faults-test-hash-salt-0123456789',
    });
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

test.describe('listen addresses', () => {
  // Next.js names 127.x.x.x "localhost" inside proxy.ts: a rewrite made there to an absolute
  // URL counted as another origin and went out over HTTP to localhost, which is nobody when
  // the server listens on 127.0.0.2 (and at times failed with ECONNRESET on 127.0.0.1).
  for (const host of ['127.0.0.1', '127.0.0.2', '0.0.0.0']) {
    test(`next start -H ${host}: not-found pages are rewritten inside the process, redirects stay relative`, async () => {
      const dir = tmp('listen');
      const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir }, host);
      try {
        await ready(site);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => ['/prayers/category/daily', '/deity/no-such-deity', '/surname/zzqxvw'][i % 3]!).map((p) =>
            fetch(site.url + p).then(async (r) => ({ p, status: r.status, text: await r.text() })),
          ),
        );
        for (const answer of answers) {
          expect(answer.status, answer.p).toBe(404);
          expect(answer.text, answer.p).toMatch(/<title>(Category not found|Deity Not Found|No Information Found) \| Kuldevta<\/title>/);
        }
        const moved = await fetch(`${site.url}/aarti/x-1`, { redirect: 'manual' });
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toMatch(/^\/aarti\/[a-z0-9-]+-1$/);
      } finally {
        await site.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
