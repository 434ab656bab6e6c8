import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

/** Every surname page the sitemap lists, as paths. */
async function surnamePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemaps/surnames-1.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Visits `paths` with four tabs at once, calling `check` on each loaded page. */
async function visitAll(
  browser: Browser,
  paths: string[],
  viewport: { width: number; height: number },
  check: (path: string, page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path; path = queue.shift()) {
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        await check(path, page);
      }
    }),
  );
  await context.close();
}

test.describe('surname pages', () => {
  test('the longest surname pages hold at 320 px, badges visible', async ({ browser, request }) => {
    const paths = (await surnamePaths(request)).filter((p) => /\/(kamat|deshmukh|chauhan|agarwal|rathore|patil|sharma)$/.test(p));
    expect(paths.length).toBeGreaterThan(3);
    await visitAll(browser, paths, { width: 320, height: 700 }, async (path, page) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const badges = page.getByRole('list', { name: 'Source and confidence' });
      for (const badge of await badges.all()) {
        const box = await badge.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 320, path).toBe(true);
      }
    });
  });

  test('sources are links with readable names, never repository paths', async ({ page }) => {
    await page.goto('/surname/agarwal');
    const sources = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('xpath=self::a[starts-with(@href, "https://")]') });
    expect(await sources.count()).toBeGreaterThan(0);
    for (const link of await sources.all()) {
      await expect(link).not.toHaveText(/^https?:|\.(php|sql|csv)$|\w\/\w+:/);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('one card per deity lists the gotras it covers', async ({ page }) => {
    await page.goto('/surname/agarwal');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'Mahalakshmi', level: 3 }) })).toHaveCount(1);
    await expect(cards.first()).toContainText(/Gotras: .*Bansal/);
  });

  test('the place under the title is true to the content', async ({ page }) => {
    // No Dapurkar family is recorded in the USA: no place is claimed, and the page says so.
    await page.goto('/surname/dapurkar?region=USA');
    await expect(page.getByText(/Traditional Family Deity in/)).toHaveCount(0);
    await expect(page.getByText("We couldn't find detailed information for the Dapurkar surname in USA.")).toBeVisible();
    // Joshi's communities record no place, so the USA does not contradict them: they stay, each
    // marked, and still no place is claimed.
    await page.goto('/surname/joshi?region=USA');
    await expect(page.getByText(/Traditional Family Deity in/)).toHaveCount(0);
    const sections = page.getByRole('main').locator('section[id^="community-"]');
    expect(await sections.count()).toBeGreaterThan(1);
    for (const section of await sections.all()) await expect(section).toContainText('place not recorded');
    await page.goto('/surname/joshi');
    await expect(page.getByRole('main').getByText('place not recorded')).toHaveCount(0);
    const subtitle = await page.getByText(/^Traditional Family Deity in /).textContent();
    // Every state the page lists a family in is named by the subtitle (or it names only the country).
    const places = await page
      .getByRole('main')
      .getByText(/^Place:/)
      .allTextContents();
    for (const place of places) {
      const state = place
        .replace(/^Place:\s*/, '')
        .split(', ')
        .at(-2);
      if (state && !/^India$/.test(subtitle!.replace('Traditional Family Deity in ', ''))) expect(subtitle).toContain(state);
    }
  });

  test('surnames carried by many communities say so, with each community and how to narrow it down', async ({ page }) => {
    for (const name of ['Patil', 'Sharma']) {
      await page.goto(`/surname/${name.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Family Kuldevta`);
      const section = page.getByRole('region', { name: `Which community is your ${name} family?` });
      await expect(section).toBeVisible();
      expect(await section.locator('[data-answer-community]').count()).toBeGreaterThan(1);
      await expect(
        page
          .getByRole('main')
          .getByText(/^Source:/)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: "How to find your family's deity" })).toBeVisible();
    }
    await page.goto('/surname-search?surname=Patil');
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results? for "Patil"$/);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Patil/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/surname\/patil$/);
  });

  test('a near miss is never a result: No exact match, then Did you mean, then the invitation', async ({ page }) => {
    await page.goto('/surname-search?surname=Patell');
    await expect(page.getByRole('status')).toHaveText('No exact match for "Patell"');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    const didYouMean = page.getByRole('navigation', { name: 'Did you mean' });
    const links = didYouMean.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(5);
    await expect(didYouMean.getByRole('link', { name: /^Patel \(/ })).toHaveAttribute('href', '/surname/patel');
    await expect(page.getByRole('link', { name: 'Submit Information for Your Name' })).toBeVisible();
    // Results carry the spelling that matched, and only the surname's own spellings count.
    await page.goto('/surname-search?surname=Bhat');
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results? for "Bhat"$/);
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      await expect(card.getByRole('heading')).toHaveText(/^Bhat/);
      await expect(card).toContainText('Exact match for “Bhat”');
    }
  });

  test('a chosen suggestion keeps its place', async ({ page }) => {
    await page.goto('/surname-search');
    const box = page.getByRole('combobox', { name: 'Surname' });
    await box.fill('Josh');
    const option = page
      .getByRole('listbox', { name: 'Surname suggestions' })
      .getByRole('option', { name: /^Joshi.+Maharashtra/ })
      .first();
    await option.click();
    await expect(page).toHaveURL(/surname=Joshi&country=India&state=Maharashtra/);
  });

  test('deity pages link to the surnames that worship the deity, by community', async ({ page }) => {
    await page.goto('/deity/tulja-bhavani');
    const section = page.getByRole('region', { name: 'Families who worship Tulja Bhavani' });
    await expect(section).toBeVisible();
    const first = section.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/surname\/[^?]+$/);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Family Kuldevta$/);
  });

  test('the plain surname page is cached and shared; a page narrowed to a place is per request', async ({ request }) => {
    const plain = await request.get('/surname/patel');
    expect(plain.status()).toBe(200);
    expect(plain.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const again = await request.get('/surname/patel');
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const place = await request.get('/surname/patel?region=India&state=Gujarat');
    expect(place.status()).toBe(200);
    expect(place.headers()['cache-control']).toMatch(/private|no-store/);
    expect(await place.text()).toContain('Traditional Family Deity in Gujarat, India');
    // A made-up surname gets the not-found page, and another script redirects to its page.
    expect((await request.get('/surname/zzqqxx-made-up')).status()).toBe(404);
    const native = await request.get(`/surname/${encodeURIComponent('पटेल')}`, { maxRedirects: 0 });
    expect([301, 308]).toContain(native.status());
    expect(native.headers().location).toMatch(/\/surname\/patel$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('search answers and surname pages are whole in the server HTML', async ({ page }) => {
    await page.goto('/surname-search?surname=Patell');
    await expect(page.getByRole('status')).toHaveText('No exact match for "Patell"');
    await expect(page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: /^Patel \(/ })).toBeVisible();
    await page.goto('/surname-search?surname=Joshi');
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results? for "Joshi"$/);
    await expect(page.getByText("Searching for your family's Kuldevta...")).toHaveCount(0);
    await page.goto('/surname/patil');
    await expect(page.getByRole('region', { name: 'Which community is your Patil family?' })).toBeVisible();
  });
});
