import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The page cache: on a real redis-server, what an instance hands Next.js back after a
 * revalidation made on any instance, what it does while Redis is away and after it returns, and
 * that a small Redis filled past its memory across two builds never serves a revalidated page;
 * in the build's own files (one server), the same contract and the copies it knows.
 */
const hasRedis = fs.existsSync('/usr/bin/redis-server') || fs.existsSync('/usr/local/bin/redis-server');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-handler-redis-'));
let port = 0;
let server: ChildProcess | null = null;
let Handler: typeof import('./cache-handler.mjs').default;
let recordRevalidation: typeof import('./cache-handler.mjs').recordRevalidation;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
  });

/** Resolves once `check` answers true; fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listening = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** As the README asks Redis to run: entries (which expire) may be evicted, the revalidation records (which do not) never. */
const SMALL_REDIS = ['--maxmemory', '3mb', '--maxmemory-policy', 'volatile-lru'];

async function startRedis(extra: string[] = []) {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra], {
    stdio: 'ignore',
  });
  await until(listening);
}
async function stopRedis() {
  await new Promise<void>((resolve) => (server!.once('exit', () => resolve()), server!.kill('SIGKILL')));
}

/** Redis's own account of its memory and evictions, and how many revalidation records it holds. */
async function withRedisInfo() {
  const { withRedis } = await import('./redis.mjs');
  return withRedis(async (redis) => {
    const memory = await redis.info('memory');
    const stats = await redis.info('stats');
    const field = (text: string, name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(text)?.[1] ?? NaN);
    return {
      maxmemory: field(memory, 'maxmemory'),
      usedMemory: field(memory, 'used_memory'),
      evicted: field(stats, 'evicted_keys'),
      tagRecords: await redis.hLen('kuldevta:tags'),
    };
  });
}

