import fs from 'node:fs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { securityHeaders } from '../lib/server/security-headers.mjs';
import { serverLogFile } from './support/server-log';

// Security headers, request ids and the server log, read from the production build.

/** The log file the test server writes (playwright.config.ts); absent against an outside server. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function directives(value: string): Map<string, string> {
  return new Map(
    value
      .split(/;\s*/)
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

/** What lib/server/security-headers.mjs makes for production (its unit test states the values). */
const expected = new Map(securityHeaders({ dev: false }).map((h) => [h.key.toLowerCase(), h.value]));

/** Every response carries the production headers; the CSP's Supabase and https parts depend on the build's settings. */
function expectSecurityHeaders(response: APIResponse) {
  const h = response.headers();
  const policy = directives(h['content-security-policy'] ?? '');
  const wanted = directives(expected.get('content-security-policy')!);
  // Inline scripts (Next's RSC payload) but never eval in production.
  for (const d of ['default-src', 'script-src', 'frame-ancestors', 'object-src', 'base-uri', 'form-action', 'connect-src']) {
    expect(policy.get(d), d).toBe(wanted.get(d));
  }
  for (const name of ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy']) {
    expect(h[name], name).toBe(expected.get(name));
  }
  expect(h['x-powered-by']).toBeUndefined();
}

