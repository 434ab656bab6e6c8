import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkJsonLd, topNodes, jsonLdBlocks, type Node } from './json-ld';

// Search engines and social cards, against the production build: robots.txt, the sitemap
// index and its files, the share images, the social tags and the structured data of every
// template.

/** Each page template, with the structured data types it must have. */
const templates: [string, string[]][] = [
  ['/', ['WebSite', 'Organization']],
  ['/search', ['CollectionPage', 'BreadcrumbList']],
  ['/deity/tulja-bhavani', ['Article', 'BreadcrumbList', 'FAQPage']],
  ['/surname/patel', ['BreadcrumbList', 'ItemList']],
  ['/aarti/sukhkarta-dukhharta-ganesh-aarti-1', ['Article', 'BreadcrumbList']],
  ['/mantra/gayatri-mantra-1', ['Article', 'BreadcrumbList']],
  ['/prayers/category/daily-morning', ['CollectionPage', 'BreadcrumbList']],
  ['/prayers', ['CollectionPage', 'BreadcrumbList']],
  ['/aartis', ['CollectionPage', 'BreadcrumbList']],
  ['/mantras', ['CollectionPage', 'BreadcrumbList']],
  ['/about', ['FAQPage', 'BreadcrumbList']],
  ['/help', ['FAQPage', 'BreadcrumbList']],
  ['/contact', ['ContactPage', 'FAQPage', 'BreadcrumbList']],
  ['/terms', ['WebPage', 'BreadcrumbList']],
  ['/privacy', ['WebPage', 'BreadcrumbList']],
  ['/surname-search', ['WebPage', 'BreadcrumbList']],
  ['/community/oswal', ['CollectionPage', 'BreadcrumbList']],
  ['/community', ['CollectionPage', 'BreadcrumbList']],
  ['/how-to-find-your-kuldevi', ['Article', 'HowTo', 'BreadcrumbList']],
];

/** Share images of the templates that have their own. */
const ownImages: Record<string, string> = {
  '/deity/tulja-bhavani': '/deity/tulja-bhavani/opengraph-image',
  '/surname/patel': '/surname/patel/opengraph-image',
  '/aarti/sukhkarta-dukhharta-ganesh-aarti-1': '/aarti/sukhkarta-dukhharta-ganesh-aarti-1/opengraph-image',
  '/mantra/gayatri-mantra-1': '/mantra/gayatri-mantra-1/opengraph-image',
  '/community/oswal': '/community/oswal/opengraph-image',
};

const meta = (html: string, attr: 'property' | 'name', key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The path (and query) of an absolute URL on the site, to fetch it from the server under test. */
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  const body = await response.body();
  expect(body.subarray(0, 8).toString('hex'), path).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20), bytes: body.length };
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

