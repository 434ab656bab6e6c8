import { expect, test } from '@playwright/test';

test.describe('prayers', () => {
  test('/prayers: tabs with counts, six of each with View All, categories, filters in the URL', async ({ page }) => {
    await page.goto('/prayers');
    const tabs = page.getByRole('navigation', { name: 'Prayer types' });
    await expect(tabs.getByRole('link', { name: /^All Prayers \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    const aartis = page.getByRole('region', { name: 'Aartis' });
    await expect(aartis.getByRole('article')).toHaveCount(6);
    await expect(aartis.getByRole('link', { name: /^View All \d+$/ })).toHaveAttribute('href', '/aartis');
    await expect(page.getByRole('region', { name: 'Mantras' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Browse by Category' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/prayers\/category\/[a-z0-9-]+$/,
    );

    await page.getByLabel('Language').selectOption('marathi');
    await expect(page).toHaveURL(/language=marathi/);
    await tabs.getByRole('link', { name: /^Aartis \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/tab=aartis/);
    await expect(page.getByRole('region', { name: 'Mantras' })).toHaveCount(0);
    for (const card of await page.getByRole('region', { name: 'Aartis' }).getByRole('article').all()) {
      await expect(card).toContainText('Marathi');
    }
  });

  test('cards show at most three tags and +N more', async ({ page }) => {
    await page.goto('/aartis');
    const tagLists = page.getByRole('list', { name: 'Tags' });
    for (const list of await tagLists.all()) {
      const items = await list.getByRole('listitem').allTextContents();
      const tags = items.filter((t) => !/^\+\d+ more$/.test(t));
      expect(tags.length).toBeLessThanOrEqual(3);
    }
    await expect(page.getByText(/^\+\d+ more$/).first()).toBeVisible();
  });

  test('empty states and bad filter values', async ({ page }) => {
    await page.goto('/prayers?q=zzqqxx');
    await expect(page.getByRole('heading', { name: 'No Prayers Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/prayers$/);
    await page.goto('/aartis?q=zzqqxx');
    await expect(page.getByRole('heading', { name: 'No Aartis Found' })).toBeVisible();
    await page.goto('/mantras?q=zzqqxx');
    await expect(page.getByRole('heading', { name: 'No Mantras Found' })).toBeVisible();
    const response = await page.goto('/mantras?language=klingon&difficulty=%3Cx%3E&page=-4');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(/^\d+ prayers: \d+ mantras, /);
  });

  test('aarti page: header, tabs, reading modes, more prayers, deity link', async ({ page }) => {
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sukhkarta Dukhharta (Ganesh Aarti)');
    await expect(page.getByText('For Ganapati (गणपती)')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Aartis' })).toHaveAttribute('href', '/aartis');
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    const original = page.locator('.reading-original').first();
    const translit = page.locator('.reading-translit').first();
    await expect(original).toHaveAttribute('lang', 'mr');
    await expect(original).toBeVisible();
    await expect(translit).toBeVisible();
    await page.getByRole('button', { name: 'Original', exact: true }).click();
    await expect(translit).toBeHidden();
    await page.getByRole('button', { name: 'Translation' }).click();
    await expect(original).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Translation' })).toBeVisible();
    // No recording: no Audio or Video tab (e2e/visitor.spec.ts).
    await expect(page.getByRole('tab', { name: 'Audio' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Meaning' }).click();
    await expect(page.getByRole('heading', { name: 'Meaning and Significance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'More Prayers for Ganapati' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Ganapati (गणपती)' }).click();
    await expect(page).toHaveURL(/\/deity\/ganapati$/);
    await expect(page.getByRole('region', { name: 'Prayers for Ganapati' })).toContainText('Sukhkarta Dukhharta');
  });

  test('copy and share fall back to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/mantra/gayatri-mantra-1');
    await page.evaluate(() => {
      // Headless Chromium may offer navigator.share; the fallback is what is tested here.
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('भूर्भुवः');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/mantra\/gayatri-mantra-1$/);
  });

  test('all tab content is in the server HTML, with Article and BreadcrumbList JSON-LD', async ({ request }) => {
    const html = await (await request.get('/mantra/gayatri-mantra-1')).text();
    for (const text of ['Translation', 'Meaning and Significance', 'Repetitions']) {
      expect(html, text).toContain(text);
    }
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
      const data = JSON.parse(m[1]!);
      return data['@graph'] ?? [data];
    });
    expect(nodes.map((n: { '@type': string }) => n['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
  });

  test('slugs: wrong title redirects permanently, bad or unknown ids are 404', async ({ page, request }) => {
    const redirect = await request.get('/aarti/old-title-1', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toMatch(/\/aarti\/sukhkarta-dukhharta-ganesh-aarti-1$/);
    for (const url of ['/aarti/no-id', '/aarti/title-abc', '/mantra/x-99999']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
    await page.goto('/aarti/x-99999');
    await expect(page.getByRole('heading', { name: 'Aarti not found' })).toBeVisible();
    await page.goto('/mantra/x-99999');
    await expect(page.getByRole('heading', { name: 'Mantra not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Prayers' }).click();
    await expect(page).toHaveURL(/\/prayers$/);
  });

  test('a category page lists its collections; an unknown category is 404', async ({ page }) => {
    await page.goto('/prayers/category/ganesha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ganesha Prayers');
    await expect(page.getByRole('article').first()).toBeVisible();
    const response = await page.goto('/prayers/category/no-such-category');
    expect(response?.status()).toBe(404);
  });

  test('a view is counted through the endpoint; bad bodies get 400', async ({ request }) => {
    expect((await request.post('/api/prayers/view', { data: { type: 'aarti', id: 1 } })).status()).toBe(204);
    expect((await request.post('/api/prayers/view', { data: { type: 'aarti', id: 99999 } })).status()).toBe(404);
    expect((await request.post('/api/prayers/view', { data: 'not json', headers: { 'Content-Type': 'text/plain' } })).status()).toBe(400);
    expect((await request.post('/api/prayers/view', { data: { type: 'song', id: 1 } })).status()).toBe(400);
  });
});

test('the view endpoint answers 429 past 60 views a minute from one visitor', async ({ request }) => {
  const headers = { 'x-forwarded-for': '203.0.113.77' };
  let last = 0;
  for (let i = 0; i < 61; i++) last = (await request.post('/api/prayers/view', { data: { type: 'aarti', id: 2 }, headers })).status();
  expect(last).toBe(429);
  expect((await request.post('/api/prayers/view', { data: { type: 'aarti', id: 2 }, headers: { 'x-forwarded-for': '203.0.113.78' } })).status()).toBe(
    204,
  );
});
