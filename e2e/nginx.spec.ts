import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { frontConfig, startNginx, type Nginx } from '../ops/nginx/nginx';

/**
 * The production front (ops/nginx/kuldevta.conf): nginx, run with the repo's config on a free
 * port, in front of the suite's server. Its micro-cache stores only what Next.js marks
 * shared-cacheable, for a few seconds; request ids, security headers and compression survive it.
 */

test.describe.configure({ mode: 'serial' });

const secret = 'e2e-revalidate-secret';
const deity = '/deity/khodiyar-mata';
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

let upstream: string;
let nginx: Nginx;
/**
 * Seconds until a copy has surely expired: the config's proxy_cache_valid, plus one because
 * nginx counts whole seconds (a copy made late in a second lasts up to a second longer).
 */
const expiry = Number(/proxy_cache_valid [^;]* (\d+)s;/.exec(fs.readFileSync('ops/nginx/kuldevta.conf', 'utf8'))![1]) + 1;

test.beforeAll(async () => {
  upstream = test.info().project.use.baseURL!;
  nginx = await startNginx((place) => frontConfig(new URL(upstream).host, place));
});

test.afterAll(async () => {
  await nginx?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names and values as sent, to count repeated headers. */
  raw: string[];
  body: Buffer;
}

/**
 * One request on a fresh connection (no keep-alive to a worker a reload has replaced), without decompressing,
 * and failing rather than waiting when nothing answers in 15 s.
 */
function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, raw: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in 15 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

const through = (path: string, options?: Parameters<typeof send>[1]) => send(nginx.url + path, options);
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
const count = (answer: Answer, name: string) => answer.raw.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;
const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));

/** A HIT for `path`: its copy lasts only seconds, so one that had expired is refreshed first. */
async function hit(path: string): Promise<Answer> {
  let answer: Answer | undefined;
  await expect.poll(async () => cacheStatus((answer = await through(path)))).toBe('HIT');
  return answer!;
}

test("a cached page: fetched once, then a HIT with the same bytes, the app's security headers once and a fresh request id", async () => {
  const first = await through(deity);
  expect(first.status).toBe(200);
  expect(cacheStatus(first)).toBe('MISS');
  const hit = await through(deity);
  expect(cacheStatus(hit)).toBe('HIT');
  expect(hit.body.equals(first.body)).toBe(true);
  expect(hit.body.toString()).toContain('Khodiyar Mata');
  const direct = await send(upstream + deity);
  for (const name of SECURITY_HEADERS) {
    expect(hit.headers[name], name).toBe(direct.headers[name]);
    expect(count(hit, name), name).toBe(1);
  }
  for (const answer of [first, hit]) {
    expect(answer.headers['x-request-id']).toMatch(/^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/);
    expect(count(answer, 'x-request-id')).toBe(1);
  }
  expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  expect(hit.headers.server).toBe('nginx'); // server_tokens off: no version
});

test('pages rendered per request are never stored, and keep their no-store', async () => {
  for (let i = 0; i < 3; i++) {
    const search = await through('/search?q=mata');
    expect(search.status).toBe(200);
    expect(cacheStatus(search)).toMatch(/^(MISS|BYPASS)$/);
    expect(search.headers['cache-control']).toContain('no-store');
  }
});

test('an RSC request (client navigation) is not answered from the HTML cache', async () => {
  await hit(deity);
  // Next.js first redirects to the same address with its _rsc cache-busting query.
  let rsc = await through(deity, { headers: { RSC: '1' } });
  for (let hops = 0; rsc.status === 307 && hops < 3; hops++) rsc = await through(rsc.headers.location!, { headers: { RSC: '1' } });
  expect(rsc.status).toBe(200);
  expect(rsc.headers['content-type']).toContain('text/x-component');
  expect(cacheStatus(rsc)).toBe('BYPASS');
  // Nor did the RSC answers replace the cached HTML.
  const html = await through(deity);
  expect(cacheStatus(html)).toMatch(/^(HIT|STALE)$/);
  expect(html.headers['content-type']).toContain('text/html');
});

test('a method the site does not serve (TRACE, TRACK, PUT) is refused 405 by the front, and a body over 1 MB 413, before the app', async () => {
  for (const method of ['TRACE', 'TRACK', 'PUT', 'DELETE']) expect((await through('/', { method })).status, method).toBe(405);
  const big = await through('/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x'.repeat(1_100_000) });
  expect(big.status).toBe(413);
  expect((await through('/')).status).toBe(200);
});

