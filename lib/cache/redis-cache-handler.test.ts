import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The shared page cache on a real redis-server: what an instance hands Next.js back after a
 * revalidation made on any instance, and what it does while Redis is away and after it returns.
 */
const hasRedis = fs.existsSync('/usr/bin/redis-server') || fs.existsSync('/usr/local/bin/redis-server');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-handler-redis-'));
let port = 0;
let server: ChildProcess | null = null;
let Handler: typeof import('./redis-cache-handler.mjs').default;
let recordRevalidation: typeof import('./redis-cache-handler.mjs').recordRevalidation;

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

async function startRedis() {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  await until(listening);
}
async function stopRedis() {
  await new Promise<void>((resolve) => (server!.once('exit', () => resolve()), server!.kill('SIGKILL')));
}

const page = (text: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html: text,
  rscData: Buffer.from(text),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const DAY = { revalidate: 86_400, expire: 31_536_000 };

// Skipped only on a machine without redis-server: npm test's instance step needs it, and
// .ci/run installs it, so CI always runs these.
describe.skipIf(!hasRedis)('the Redis cache handler', () => {
  beforeAll(async () => {
    port = await freePort();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.NEXT_DEPLOYMENT_ID = 'test-deployment';
    await startRedis();
    ({ default: Handler, recordRevalidation } = await import('./redis-cache-handler.mjs'));
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
