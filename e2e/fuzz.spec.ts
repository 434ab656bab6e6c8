import fs from 'node:fs';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { jsonish, queryString, rawPayloadPatterns, urlText } from '../lib/testing/fuzz';
import { actionRequests } from '../lib/testing/action-requests';
import { serverLogFile } from './support/server-log';

// Every route, query parameter, route handler and server action fed generated input against
// the production build: never a 5xx, never a stack trace or a server path in the answer, never the raw
// markup payload in a page, never a redirect off the site, and nothing logged as a server
// error. Requests go a few at a time; FUZZ_HTTP_SCALE multiplies the number of runs.

const SCALE = Number(process.env.FUZZ_HTTP_SCALE ?? 1);
const PARALLEL = 4;

/** Internals that must never reach a visitor. */
const LEAKS = [
  /\n\s+at [^\n]*\(?[^\n]*:\d+:\d+\)?/, // stack frame
  /node_modules|\.next\/server|\/work\/|webpack-internal/i,
  /\b(DbUnavailableError|ZodError|URIError|TypeError|RangeError|SyntaxError|ReferenceError)\b/,
  /\b(invalid byte sequence|invalid input syntax|violates check constraint|permission denied for)\b/i,
];

interface Probe {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

let baseURL = '';
const seen = { requests: 0, byStatus: new Map<number, number>() };

/**
 * Addresses are cut at 6,000 characters, within what proxies and CDNs in front of a site pass
 * on. Node refuses more than 16 KB of request head with a 431 before the app sees it, and
 * Next's trailing-slash redirect repeats the address twice (Location and Refresh), which
 * would overflow the test client's own 16 KB header limit beyond that.
 */
const MAX_URL = 6000;

async function check(probe: Probe): Promise<void> {
  const headers = new Headers(probe.headers);
  if (probe.contentType) headers.set('Content-Type', probe.contentType);
  // Each request from its own made-up address, so the per-visitor limits (60 views and 60
  // searches a minute) neither hide the handlers behind 429s nor leak into other specs.
  headers.set('X-Forwarded-For', `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`);
  const response = await fetch(baseURL + probe.path.slice(0, MAX_URL), {
    method: probe.method ?? 'GET',
    body: probe.body,
    headers,
    redirect: 'manual',
  });
  const body = await response.text();
  seen.requests++;
  seen.byStatus.set(response.status, (seen.byStatus.get(response.status) ?? 0) + 1);
  const where = `${probe.method ?? 'GET'} ${probe.path}${probe.headers ? ` ${JSON.stringify(probe.headers)}` : ''}${probe.body === undefined ? '' : ` body ${JSON.stringify(probe.body.slice(0, 200))}`}`;
  if (response.status >= 500) throw new Error(`${response.status} for ${where}: ${body.slice(0, 300)}`);
  for (const leak of LEAKS) if (leak.test(body)) throw new Error(`${where} leaks ${leak}: ${body.match(leak)?.[0]}`);
  for (const raw of rawPayloadPatterns) if (raw.test(body)) throw new Error(`${where} echoes raw markup ${raw}`);
  const location = response.headers.get('location');
  if (location) {
    const target = new URL(location, baseURL);
    // Markup in a path is inert text; what matters is that a redirect stays on the site.
    if (target.origin !== new URL(baseURL).origin) throw new Error(`${where} redirects off the site: ${location}`);
  }
}

/** Runs a property over batches of PARALLEL probes sent together. */
async function fuzz(probe: fc.Arbitrary<Probe>, runs: number) {
  await fc.assert(
    fc.asyncProperty(fc.array(probe, { minLength: PARALLEL, maxLength: PARALLEL }), async (batch) => {
      await Promise.all(batch.map(check));
    }),
    { numRuns: Math.max(1, Math.round((runs * SCALE) / PARALLEL)) },
  );
}

/** A path segment: generated text, or close to a real one (so real pages and redirects are hit). */
const segment = (real: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: urlText },
    { weight: 1, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...real), urlText).map(([r, t]) => `${r}${t}`) },
    { weight: 1, arbitrary: fc.tuple(urlText, fc.integer({ min: -1, max: 60 })).map(([t, id]) => `${t}-${id}`) },
  );
const get = (path: string): Probe => ({ path });
const withQuery = (base: string) => (qs: string) => get(qs ? `${base}?${qs}` : base);

