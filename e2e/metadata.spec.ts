import { expect, test } from '@playwright/test';

/** One URL per page template, and the static pages that must be prerendered at build. */
const pages = [
  '/',
  '/search',
  '/search?q=mata',
  '/deity/khodiyar-mata',
  '/surname-search',
  '/surname-search?surname=Patel',
  '/surname/chauhan',
  '/prayers',
  '/aartis',
  '/mantras',
  '/prayers/category/devi',
  '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
  '/mantra/gayatri-mantra-1',
  '/about',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/dashboard',
];
const staticPages = ['/about', '/help', '/contact', '/terms', '/privacy', '/dashboard'];

const attr = (html: string, re: RegExp) => html.match(re)?.[1] ?? '';

test.describe('every page has its metadata', () => {
  for (const path of pages) {
    test(`title, description and canonical: ${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const title = attr(html, /<title>([^<]*)<\/title>/);
      expect(title.length).toBeGreaterThan(10);
      expect(title).toMatch(/Kuldevta/);
      expect(attr(html, /<meta name="description" content="([^"]*)"/).length).toBeGreaterThan(40);
      const canonical = new URL(attr(html, /<link rel="canonical" href="([^"]*)"/));
      const asked = new URL(path, 'http://x');
      expect(canonical.pathname).toBe(asked.pathname);
      // Only a deity search keeps its query (a landing page of its own); other variants point to the plain page.
      expect(canonical.search).toBe(asked.pathname === '/search' ? asked.search : '');
      const robots = attr(html, /<meta name="robots" content="([^"]*)"/);
      expect(robots.includes('noindex')).toBe(path.startsWith('/surname-search?') || path === '/dashboard');
    });
  }

  test('the static pages are prerendered at build and served from the cache', async ({ request }) => {
    for (const path of staticPages) {
      const res = await request.get(path);
      expect(res.headers()['x-nextjs-prerender'], path).toBeTruthy();
      expect(res.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
  });
});
