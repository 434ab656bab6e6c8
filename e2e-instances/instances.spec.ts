import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort, frontConfig, startNginx, type Nginx } from '../ops/nginx/nginx';
import { OUTPUT_DIR } from '../playwright.instances.config';
import { migratedDatabase } from '../e2e/support/postgres';
import { startSite, type Site } from '../e2e/support/site';

/**
 * The site as several servers run it: Redis (the shared cache and the revalidations), one
 * PostgreSQL database, two `next start` instances of two separate builds of one commit (.next
 * and .next-instance-b, built by scripts/test-instances.sh with one server-action key), and the
 * repo's nginx front with both as upstreams. Proven through the front and on each instance:
 * one revalidation reaches both; a renamed prayer never loops; a form rendered by one instance
 * posts to the other; a rate limit counts across both; an outage keeps the last good page;
 * Redis away at start or later costs the site nothing but the shared cache.
 */
const base = process.env.TEST_DATABASE_URL;
const SECRET = 'instances-revalidate-secret';
const DB_NAME = 'kuldevta_instances';
const pgScript = (command: string) => execFileSync('bash', ['scripts/test-postgres.sh', command], { stdio: 'inherit' });

let redis: ChildProcess;
let redisDir = '';
let redisPort = 0;
let env: Record<string, string> = {};
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

/** POST /api/revalidate naming data (lib/cache/tags.ts). */
const revalidate = (origin: string, tags: string[]) =>
  fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });

/** Milliseconds `work` took, with its result. */
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
};

/** A redis-server on `port`, ready when it answers PING. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  const pong = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
      socket.once('error', () => resolve(false));
    });
  await expect.poll(pong, { timeout: 10_000, intervals: [50] }).toBe(true);
  return child;
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** The lines of a server's log file from byte `from` on that contain `text`. */
const logLinesWith = (file: string, from: number, text: string) =>
  fs
    .readFileSync(file, 'utf8')
    .slice(from)
    .split('\n')
    .filter((line) => line.includes(text));
const logSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
const UNREACHABLE = 'the shared cache is unreachable';
const BACK = 'the shared cache is reachable again';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  if (!base) throw new Error('npm run test:instances needs TEST_DATABASE_URL (scripts/test-instances.sh starts a server)');
  if (!fs.existsSync('.next-instance-b/BUILD_ID')) throw new Error('No second build in .next-instance-b: run npm run test:instances');
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-redis-'));
  redisPort = await freePort();
  redis = await startRedis(redisPort, redisDir);
  url = await migratedDatabase(base, DB_NAME);
  env = {
    KULDEVTA_DB: 'postgres',
    DATABASE_URL: url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    KULDEVTA_HASH_SALT: 'instances-test-hash-salt-0123456789',
    KULDEVTA_REVALIDATE_SECRET: SECRET,
    KULDEVTA_DB_TIMEOUT_MS: '1500',
  };
  [a, b] = await Promise.all([
    freePort().then((port) => startSite(port, { ...env, KULDEVTA_LOG_FILE: `${OUTPUT_DIR}/instance-a.log` })),
    freePort().then((port) => startSite(port, { ...env, KULDEVTA_DIST_DIR: '.next-instance-b', KULDEVTA_LOG_FILE: `${OUTPUT_DIR}/instance-b.log` })),
  ]);
  const upstreams = `${new URL(a.url).host};\n    server ${new URL(b.url).host}`;
  front = await startNginx((place) => frontConfig(upstreams, place));
});

test.afterAll(async () => {
  await Promise.all([front?.stop(), a?.stop(), b?.stop()]);
  if (redis) await stopRedis(redis);
  if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
});

test("two builds of one commit: the same build id, and each serves the other one's pages and assets", async ({ page }) => {
  expect(fs.readFileSync('.next-instance-b/BUILD_ID', 'utf8')).toBe(fs.readFileSync('.next/BUILD_ID', 'utf8'));
  // A page from A, its scripts and styles through the front (either instance).
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${a.url}/about`);
  const assets = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href')!),
  );
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
    expect((await revalidate(b.url, ['deity:khodiyar-mata'])).status).toBe(200);
    const seen: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          for (const [name, site] of [
            ['a', a],
            ['b', b],
          ] as const) {
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
    await revalidate(a.url, ['deity:khodiyar-mata']);
  }
});

test('a deity added and its list revalidated on one instance is a page on the other at once', async () => {
  const slug = `test-deity-${Date.now()}`;
  // Each instance's proxy has read its list of pages.
  for (const site of [a, b]) expect((await get(site.url, `/deity/${slug}`)).status).toBe(404);
  await sql(
    `insert into public.deities (id, name, description, region, type, cultural_tradition)
     select $1, 'Instances Test Mata', description, region, type, cultural_tradition from public.deities where id = 'khodiyar-mata'`,
    [slug],
  );
  try {
    expect((await revalidate(a.url, ['list:deity'])).status).toBe(200);
    const page = await get(b.url, `/deity/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Instances Test Mata');
  } finally {
    await sql('delete from public.deities where id = $1', [slug]);
    await revalidate(a.url, ['list:deity']);
  }
});