const prayerQuery = queryString(['q', 'language', 'difficulty', 'tab', 'page'], {
  language: fc.oneof(urlText, fc.constantFrom('marathi', 'sanskrit', 'Hindi')),
  page: fc.oneof(urlText, fc.integer({ min: -5, max: 1e12 }).map(String)),
});

const targets: [string, fc.Arbitrary<Probe>, number][] = [
  [
    '/search',
    queryString(['q', 'region', 'type', 'tradition', 'page'], { page: fc.oneof(urlText, fc.integer({ min: -5, max: 1e15 }).map(String)) }).map(
      withQuery('/search'),
    ),
    320,
  ],
  ['/surname-search', queryString(['surname', 'country', 'state', 'town', 'community']).map(withQuery('/surname-search')), 320],
  [
    '/surname/{x}',
    fc
      .tuple(segment(['chauhan', 'patel', 'Patil', 'de%20souza']), queryString(['region', 'state']))
      .map(([s, q]) => get(`/surname/${s}${q ? `?${q}` : ''}`)),
    320,
  ],
  ['/deity/{x}', segment(['tulja-bhavani', 'khodiyar-mata', 'Ambaji']).map((s) => get(`/deity/${s}`)), 240],
  ['/aarti/{x}', segment(['sukhkarta-dukhharta-ganesh-aarti-1', 'x-1', 'aarti-2']).map((s) => get(`/aarti/${s}`)), 240],
  ['/mantra/{x}', segment(['gayatri-mantra-1', 'x-2', 'mantra']).map((s) => get(`/mantra/${s}`)), 240],
  ['/prayers', prayerQuery.map(withQuery('/prayers')), 240],
  ['/aartis', prayerQuery.map(withQuery('/aartis')), 160],
  ['/mantras', prayerQuery.map(withQuery('/mantras')), 160],
  ['/prayers/category/{x}', segment(['ganesh', 'devi', 'daily']).map((s) => get(`/prayers/category/${s}`)), 200],
  ['/api/deities/suggest', queryString(['q']).map(withQuery('/api/deities/suggest')), 400],
  ['/api/surnames/suggest', queryString(['q']).map(withQuery('/api/surnames/suggest')), 400],
  [
    'POST /api/prayers/view',
    fc
      .record({
        body: jsonish,
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
      })
      .map(({ body, contentType }) => ({ method: 'POST' as const, path: '/api/prayers/view', body, contentType })),
    400,
  ],
  [
    'POST server actions (with and without JavaScript)',
    // The contact form's action, read from the page as a browser without JavaScript gets it.
    fc.constant(null).chain(() =>
      actionRequests(contactActionId, new URL(baseURL).origin).map((p) => ({
        method: 'POST' as const,
        path: p.path,
        headers: p.headers,
        body: p.body,
      })),
    ),
    480,
  ],
];

/** The contact form's server action id, from the form the page renders for a post without JavaScript. */
let contactActionId = '';

test.describe('generated input against every route', () => {
  test.describe.configure({ timeout: 240_000 });
  let logStart = 0;

  test.beforeAll(async ({ baseURL: url }) => {
    baseURL = url!;
    const page = await (await fetch(`${baseURL}/contact`)).text();
    const meta = /name="\$ACTION_1:0" value="([^"]+)"/.exec(page)?.[1]?.replaceAll('&quot;', '"');
    contactActionId = meta ? (JSON.parse(meta) as { id: string }).id : '';
    expect(contactActionId, 'the contact form posts to its action without JavaScript').toMatch(/^[0-9a-f]{40,}$/);
    const log = serverLogFile();
    if (fs.existsSync(log)) logStart = fs.statSync(log).size;
  });

  for (const [name, probe, runs] of targets) {
    test(`${name}: ${Math.round(runs * SCALE)} requests`, async () => {
      await fuzz(probe, runs);
    });
  }

  test('no server error was logged while fuzzing', async () => {
    const log = serverLogFile();
    // No file: the server has logged nothing at all.
    const logged = (fs.existsSync(log) ? fs.readFileSync(log) : Buffer.alloc(0)).subarray(logStart).toString('utf8').split('\n').filter(Boolean);
    // The deliberate failure route (/error-check, never fuzzed) is asked for by the layout and
    // security specs, which may run beside this one on the same server.
    const errors = logged.filter((l) => {
      const entry = JSON.parse(l) as { level: string; route?: string };
      return entry.level === 'error' && entry.route !== '/error-check';
    });
    expect(errors).toEqual([]);
    console.info(`fuzz: ${seen.requests} requests, by status ${JSON.stringify(Object.fromEntries([...seen.byStatus].sort()))}`);
  });
});
