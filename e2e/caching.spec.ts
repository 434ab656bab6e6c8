import { expect, test } from '@playwright/test';

const secret = 'e2e-revalidate-secret';

test.describe('caching', () => {
  test('cache headers: ISR pages, per-request pages, static assets, fonts, share images, sitemap', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(home.headers()['x-nextjs-cache']).toBe('HIT');
    const deity = await request.get('/deity/khodiyar-mata');
    expect(deity.headers()['cache-control']).toMatch(/s-maxage=86400/);
    expect((await request.get('/search?q=mata')).headers()['cache-control']).toMatch(/no-store|private/);
    const html = await deity.text();
    // The stylesheet is inlined in the head (experimental.inlineCss), which names its file.
    const css = html.match(/<style[^>]* data-href="([^"]+\.css(?:\?dpl=[^"]*)?)"/)![1]!;
    const js = html.match(/<script src="([^"]+\.js(?:\?dpl=[^"]*)?)"/)![1]!;
    for (const asset of [css, js]) {
      expect((await request.get(asset)).headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    const font = (await (await request.get(css)).text()).match(/url\(([^)]+\.woff2(?:\?dpl=[^)]*)?)\)/)![1]!;
    const fontResponse = await request.get(new URL(font, new URL(css, 'http://x')).pathname);
    expect(fontResponse.status()).toBe(200);
    expect(fontResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const card = await request.get('/deity/khodiyar-mata/opengraph-image');
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toMatch(/s-maxage=\d+|max-age=\d+/);
    expect((await request.get('/sitemap.xml')).headers()['cache-control']).toContain('s-maxage=3600');
  });

  test("the list of addresses behind the proxy's not-found answer and prayer redirects: every deity, category and prayer, never cached", async ({ request }) => {
    const response = await request.get('/api/pages/slugs');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const body = (await response.json()) as { deity: string[]; 'prayers/category': string[]; prayer: string[] };
    expect(body.deity).toContain('khodiyar-mata');
    expect(body.deity.length).toBeGreaterThan(200);
    expect(body['prayers/category']).toContain('ganesha');
    expect(body.prayer).toContain('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    expect(body.prayer.length).toBeGreaterThan(80);
    // Each one is a page the proxy lets through.
    for (const path of ['/deity/khodiyar-mata', `/deity/${body.deity.at(-1)}`, '/prayers/category/ganesha', body.prayer.at(-1)!]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('on-demand revalidation: refused without the secret, re-renders the named page with it', async ({ request }) => {
    const path = '/deity/tulja-bhavani';
    expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
    const post = (data: unknown, auth?: string) =>
      request.post('/api/revalidate', { data, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    expect((await post({ paths: [path] })).status()).toBe(401);
    expect((await post({ paths: [path] }, 'wrong-secret-of-same-length!')).status()).toBe(401);
    expect((await post({ paths: ['no-slash'] }, secret)).status()).toBe(400);
    expect((await post({ paths: [] }, secret)).status()).toBe(400);
    expect((await post('not json', secret)).status()).toBe(400);
    const ok = await post({ paths: [path] }, secret);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: [path] });
    // The next visit renders the page again; later visits are served from the new cache entry.
    const next = await request.get(path);
    expect(next.headers()['x-nextjs-cache']).not.toBe('HIT');
    await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  });
});
