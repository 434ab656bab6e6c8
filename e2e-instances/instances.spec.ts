import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort, frontConfig, startNginx, type Nginx } from '../ops/nginx/nginx';
import { startSite, type Site } from '../e2e/support/site';

/**
 * The site as several servers run it: Redis (the shared page cache and content version), one
 * PostgreSQL database, two `next start` instances of two separate builds of one commit (.next
 * and .next/instance-b, built by scripts/test-instances.sh with one server-action key), and the
 * repo's nginx front with both as upstreams. Proven through the front and on each instance:
 * one revalidation reaches both; a renamed prayer never loops; a form rendered by one instance
 * posts to the other; a rate limit counts across both; an outage keeps the last good page.
 */
const base = process.env.TEST_DATABASE_URL;
const SECRET = 'instances-revalidate-secret';
const DB_NAME = 'kuldevta_instances';
const pgScript = (command: string) => execFileSync('bash', ['scripts/test-postgres.sh', command], { stdio: 'inherit' });

let redis: ChildProcess;
let redisDir = '';
let url = '';
let a: Site;
let b: Site;
let front: Nginx;

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

const get = async (origin: string, pathname: string, init: RequestInit = {}) => {
  const response = await fetch(origin + pathname, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text(), headers: response.headers };
};

const revalidate = (origin: string, paths: string[]) =>
  fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
  });

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  if (!base) throw new Error('npm run test:instances needs TEST_DATABASE_URL (scripts/test-instances.sh starts a server)');
  if (!fs.existsSync('.next/instance-b/BUILD_ID')) throw new Error('No second build in .next/instance-b: run npm run test:instances');
  redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-redis-'));
  const redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], { stdio: 'ignore' });
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${DB_NAME}`;
  url = u.toString();
  execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], { env: { ...process.env, DATABASE_URL: url }, stdio: 'ignore' });
  const env = {
    KULDEVTA_DB: 'postgres',
    DATABASE_URL: url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    KULDEVTA_HASH_SALT: 'instances-test-hash-salt-0123456789',
    KULDEVTA_REVALIDATE_SECRET: SECRET,
    KULDEVTA_DB_TIMEOUT_MS: '1500',
  };
  [a, b] = await Promise.all([
    freePort().then((port) => startSite(port, { ...env, KULDEVTA_LOG_FILE: 'test-results/instance-a.log' })),
    freePort().then((port) => startSite(port, { ...env, KULDEVTA_DIST_DIR: '.next/instance-b', KULDEVTA_LOG_FILE: 'test-results/instance-b.log' })),
  ]);
  const upstreams = `${new URL(a.url).host};\n    server ${new URL(b.url).host}`;
  front = await startNginx((place) => frontConfig(upstreams, place));
});

test.afterAll(async () => {
  await Promise.all([front?.stop(), a?.stop(), b?.stop()]);
  redis?.kill();
  if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
});

test('two builds of one commit: the same build id, and each serves the other one\'s pages and assets', async ({ page }) => {
  expect(fs.readFileSync('.next/instance-b/BUILD_ID', 'utf8')).toBe(fs.readFileSync('.next/BUILD_ID', 'utf8'));
  // A page from A, its scripts and styles through the front (either instance).
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${a.url}/about`);
  const assets = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href')!));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect((await get(b.url, asset)).status, asset).toBe(200);
  expect(failed).toEqual([]);
});

test('a revalidation sent to one instance reaches both, and the front', async () => {
  const deity = '/deity/khodiyar-mata';
  for (const site of [a, b]) expect((await get(site.url, deity)).status).toBe(200);
  const marker = `Revalidated ${Date.now()}`;
  await sql("update public.deities set description = description || ' ' || $1 where id = 'khodiyar-mata'", [marker]);
  try {
    const started = Date.now();
    expect((await revalidate(b.url, [deity])).status).toBe(200);
    const seen: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          for (const [name, site] of [['a', a], ['b', b]] as const) {
            if (!seen[name] && (await get(site.url, deity)).text.includes(marker)) seen[name] = Date.now() - started;
          }
          return Object.keys(seen).length;
        },
        { timeout: 15_000, intervals: [50] },
      )
      .toBe(2);
    console.log(`revalidation reached both instances: a after ${seen.a} ms, b after ${seen.b} ms`);
    // The front's micro-cache lets go within its 5 s.
    await expect.poll(async () => (await get(front.url, deity)).text.includes(marker), { timeout: 15_000, intervals: [250] }).toBe(true);
  } finally {
    await sql("update public.deities set description = replace(description, ' ' || $1, '') where id = 'khodiyar-mata'", [marker]);
    await revalidate(a.url, [deity]);
  }
});