test.describe('search engines and social cards', () => {
  test('robots.txt names the sitemap index and keeps crawlers out of what must not be indexed', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of [
      '/dashboard',
      '/api/',
      '/error-check',
      '/search?*region=',
      '/search?*type=',
      '/search?*tradition=',
      '/search?*page=',
      '/surname-search?',
      '/prayers?',
      '/aartis?',
      '/mantras?',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    // A search with a query alone is a landing page: crawlable, indexable, its own canonical.
    expect(text).not.toMatch(/^Disallow: \/search\?$/m);
  });

  test('the sitemap lists every kind of page once, by its canonical address, and nothing else', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = locs(indexXml);
    expect(files.map((f) => new URL(f).pathname)).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/deities-1.xml',
      '/sitemaps/surnames-1.xml',
      '/sitemaps/prayers-1.xml',
      '/sitemaps/categories-1.xml',
      '/sitemaps/temples-1.xml',
      '/sitemaps/communities-1.xml',
    ]);
    const urls: string[] = [];
    for (const file of files) {
      const response = await request.get(local(file));
      expect(response.status(), file).toBe(200);
      const xml = await response.text();
      expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      // Each address with its other languages' (hreflang alternates, x-default English) where it has any.
      const entries = [
        ...xml.matchAll(
          /<url><loc>[^<]*<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>)*<\/url>/g,
        ),
      ];
      expect(entries.length, file).toBe(locs(xml).length);
      expect(entries.length, file).toBeLessThanOrEqual(50_000);
      for (const [, lastmod] of entries) if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
      urls.push(...locs(xml));
    }
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((u) => new URL(u).pathname);
    for (const [path] of templates) expect(paths, path).toContain(path);
    expect(paths.filter((p) => p.startsWith('/deity/')).length).toBeGreaterThan(200);
    expect(paths.filter((p) => p.startsWith('/surname/')).length).toBeGreaterThan(500);
    expect(paths.filter((p) => p.startsWith('/temple/')).length).toBeGreaterThan(300);
    expect(paths.filter((p) => p.startsWith('/community/')).length).toBeGreaterThan(20);
    expect(urls.some((u) => u.includes('?') || /\/(dashboard|api|error-check)/.test(u))).toBe(false);

    // A sample of every kind: each answers 200 and names itself as canonical.
    const sample = [
      ...templates.map(([p]) => p),
      ...['/deity/', '/surname/', '/aarti/', '/mantra/', '/prayers/category/', '/temple/', '/community/'].map((prefix) =>
        paths.filter((p) => p.startsWith(prefix)).at(-1)!,
      ),
    ];
    for (const path of sample) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      expect(canonical && new URL(canonical).pathname, path).toBe(new URL(path, 'http://x').pathname);
    }
  });

  test('a sitemap that does not exist is 404', async ({ request }) => {
    for (const path of [
      '/sitemaps/deities-2.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/deities-0.xml',
      '/sitemaps/deities-01.xml',
      '/sitemaps/dashboard-1.xml',
      '/sitemaps/deities.xml',
      '/sitemaps/deities-1.xml.gz',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('xml');
    }
  });

  test('every template has a title, description, canonical, Open Graph and Twitter tags with a 1200x630 image', async ({ request }) => {
    const checkedImages = new Set<string>();
    for (const [path] of templates) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(meta(html, 'name', 'description')[0], path).toBeTruthy();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBeTruthy();
      expect(meta(html, 'property', 'og:title')[0], path).toBeTruthy();
      expect(meta(html, 'name', 'twitter:card'), path).toEqual(['summary_large_image']);
      expect(meta(html, 'name', 'twitter:title')[0], path).toBeTruthy();
      expect(meta(html, 'name', 'twitter:description')[0], path).toBeTruthy();
      const [image] = meta(html, 'property', 'og:image');
      expect(image, path).toBeTruthy();
      expect(new URL(image!).pathname, path).toBe(ownImages[path] ?? '/opengraph-image');
      expect(meta(html, 'property', 'og:image:width'), path).toEqual(['1200']);
      expect(meta(html, 'property', 'og:image:height'), path).toEqual(['630']);
      expect(meta(html, 'property', 'og:image:alt')[0], path).toBeTruthy();
      expect(meta(html, 'name', 'twitter:image'), path).toEqual([image]);
      expect(meta(html, 'name', 'twitter:image:alt')[0], path).toBeTruthy();
      if (!checkedImages.has(image!)) {
        checkedImages.add(image!);
        const size = await pngSize(request, local(image!));
        expect({ width: size.width, height: size.height }, image).toEqual({ width: 1200, height: 630 });
        expect(size.bytes, image).toBeGreaterThan(20_000);
      }
    }
    expect(checkedImages.size).toBe(Object.keys(ownImages).length + 1);
  });

  test('share images name the deity in its own script in the alt text, and unknown ids are 404 without an image', async ({ request }) => {
    const html = await (await request.get('/deity/khodiyar-mata')).text();
    expect(meta(html, 'property', 'og:image:alt')[0]).toContain('ખોડિયાર માતા');
    for (const path of [
      '/deity/no-such-deity/opengraph-image',
      '/deity/Not%20An%20Id/opengraph-image',
      '/surname/no-such-surname-zz/opengraph-image',
      '/aarti/wrong-title-1/opengraph-image',
      '/aarti/no-id/opengraph-image',
      '/mantra/gayatri-mantra-999999/opengraph-image',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('image');
    }
  });

  test('structured data on every template is valid schema.org with the required properties', async ({ request }) => {
    // A deity search is not in the sitemap but is a landing page of its own: checked too.
    for (const [path, required] of [...templates, ['/search?q=mata', ['CollectionPage', 'BreadcrumbList']] as [string, string[]]]) {
      const html = await (await request.get(path)).text();
      const { nodes, problems } = checkJsonLd(html);
      expect(problems, path).toEqual([]);
      const types = nodes.flatMap((n) => [n['@type']].flat());
      expect(types, path).toEqual(expect.arrayContaining(required));
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] } | undefined;
      if (crumbs) expect(crumbs.itemListElement.at(-1)!.item, path).toBe(canonical);
      const page = nodes.find((n) => ['CollectionPage', 'WebPage', 'ContactPage'].includes(String(n['@type'])));
      if (page) expect(page.url, path).toBe(canonical);
    }
  });

  test('the checker finds broken structured data', () => {
    const html = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const broken = checkJsonLd(
      html({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Articel', headline: 'x' },
          {
            '@type': 'Article',
            headline: 'x',
            image: '/relative.png',
            datePublished: '22 Nov 2026',
            dateModified: '2026-11-22T00:00:00Z',
            author: { name: 'A' },
          },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
              { '@type': 'ListItem', position: 3, name: 'X' },
            ],
          },
          { '@type': 'ItemList', numberOfItems: 3, itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://a.example/x' }] },
          { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] },
        ],
      }),
    ).problems.join('\n');
    for (const problem of [
      'Articel is not a schema.org type',
      'image missing or not absolute',
      'datePublished "22 Nov 2026"',
      'publisher needs',
      'author needs',
      'positions [1,3]',
      'item 1 needs an absolute item URL',
      'numberOfItems 3 but 1',
      'needs an acceptedAnswer',
    ]) {
      expect(broken).toContain(problem);
    }
  });

  test('FAQ structured data says word for word what the page shows', async ({ page, request }) => {
    for (const path of ['/deity/tulja-bhavani', '/about', '/help', '/contact']) {
      const faq = topNodes(jsonLdBlocks(await (await request.get(path)).text())).find((n) => n['@type'] === 'FAQPage') as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect(faq, path).toBeDefined();
      await page.goto(path);
      for (const q of faq!.mainEntity) {
        await expect(page.getByRole('main').getByText(q.name, { exact: true }).first(), `${path}: ${q.name}`).toBeVisible();
        await expect(page.getByRole('main').getByText(q.acceptedAnswer.text, { exact: true }).first(), `${path}: answer to ${q.name}`).toBeVisible();
      }
    }
  });

  test('lists in structured data are the lists the page shows, in order', async ({ page, request }) => {
    const list = async (path: string) =>
      (
        topNodes(jsonLdBlocks(await (await request.get(path)).text())).find((n) => n['@type'] === 'CollectionPage') as Node & {
          mainEntity: { itemListElement: { name: string; url: string }[] };
        }
      ).mainEntity.itemListElement;
    const explore = await list('/search');
    expect(explore.length).toBe(12);
    await page.goto('/search');
    const shown = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(shown).toHaveCount(12);
    expect(await shown.allInnerTexts()).toEqual(explore.map((e) => e.name));

    const aartis = await list('/aartis');
    expect(aartis.length).toBeGreaterThan(0);
    await page.goto('/aartis');
    for (const e of aartis.slice(0, 3)) {
      await expect(
        page
          .getByRole('main')
          .locator(`a[href="${new URL(e.url).pathname}"]`)
          .first(),
      ).toBeVisible();
    }
  });

  test('the home page search action finds what it promises', async ({ request }) => {
    const site = topNodes(jsonLdBlocks(await (await request.get('/')).text())).find((n) => n['@type'] === 'WebSite') as Node & {
      potentialAction: { target: { urlTemplate: string } };
    };
    const url = site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'bhavani');
    const html = await (await request.get(local(url))).text();
    expect(html).toContain('Search Results for &quot;bhavani&quot;');
    expect(html).toContain('/deity/tulja-bhavani');
  });
});