const page = (text: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html: text,
  rscData: Buffer.from(text),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const DAY = { revalidate: 86_400, expire: 31_536_000 };

describe("the page cache in the build's own files (one server)", () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-handler-files-'));
  let files: typeof import('./cache-handler.mjs');
  beforeAll(async () => {
    delete process.env.REDIS_URL;
    process.env.KULDEVTA_DIST_DIR = path.relative(process.cwd(), build);
    files = await import('./cache-handler.mjs');
  });
  afterAll(() => {
    delete process.env.KULDEVTA_DIST_DIR;
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('knows a page has a copy once it is stored, by the path Next.js tags it with; a revalidated one comes back stale, then fresh', async () => {
    const handler = new files.default({});
    const key = '/route-cache/APP_PAGE/h/$/deity/x';
    const tagged = (text: string) => page(text, ['_N_T_/layout', '_N_T_/deity/[id]/page', '_N_T_/deity/x', 'content', 'deity:x']);
    expect(await files.hasCopy('/deity/x')).toBe(false);
    await handler.set(key, tagged('old'), { cacheControl: DAY });
    expect(await files.hasCopy('/deity/x')).toBe(true);
    expect(await files.hasCopy('/deity/y')).toBe(false);
    const fresh = (await handler.get(key, {})) as { lastModified: number; value: { html: string; rscData: Buffer } };
    expect(fresh.value.html).toBe('old');
    expect(Buffer.isBuffer(fresh.value.rscData)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await files.recordRevalidation(['deity:x'], Infinity);
    const stale = (await new files.default({}).get(key, {})) as { lastModified: number };
    expect(Date.now() - stale.lastModified).toBeGreaterThan(DAY.revalidate * 1000);
    await handler.set(key, tagged('new'), { cacheControl: DAY });
    const again = (await handler.get(key, {})) as { lastModified: number; value: { html: string } };
    expect(again.value.html).toBe('new');
    expect(Date.now() - again.lastModified).toBeLessThan(5_000);
    // The home page is tagged with /index.
    await handler.set('/route-cache/APP_PAGE/h/$/index', page('home', ['_N_T_/layout', '_N_T_/page', '_N_T_/index', 'content']), {
      cacheControl: DAY,
    });
    expect(await files.hasCopy('/')).toBe(true);
  });

  it('a copy whose entry is gone is no copy', async () => {
    const handler = new files.default({});
    await handler.set('/route-cache/APP_PAGE/h/$/deity/z', page('z', ['_N_T_/deity/z', 'deity:z']), { cacheControl: DAY });
    expect(await files.hasCopy('/deity/z')).toBe(true);
    fs.rmSync(path.join(build, 'cache', 'kuldevta', 'entries'), { recursive: true, force: true });
    expect(await files.hasCopy('/deity/z')).toBe(false);
  });

  it("a server with a folder of its own reads the build's pages beneath it, and keeps what it stores and revalidates apart", async () => {
    const handler = new files.default({});
    const key = '/route-cache/APP_PAGE/h/$/deity/own';
    await handler.set(key, page('built', ['_N_T_/deity/own', 'deity:own']), { cacheControl: DAY });
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-handler-own-'));
    process.env.KULDEVTA_CACHE_DIR = own;
    try {
      expect(await files.hasCopy('/deity/own')).toBe(true);
      expect(((await handler.get(key, {})) as { value: { html: string } }).value.html).toBe('built');
      await files.recordRevalidation(['deity:own'], Infinity);
      await handler.set(key, page('rendered here', ['_N_T_/deity/own', 'deity:own']), { cacheControl: DAY });
      expect(((await handler.get(key, {})) as { value: { html: string } }).value.html).toBe('rendered here');
    } finally {
      delete process.env.KULDEVTA_CACHE_DIR;
      fs.rmSync(own, { recursive: true, force: true });
    }
    // The build's server saw neither the other's page nor its revalidation.
    const built = (await handler.get(key, {})) as { lastModified: number; value: { html: string } };
    expect(built.value.html).toBe('built');
    expect(Date.now() - built.lastModified).toBeLessThan(5_000);
  });

  it("a new build in the same folder drops what an earlier build's server stored, and keeps its own", async () => {
    const handler = new files.default({});
    await handler.set('/route-cache/APP_PAGE/h/$/surname/old', page('old build', ['_N_T_/surname/old']), { cacheControl: DAY });
    await files.recordRevalidation(['surname:old'], Infinity);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const buildStarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handler.set('/route-cache/APP_PAGE/h/$/deity/new', page('this build', ['_N_T_/deity/new']), { cacheControl: DAY });
    // At least the old entry, its copy mark and the tag records (and the tests' above).
    expect(files.fileStore.dropWrittenBefore(buildStarted)).toBeGreaterThanOrEqual(3);
    expect(await files.hasCopy('/deity/x')).toBe(false);
    expect(await files.hasCopy('/surname/old')).toBe(false);
    expect(await handler.get('/route-cache/APP_PAGE/h/$/surname/old', {})).toBeNull();
    expect(await files.hasCopy('/deity/new')).toBe(true);
  });
});

// Skipped only on a machine without redis-server: npm test's instance step needs it, and
// .ci/run installs it, so CI always runs these.
describe.skipIf(!hasRedis)('the Redis cache handler', () => {
  beforeAll(async () => {
    port = await freePort();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.NEXT_DEPLOYMENT_ID = 'test-deployment';
    await startRedis();
    ({ default: Handler, recordRevalidation } = await import('./cache-handler.mjs'));
    const handler = new Handler({});
    // The client connects in the background: wait for the first write to land.
    await until(async () => (await handler.set('warm', page('x', []), {}), (await handler.get('warm', {})) !== null));
  });
  afterAll(async () => {
    if (server && server.exitCode === null) await stopRedis();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a page whose tag was revalidated on any instance comes back past its lifetime (served once more while rendered again), then fresh once stored anew', async () => {
    const handler = new Handler({});
    await handler.set('/route-cache/APP_PAGE/h/$/deity/x', page('old', ['content', 'deity:x']), { cacheControl: DAY });
    const fresh = (await handler.get('/route-cache/APP_PAGE/h/$/deity/x', {})) as { lastModified: number; value: { html: string; rscData: Buffer } };
    expect(fresh.value.html).toBe('old');
    expect(Buffer.isBuffer(fresh.value.rscData)).toBe(true);
    expect(Date.now() - fresh.lastModified).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordRevalidation(['deity:x'], Infinity); // as POST /api/revalidate on another instance does
    const stale = (await new Handler({}).get('/route-cache/APP_PAGE/h/$/deity/x', {})) as {
      lastModified: number;
      value: { html: string };
      cacheControl: typeof DAY;
    };
    expect(stale.value.html).toBe('old');
    expect(Date.now() - stale.lastModified).toBeGreaterThan(DAY.revalidate * 1000);
    expect(Date.now() - stale.lastModified).toBeLessThan(DAY.expire * 1000);
    expect(stale.cacheControl).toEqual(DAY);
    // The render failed (database down): Next.js stores the old copy again for 30 s, which every instance sees.
    await handler.set('/route-cache/APP_PAGE/h/$/deity/x', stale.value, { cacheControl: { revalidate: 30, expire: DAY.expire } });
    const kept = (await new Handler({}).get('/route-cache/APP_PAGE/h/$/deity/x', {})) as {
      lastModified: number;
      cacheControl: { revalidate: number };
    };
    expect(Date.now() - kept.lastModified).toBeLessThan(5_000);
    expect(kept.cacheControl.revalidate).toBe(30);
    // Another page is left alone.
    await handler.set('/route-cache/APP_PAGE/h/$/deity/y', page('y', ['content', 'deity:y']), { cacheControl: DAY });
    expect(Date.now() - ((await handler.get('/route-cache/APP_PAGE/h/$/deity/y', {})) as { lastModified: number }).lastModified).toBeLessThan(5_000);
  });

  it('a tagged read revalidated since it was stored is a miss (read again at once); one expired without a profile too', async () => {
    const handler = new Handler({});
    const read = { kind: 'FETCH', data: { headers: {}, body: '"v1"', status: 200, url: '' }, revalidate: 86_400 };
    await handler.set('read-key', read, { tags: ['content', 'list:deity'] });
    expect(await handler.get('read-key', { kind: 'FETCH', tags: ['content', 'list:deity'] })).not.toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordRevalidation(['list:deity'], Infinity);
    expect(await handler.get('read-key', { kind: 'FETCH', tags: ['content', 'list:deity'] })).toBe(null);
    await handler.set('/route-cache/APP_PAGE/h/$/z', page('z', ['content', 'deity:z']), { cacheControl: DAY });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag('deity:z'); // no profile: expired now
    expect(await handler.get('/route-cache/APP_PAGE/h/$/z', {})).toBe(null);
  });

  it('another deployment never sees these pages (their HTML names its own files)', async () => {
    await new Handler({}).set('/route-cache/APP_PAGE/h/$/about', page('about', []), { cacheControl: DAY });
    process.env.NEXT_DEPLOYMENT_ID = 'next-deployment';
    try {
      expect(await new Handler({}).get('/route-cache/APP_PAGE/h/$/about', {})).toBe(null);
    } finally {
      process.env.NEXT_DEPLOYMENT_ID = 'test-deployment';
    }
  });

  it('filled past its memory across two builds, a small Redis evicts old entries but never a revalidation: no revalidated page is served as fresh', async () => {
    await stopRedis();
    await startRedis(SMALL_REDIS);
    const handler = new Handler({});
    await until(async () => (await handler.set('warm', page('x', []), {}), (await handler.get('warm', {})) !== null));
    const body = 'x'.repeat(20_000); // a page of 20 KB: 3 MB hold some 150 of them
    const key = (build: string, i: number) => `/route-cache/APP_PAGE/${build}/$/deity/d${i}`;
    const stored: string[] = [];
    const started = Date.now();
    for (const build of ['build-1', 'build-2']) {
      process.env.NEXT_DEPLOYMENT_ID = build;
      for (let i = 0; i < 250; i++) {
        await handler.set(key(build, i), page(`${build} ${i} ${body}`, ['content', `deity:d${i}`]), { cacheControl: DAY });
        stored.push(`${build}:${i}`);
        // Revalidate one page in ten as soon as it is stored, while the memory fills.
        if (i % 10 === 0) {
          await new Promise((resolve) => setTimeout(resolve, 2)); // a later millisecond than the store
          await recordRevalidation([`deity:d${i}`], Infinity);
        }
      }
    }
    const info = await withRedisInfo();
    process.env.NEXT_DEPLOYMENT_ID = 'build-2';
    let served = 0;
    let staleServed = 0;
    for (let i = 0; i < 250; i++) {
      const got = (await handler.get(key('build-2', i), {})) as { lastModified: number } | null;
      if (!got) continue;
      served++;
      const revalidated = i % 10 === 0;
      const fresh = Date.now() - got.lastModified < DAY.revalidate * 1000;
      // A revalidated page comes back only past its lifetime (rendered again before it is served as new).
      if (revalidated) expect(fresh, `deity:d${i}`).toBe(false);
      if (revalidated) staleServed++;
    }
    process.env.NEXT_DEPLOYMENT_ID = 'test-deployment';
    console.log(
      `small Redis: ${stored.length} pages of 20 KB stored over two builds in ${Date.now() - started} ms into ${info.maxmemory} bytes; ${info.evicted} keys evicted, ${info.tagRecords} revalidation records kept (all 25), ${served} of build 2's 250 pages still held, ${staleServed} revalidated ones among them served as stale`,
    );
    expect(info.evicted).toBeGreaterThan(0);
    expect(info.tagRecords).toBe(25);
    expect(info.usedMemory).toBeLessThanOrEqual(info.maxmemory);
    await stopRedis();
    await startRedis();
    await until(async () => (await handler.set('warm', page('x', []), {}), (await handler.get('warm', {})) !== null));
  });

  it('with Redis away a read is a miss and a write is dropped at once, a revalidation fails; when it is back the client reconnects by itself', async () => {
    const handler = new Handler({});
    await handler.set('/route-cache/APP_PAGE/h/$/kept', page('kept', []), { cacheControl: DAY });
    await stopRedis();
    const started = Date.now();
    expect(await handler.get('/route-cache/APP_PAGE/h/$/kept', {})).toBe(null);
    await handler.set('/route-cache/APP_PAGE/h/$/lost', page('lost', []), { cacheControl: DAY });
    await expect(recordRevalidation(['deity:x'], Infinity)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
    await startRedis();
    // A fresh, empty Redis (no persistence): writes land again without any restart of ours.
    const [, ms] = await Promise.all([
      until(
        async () => (
          await handler.set('/route-cache/APP_PAGE/h/$/after', page('after', []), { cacheControl: DAY }),
          (await handler.get('/route-cache/APP_PAGE/h/$/after', {})) !== null
        ),
      ),
      Promise.resolve(Date.now()),
    ]).then(([, at]) => [null, Date.now() - at]);
    expect(ms).toBeLessThan(10_000);
  });
});