test('POST is never stored or answered from the cache', async () => {
  const page = '/deity/tulja-bhavani';
  for (let i = 0; i < 2; i++) expect(cacheStatus(await through(page, { method: 'POST', body: '' }))).toBeUndefined();
  // Had a POST filled the cache, this would be a HIT.
  expect(cacheStatus(await through(page))).toBe('MISS');
});

test("clients that accept gzip get the app's gzipped copy, cached apart from the uncompressed one", async () => {
  // The app's own copy fresh first (an earlier test may have revalidated it): two renders of a
  // page stream their parts in another order, so only copies of one render are equal.
  await expect.poll(async () => (await send(upstream + deity)).headers['x-nextjs-cache']).toBe('HIT');
  const identity = await send(upstream + deity);
  expect(identity.headers['content-encoding']).toBeUndefined();
  const gzip = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
  const first = await through(deity, gzip);
  expect(first.headers['content-encoding']).toBe('gzip');
  // Its own copy: the uncompressed one above does not answer it.
  expect(cacheStatus(first)).toBe('MISS');
  const again = await through(deity, gzip);
  expect(cacheStatus(again)).toMatch(/^(HIT|STALE)$/);
  expect(again.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(again.body).equals(identity.body)).toBe(true);

  // The stylesheet is inlined in the page's head (experimental.inlineCss), which names its file.
  const css = identity.body.toString().match(/<style[^>]* data-href="([^"]+\.css(?:\?dpl=[^"]*)?)"/)![1]!;
  await through(css, gzip);
  const cssZipped = await through(css, gzip);
  expect(cssZipped.status).toBe(200);
  expect(cssZipped.headers['content-encoding']).toBe('gzip');
  expect(cacheStatus(cssZipped)).toBe('HIT');
  const cssPlain = await through(css);
  expect(cssPlain.headers['content-encoding']).toBeUndefined();
  expect(zlib.gunzipSync(cssZipped.body).equals(cssPlain.body)).toBe(true);
});

test('after on-demand revalidation the page comes from the app again within the micro-cache time', async () => {
  // nginx's cache status, then the app's (x-nextjs-cache) when nginx's copy was made.
  const statuses = async () => {
    const answer = await through(deity);
    return `${cacheStatus(answer)} ${answer.headers['x-nextjs-cache']}`;
  };
  // A copy the app served from its own cache, so that a re-render is told apart below.
  await expect.poll(statuses).toBe('HIT HIT');
  const revalidated = await through('/api/revalidate', {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    // The data the page read: the deity's own tag (lib/cache/tags.ts).
    body: JSON.stringify({ tags: [`deity:${deity.split('/').pop()}`] }),
  });
  expect(revalidated.status).toBe(200);
  const start = Date.now();
  await sleep(expiry);
  // The first request after expiry is answered with the old copy (STALE) while it is refreshed
  // in the background (or waits for it: EXPIRED, UPDATING, MISS).
  expect(cacheStatus(await through(deity))).toMatch(/^(STALE|EXPIRED|UPDATING|MISS)$/);
  // The app marks a revalidated page stale: nginx's refreshed copy is the app's old one
  // (x-nextjs-cache STALE) while the app renders the new one, which the next refresh gets.
  await expect.poll(statuses).toBe('HIT STALE');
  expect(Date.now() - start).toBeLessThan((expiry + 5) * 1000);
});

test('with the app unreachable, a cached page is still served (STALE) and an uncached one fails fast', async () => {
  expect((await through(deity)).status).toBe(200);
  // Port 1: nothing listens there, so every connection is refused.
  await nginx.reload((place) => frontConfig('127.0.0.1:1', place));
  // A per-request page is never stored: it gets 502 at once.
  expect((await through('/search?q=mata')).status).toBe(502);
  const uncached = await through('/about');
  expect(uncached.status).toBe(502);
  expect(uncached.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  await sleep(expiry); // so the copy has expired, and only an error keeps it in use
  const stale = await through(deity);
  expect(stale.status).toBe(200);
  expect(cacheStatus(stale)).toBe('STALE');
  expect(stale.body.toString()).toContain('Khodiyar Mata');
});