test('a renamed prayer: the old address redirects once to the new one on both instances, and nothing loops', async () => {
  const [{ title }] = (await sql<{ title: string }>('select title from public.aartis where id = 1')) as [{ title: string }];
  const oldPath = (await get(a.url, '/aarti/x-1')).location.replace(/^https?:\/\/[^/]+/, '');
  expect(oldPath).toMatch(/^\/aarti\/[a-z0-9-]+-1$/);
  const newPath = '/aarti/instances-renamed-aarti-1';
  // Both instances and the front remember the old address as the right one.
  for (const origin of [a.url, b.url, front.url]) expect((await get(origin, oldPath)).status).toBe(200);
  expect((await get(b.url, newPath)).location).toContain(oldPath);
  await sql("update public.aartis set title = 'Instances Renamed Aarti' where id = 1");
  try {
    // Renamed: its own page and the lists that link to it (its address is in them).
    expect((await revalidate(a.url, ['prayer:aarti-1', 'list:prayer'])).status).toBe(200);
    for (const origin of [a.url, b.url]) {
      // An instance that read the revalidation times from Redis within the last second may
      // answer the old address from its cache once more; from then on it redirects.
      await expect
        .poll(async () => (await get(origin, oldPath)).location, { timeout: 5_000, intervals: [100] })
        .toMatch(/\/aarti\/instances-renamed-aarti-1$/);
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
    await sql('update public.aartis set title = $1 where id = 1', [title]);
    await revalidate(a.url, ['prayer:aarti-1', 'list:prayer']);
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
  // Ten at a time: all at once, a busy machine's calls outlast the servers' 1.5 s database limit
  // waiting for a pooled connection (and answer 503 though the view was counted).
  const statuses: number[] = [];
  for (let i = 0; i < 70; i += 10) statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => send((i + j) % 2 ? a.url : b.url)))));
  const counts = JSON.stringify(Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((t) => t === s).length])));
  expect(
    statuses.filter((s) => s === 204),
    counts,
  ).toHaveLength(60);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

test('a database outage: every cached page (the home page too) is served on both instances, a revalidated one keeps its last good copy, one with no copy answers 503, and the new page appears by itself after', async () => {
  const deity = '/deity/ashapura-mata';
  const cached = [
    '/',
    '/deity/khodiyar-mata',
    '/surname/patel',
    '/prayers/category/ganesha',
    '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
    '/community/maratha',
    '/community',
    '/temple/tulja-bhavani-tuljapur',
    '/temples',
  ];
  for (const site of [a, b]) for (const p of [deity, ...cached]) expect((await get(site.url, p)).status, p).toBe(200);
  const marker = `After the outage ${Date.now()}`;
  await sql("update public.deities set description = description || ' ' || $1 where id = 'ashapura-mata'", [marker]);
  pgScript('pause');
  try {
    for (const site of [a, b]) {
      for (const p of cached) expect((await get(site.url, p)).status, `${p} during the outage`).toBe(200);
      expect((await get(site.url, '/')).text).toContain('Popular Kuldevta');
    }
    expect((await revalidate(front.url, ['deity:ashapura-mata'])).status).toBe(200);
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
    // Never visited, so never cached: it cannot be made now, and says so, server-rendered.
    const uncached = await get(a.url, '/deity/chamunda-mata');
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get('retry-after')).toBe('30');
    expect(uncached.text).toContain('This deity could not be loaded right now. Please try again in a moment.');
    // So for a community page and a shrine page, each with its own message.
    for (const [p, message] of [
      ['/community/oswal', 'This community could not be loaded right now. Please try again in a moment.'],
      ['/temple/aai-mata-bilara', 'This shrine could not be loaded right now. Please try again in a moment.'],
    ]) {
      const answer = await get(b.url, p!);
      expect(answer.status, p).toBe(503);
      expect(answer.text, p).toContain(message);
    }
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
  await revalidate(a.url, ['deity:ashapura-mata']);
});