test('a deity added and revalidated on one instance is a page on the other at once (no stale slug list)', async () => {
  const slug = `test-deity-${Date.now()}`;
  // Each instance's proxy has read its list of pages.
  for (const site of [a, b]) expect((await get(site.url, `/deity/${slug}`)).status).toBe(404);
  await sql(
    `insert into public.deities (id, name, description, region, type, cultural_tradition)
     select $1, 'Instances Test Mata', description, region, type, cultural_tradition from public.deities where id = 'khodiyar-mata'`,
    [slug],
  );
  try {
    expect((await revalidate(a.url, [`/deity/${slug}`])).status).toBe(200);
    const page = await get(b.url, `/deity/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Instances Test Mata');
  } finally {
    await sql('delete from public.deities where id = $1', [slug]);
    await revalidate(a.url, [`/deity/${slug}`]);
  }
});

test('a renamed prayer: the old address redirects once to the new one on both instances, and nothing loops', async () => {
  const [{ title }] = (await sql<{ title: string }>('select title from public.artis where id = 1')) as [{ title: string }];
  const oldPath = (await get(a.url, '/aarti/x-1')).location.replace(/^https?:\/\/[^/]+/, '');
  expect(oldPath).toMatch(/^\/aarti\/[a-z0-9-]+-1$/);
  const newPath = '/aarti/instances-renamed-aarti-1';
  // Both instances and the front remember the old address as the right one.
  for (const origin of [a.url, b.url, front.url]) expect((await get(origin, oldPath)).status).toBe(200);
  expect((await get(b.url, newPath)).location).toContain(oldPath);
  await sql("update public.artis set title = 'Instances Renamed Aarti' where id = 1");
  try {
    expect((await revalidate(a.url, [oldPath, newPath])).status).toBe(200);
    for (const origin of [a.url, b.url]) {
      // An instance that read the shared content version within the last second may answer
      // the old address from its cache once more; from then on it redirects.
      await expect.poll(async () => (await get(origin, oldPath)).location, { timeout: 5_000, intervals: [100] }).toMatch(/\/aarti\/instances-renamed-aarti-1$/);
      expect([301, 308]).toContain((await get(origin, oldPath)).status);
      const fresh = await get(origin, newPath);
      expect(fresh.status, origin).toBe(200);
      expect(fresh.text).toContain('Instances Renamed Aarti');
    }
    // Through the front (its micro-cache keeps the old answer up to 5 s), followed as a browser
    // would: it ends at the new address.
    const follow = async () => {
      const followed = await fetch(front.url + oldPath);
      return `${followed.status} ${new URL(followed.url).pathname}`;
    };
    await expect.poll(follow, { timeout: 10_000, intervals: [250] }).toBe(`200 ${newPath}`);
  } finally {
    await sql('update public.artis set title = $1 where id = 1', [title]);
    await revalidate(a.url, [oldPath, newPath]);
  }
});

test('a form rendered by one instance is accepted by the other (separate builds, one key)', async ({ page }) => {
  await page.goto(`${a.url}/contact`);
  // The form's post goes to instance B instead.
  let forwarded = 0;
  await page.route(`${a.url}/contact`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    forwarded += 1;
    // Behind the front both instances share one address; here the Origin names B's, as a
    // browser on the front's address would name the front's (Next.js refuses a foreign one).
    const response = await route.fetch({ url: `${b.url}/contact`, headers: { ...route.request().headers(), origin: b.url } });
    await route.fulfill({ response });
  });
  const message = `Sent across instances ${Date.now()}: our kuldevi is Khodiyar Mata.`;
  await page.getByLabel('Full Name *').fill('Asha Patil');
  await page.getByLabel('Email Address *').fill('asha@example.com');
  await page.getByLabel('Subject *').selectOption('content');
  await page.getByLabel('Message *').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
  expect(forwarded).toBe(1);
  expect(await sql('select 1 from public.contact_messages where message = $1', [message])).toHaveLength(1);
});

test('a rate limit counts one visitor across both instances', async () => {
  // 60 prayer views a minute per visitor: 35 through each instance, as the same address.
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' };
  const send = (origin: string) =>
    fetch(`${origin}/api/prayers/view`, { method: 'POST', headers, body: JSON.stringify({ type: 'aarti', id: 2 }) }).then((r) => r.status);
  const statuses = await Promise.all(Array.from({ length: 70 }, (_, i) => send(i % 2 ? a.url : b.url)));
  expect(statuses.filter((s) => s === 204)).toHaveLength(60);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

test('an outage: a revalidated page keeps its last good copy on both instances, a page with no copy answers 503, and the new page appears by itself after', async () => {
  const deity = '/deity/ashapura-mata';
  for (const site of [a, b]) expect((await get(site.url, deity)).status).toBe(200);
  const marker = `After the outage ${Date.now()}`;
  await sql("update public.deities set description = description || ' ' || $1 where id = 'ashapura-mata'", [marker]);
  pgScript('pause');
  try {
    expect((await revalidate(front.url, [deity])).status).toBe(200);
    // A tries the new page and fails, keeping the old copy for a short while; B only reads that
    // copy, so B learns its short lifetime from the shared cache alone.
    const kept = async (site: Site) => {
      const during = await get(site.url, deity);
      expect(during.status).toBe(200);
      expect(during.text).toContain('Ashapura Mata');
      expect(during.text).not.toContain(marker);
    };
    await kept(a);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await kept(a);
    await kept(b);
    // Never visited, so never cached: it cannot be made now.
    const uncached = await get(a.url, '/deity/chamunda-mata');
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get('retry-after')).toBe('30');
    expect(uncached.text).toContain('This deity could not be loaded right now. Please try again in a moment.');
  } finally {
    pgScript('resume');
  }
  // No second revalidation: the copy kept after the failed render lives at most 30 s on every
  // instance (its lifetime is stored with it), then it is rendered again. B is asked first.
  const back = Date.now();
  for (const site of [b, a]) {
    await expect.poll(async () => (await get(site.url, deity)).text.includes(marker), { timeout: 75_000, intervals: [1_000] }).toBe(true);
    console.log(`after the outage ${site === a ? 'a' : 'b'} served the new page ${Date.now() - back} ms after the database came back`);
  }
  await sql("update public.deities set description = replace(description, ' ' || $1, '') where id = 'ashapura-mata'", [marker]);
  await revalidate(a.url, [deity]);
});