test.describe('security headers', () => {
  const cases: [string, string, number][] = [
    ['a static page', '/about', 200],
    ['a page served from the cache (ISR)', '/deity/tulja-bhavani', 200],
    ['a dynamic page', '/search?q=ambaji', 200],
    ['an API route', '/api/deities/suggest?q=am', 200],
    ['an API error', '/api/deities/suggest?q=a', 400],
    ['a 404', '/no/such/page', 404],
    ['a malformed address', '/deity/%ZZ', 400],
  ];
  for (const [what, path, status] of cases) {
    test(`${what} (${path}) answers ${status} with every header and a request id`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expectSecurityHeaders(response);
      expect(response.headers()['x-request-id']).toMatch(UUID);
    });
  }

  test('a well-formed incoming request id is kept, anything else replaced', async ({ request }) => {
    const kept = await request.get('/about', { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers()['x-request-id']).toBe('lb-0123456789abcdef');
    const replaced = await request.get('/about', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.headers()['x-request-id']).toMatch(UUID);
    // Two requests, two ids.
    const a = (await request.get('/help')).headers()['x-request-id'];
    const b = (await request.get('/help')).headers()['x-request-id'];
    expect(a).not.toBe(b);
  });

  test('static files carry the headers too', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js(?:\?dpl=[^"]*)?)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

// Counterexamples the fuzz tests found (e2e/fuzz.spec.ts), kept as plain tests.
test.describe('addresses that cannot be pages', () => {
  for (const path of ['/deity/%ZZ', '/surname/%E0%A4', '/aarti/x-%F0', '/prayers/category/%C0%AF', '/deity/a%00b', '/surname/x%1Fy']) {
    test(`${path}: 400, not a 500`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(await response.text()).toBe('Bad Request: this address is not valid.');
    });
  }

  test("a made-up deity, prayer or category address shows its section's not-found page (one cached copy, not a file per address)", async ({
    page,
  }) => {
    const cases: [string, string][] = [
      [`/deity/${encodeURIComponent('<b>'.repeat(80))}`, 'Deity Not Found'],
      [`/deity/${'x'.repeat(300)}`, 'Deity Not Found'],
      ['/aarti/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Aarti not found'],
      [`/mantra/${encodeURIComponent('ॐ नमः शिवाय')}`, 'Mantra not found'],
      ['/mantra/key', 'Mantra not found'],
      ['/aarti/made-up-title-99999', 'Aarti not found'],
      ['/aarti/made-up-title-9999999999', 'Aarti not found'],
      ['/prayers/category/Ganesh%20Aartis', 'Category not found'],
      // Well-formed slugs that are not pages: checked against the list of slugs.
      ['/deity/made-up-deity-name', 'Deity Not Found'],
      ['/prayers/category/made-up-category', 'Category not found'],
    ];
    for (const [path, heading] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // The server's page cache (a local build only) holds no entry named after them.
    const cache = '.next/server/route-cache';
    if (!process.env.E2E_BASE_URL && fs.existsSync(cache)) {
      const names = (fs.readdirSync(cache, { recursive: true }) as string[]).join('\n');
      expect(names).not.toMatch(/x{300}|made-up-|%3Cb%3E|<b>|\/mantra\/key\./);
    }
  });
});

/** Records CSP violations and console errors from the first byte of every page. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __violations?: string[] };
      (w.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    // The site has no favicon yet; the browser's automatic request for one is not a page error.
    if (message.location().url.endsWith('/favicon.ico')) return;
    // Warnings count too: an unrecognised Permissions-Policy feature is reported as one.
    if (message.type() === 'error' || (message.type() === 'warning' && /Policy|Content Security/i.test(message.text()))) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return async () => {
    const violations = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    return [...problems, ...violations.map((v) => `csp: ${v}`)];
  };
}

test.describe('the policy lets the real pages work', () => {
  test('home, explore with suggestions, a deity, a surname and the contact form: no violation, no console error', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client-side navigation and a fetch to the suggestion API (connect-src).
    await page.goto('/search');
    const box = page.getByRole('combobox').first();
    await box.fill('amba');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.goto('/deity/tulja-bhavani');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/surname/chauhan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/contact');
    await page.getByLabel('Full Name *').fill('Asha Patil');
    await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Patil');
    expect(await problems()).toEqual([]);
  });

  test('a prayer page: fonts, reading tools, copy and share still allowed', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = await watch(page);
    await page.goto('/mantra/gayatri-mantra-1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('भूर्भुवः');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/mantra\/gayatri-mantra-1$/);
    expect(await problems()).toEqual([]);
  });

  test('the policy is enforced: a script from another origin is refused', async ({ page }) => {
    await page.goto('/about');
    const violations = await watch(page);
    // A script from another origin is refused by script-src 'self'.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.src = 'https://example.com/evil.js';
      document.head.appendChild(s);
    });
    await expect.poll(async () => (await violations()).some((v) => v.includes('script-src') && v.includes('example.com'))).toBe(true);
  });
});

test.describe('server log', () => {
  test('a failing page is logged once, as JSON, with the id the response carries, and nothing the visitor sent', async ({ request }) => {
    const response = await request.get('/error-check?surname=Patil&email=asha%40example.com', {
      headers: { 'X-Forwarded-For': '198.51.100.23' },
    });
    expect(response.status()).toBe(500);
    const id = response.headers()['x-request-id']!;
    expect(id).toMatch(UUID);
    const body = await response.text();
    expect(body).not.toMatch(/Deliberate render failure|\bat \S+ \(|node_modules|\.next\/server/);

    // The log is written while the error is handled, before or just after the response ends.
    let lines: string[] = [];
    await expect
      .poll(() => {
        lines = fs
          .readFileSync(serverLogFile(), 'utf8')
          .split('\n')
          .filter((l) => l.includes(id));
        return lines.length;
      })
      .toBeGreaterThan(0);
    // Give a duplicate a chance to appear before counting.
    await new Promise((r) => setTimeout(r, 500));
    lines = fs
      .readFileSync(serverLogFile(), 'utf8')
      .split('\n')
      .filter((l) => l.includes(id));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'error',
      requestId: id,
      route: '/[lang]/error-check',
      method: 'GET',
      routeType: 'render',
      error: { name: 'Error', message: 'Deliberate render failure (error-check route)' },
    });
    expect(typeof line.time).toBe('string');
    expect(lines[0]).not.toMatch(/Patil|asha|example\.com|198\.51\.100\.23/);
  });
});