const PAGES = ['/', '/deity/khodiyar-mata', '/surname/patel', '/contact'];

test('Redis unreachable at start: pages render from the database, health says so, revalidation answers 503 at once, and the server connects by itself once Redis is up', async () => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-redis-late-'));
  const log = `${OUTPUT_DIR}/instance-c.log`;
  const from = logSize(log);
  let late: ChildProcess | undefined;
  const [c, startMs] = await timed(() =>
    freePort().then((p) => startSite(p, { ...env, REDIS_URL: `redis://127.0.0.1:${port}`, KULDEVTA_LOG_FILE: log })),
  );
  try {
    console.log(`a server with Redis down answered its first page ${startMs} ms after it was started`);
    for (const p of PAGES) {
      const [page, ms] = await timed(() => get(c.url, p, { signal: AbortSignal.timeout(15_000) }));
      expect(page.status, p).toBe(200);
      console.log(`Redis down since start: ${p} answered ${page.status} in ${ms} ms`);
    }
    const health = await get(c.url, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: 'degraded', database: 'ok', sharedCache: 'unavailable' });
    const [refused, refusedMs] = await timed(() => revalidate(c.url, ['deity:khodiyar-mata']));
    expect(refused.status).toBe(503);
    expect(refusedMs).toBeLessThan(2_000);
    console.log(`revalidation with Redis down: ${refused.status} in ${refusedMs} ms`);
    // Redis comes up: the server finds it by itself.
    late = await startRedis(port, dir);
    const [, reconnectMs] = await timed(() =>
      expect.poll(async () => JSON.parse((await get(c.url, '/api/health')).text).sharedCache, { timeout: 15_000, intervals: [100] }).toBe('ok'),
    );
    console.log(`health said the shared cache was back ${reconnectMs} ms after Redis started`);
    expect((await revalidate(c.url, ['deity:khodiyar-mata'])).status).toBe(200);
    // Said once when it began, once when it ended: not at every reconnection attempt.
    expect(logLinesWith(log, from, UNREACHABLE)).toHaveLength(1);
    expect(logLinesWith(log, from, BACK)).toHaveLength(1);
  } finally {
    await c.stop();
    if (late) await stopRedis(late);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Redis lost while running: pages still render, revalidation answers 503 at once, and both instances reconnect by themselves when it is back', async () => {
  const logs = [`${OUTPUT_DIR}/instance-a.log`, `${OUTPUT_DIR}/instance-b.log`];
  const from = logs.map(logSize);
  await stopRedis(redis);
  try {
    for (const site of [a, b]) {
      for (const p of PAGES) {
        const [page, ms] = await timed(() => get(site.url, p, { signal: AbortSignal.timeout(15_000) }));
        expect(page.status, p).toBe(200);
        if (site === a) console.log(`Redis lost: ${p} answered ${page.status} in ${ms} ms`);
      }
      expect(JSON.parse((await get(site.url, '/api/health')).text)).toEqual({ status: 'degraded', database: 'ok', sharedCache: 'unavailable' });
    }
    const [refused, refusedMs] = await timed(() => revalidate(front.url, ['deity:khodiyar-mata']));
    expect(refused.status).toBe(503);
    expect(refusedMs).toBeLessThan(2_000);
    console.log(`revalidation with Redis lost: ${refused.status} in ${refusedMs} ms`);
    // Many requests during the outage, and several seconds of reconnection attempts.
    await Promise.all(Array.from({ length: 20 }, (_, i) => get((i % 2 ? a : b).url, PAGES[i % PAGES.length]!)));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  } finally {
    redis = await startRedis(redisPort, redisDir);
  }
  const [, reconnectMs] = await timed(async () => {
    for (const site of [a, b]) {
      await expect
        .poll(async () => JSON.parse((await get(site.url, '/api/health')).text).sharedCache, { timeout: 15_000, intervals: [100] })
        .toBe('ok');
    }
  });
  console.log(`both instances used Redis again ${reconnectMs} ms after it restarted`);
  expect((await revalidate(a.url, ['deity:khodiyar-mata'])).status).toBe(200);
  logs.forEach((log, i) => {
    expect(logLinesWith(log, from[i]!, UNREACHABLE), log).toHaveLength(1);
    expect(logLinesWith(log, from[i]!, BACK), log).toHaveLength(1);
  });
});
