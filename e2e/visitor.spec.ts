import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/width';

// What a first visit shows: on a desktop and a phone, with and without JavaScript.

const phone = { width: 390, height: 844 };

test.describe('1. the Explore suggestion list', () => {
  test('stays closed after a search loads and after a filter changes; it opens when the visitor types', async ({ page }) => {
    await page.goto('/search?q=mata');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    const list = page.getByRole('listbox', { name: 'Deity suggestions' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "mata"');
    // Longer than the 300 ms the box waits before asking for suggestions.
    await page.waitForTimeout(1000);
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.getByLabel('Region').selectOption('gujarat');
    await expect(page).toHaveURL(/region=gujarat/);
    await page.waitForTimeout(1000);
    await expect(list).toBeHidden();

    await box.fill('khod');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText('Khodiyar');
    await box.press('Escape');
    await expect(list).toBeHidden();
  });
});

test.describe('2. without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const missing: [string, string, string][] = [
    ['/deity/no-such-deity', 'Deity Not Found', "The deity you're looking for doesn't exist in our database."],
    ['/surname/zzqxvw', 'No Information Found', "We couldn't find detailed information for the Zzqxvw surname."],
    ['/mantra/no-such', 'Mantra not found', 'There is no mantra at this address.'],
    ['/prayers/category/nope', 'Category not found', 'There is no prayer category at this address.'],
  ];
  for (const [path, heading, text] of missing) {
    test(`${path} answers 404 with its own heading, text and title in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Kuldevta`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('a surname not found in a region names the region', async ({ page }) => {
    const response = await page.goto('/surname/zzqxvw?region=India');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("We couldn't find detailed information for the Zzqxvw surname in India.")).toBeVisible();
  });

  test('the surname search and the home page show their results, not a loading text', async ({ page }) => {
    await page.goto('/surname-search?surname=Joshi');
    await expect(page.getByText(/^Found \d+ results? for "Joshi"/)).toBeVisible();
    await expect(page.getByText("Searching for your family's Kuldevta...")).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular Kuldevta' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByText('Loading popular deities...')).toHaveCount(0);
  });

  test('deity tabs become sections: every panel shown under its heading, no tab bar', async ({ page }) => {
    await page.goto('/deity/tulja-bhavani');
    await expect(page.getByRole('tablist')).toBeHidden();
    const panels = page.getByRole('tabpanel');
    const labels = ['Overview', 'Worship', 'Festivals', 'Related Deities'];
    await expect(panels).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) {
      await expect(panels.nth(i)).toBeVisible();
      await expect(panels.nth(i).getByRole('heading', { level: 2 }).first()).toHaveText(label);
    }
    await expect(page.getByText('Navratri').first()).toBeVisible();
    await expect(page.getByRole('tabpanel').nth(3).getByRole('article').first()).toBeVisible();
  });

  test("a prayer's Meaning is readable, and controls that need scripts are not offered", async ({ page }) => {
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await expect(page.getByRole('heading', { name: 'Meaning and Significance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Translation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Text' })).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('the menu is a plain list of links, with no toggle that does nothing', async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button')).toBeHidden();
      for (const label of ['Home', 'Explore', 'Prayers', 'Find by Surname', 'About']) {
        await expect(nav.getByRole('link', { name: label, exact: true }).last()).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      // The list sits in the header, above the content, not over it.
      const header = await page.locator('header').boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  });
});

test.describe('3. tab bars on a phone', () => {
  test.use({ viewport: phone });

  const bars: [string, string][] = [
    ['/dashboard', 'tablist'],
    ['/about', 'tablist'],
    ['/deity/tulja-bhavani', 'tablist'],
    ['/aarti/sukhkarta-dukhharta-ganesh-aarti-1', 'tablist'],
    ['/prayers', 'Prayer types'],
  ];
  for (const [path, bar] of bars) {
    test(`${path}: every tab label is whole and on screen`, async ({ page }) => {
      await page.goto(path);
      const tabs = bar === 'tablist' ? page.getByRole('tablist').getByRole('tab') : page.getByRole('navigation', { name: bar }).getByRole('link');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        await expect(tab).toBeVisible();
        const box = (await tab.boundingBox())!;
        expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(phone.width);
        // The label is not cut: the tab is as wide as its text.
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      const container = bar === 'tablist' ? page.getByRole('tablist') : page.getByRole('navigation', { name: bar }).getByRole('list');
      expect(await container.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('4. recordings', () => {
  test('a prayer without a recording has no Audio or Video tab and no "available soon" text', async ({ page, request }) => {
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await expect(page.getByRole('tab')).toHaveText(['Text', 'Meaning']);
    const html = await (await request.get('/mantra/gayatri-mantra-1')).text();
    expect(html).not.toContain('will be available soon');
  });
});

test.describe('5. pictures', () => {
  test('every deity without an image shows an emblem, not a letter, the same on its card and its page', async ({ page }) => {
    await page.goto('/search');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    const emblems = page.getByRole('main').locator('article [data-emblem]');
    await expect(emblems).toHaveCount(12);
    for (const emblem of await emblems.all()) {
      await expect(emblem).toHaveAttribute('aria-hidden', 'true');
      await expect(emblem.locator('svg')).toBeVisible();
      expect((await emblem.innerText()).trim()).toBe('');
    }
    // Not one tile repeated: the colours differ from card to card.
    const backgrounds = await emblems.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.backgroundImage));
    expect(new Set(backgrounds).size).toBeGreaterThan(2);

    const card = cards.filter({ has: page.getByRole('heading', { name: 'Aai Mata', exact: true }) });
    const onCard = card.locator('[data-emblem]');
    const kind = await onCard.getAttribute('data-emblem');
    const background = await onCard.evaluate((el) => (el as HTMLElement).style.backgroundImage);
    await page.goto('/deity/aai-mata');
    const onPage = page.locator('header [data-emblem], main [data-emblem]').first();
    await expect(onPage).toHaveAttribute('data-emblem', kind!);
    expect(await onPage.evaluate((el) => (el as HTMLElement).style.backgroundImage)).toBe(background);
  });

  test('a prayer page shows its deity by the same emblem, and a share image draws it', async ({ page, request }) => {
    await page.goto('/deity/ganapati');
    const kind = await page.locator('main [data-emblem]').first().getAttribute('data-emblem');
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await expect(page.locator('main header [data-emblem]')).toHaveAttribute('data-emblem', kind!);
    const image = await request.get('/deity/ganapati/opengraph-image');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

test.describe('6. /contact', () => {
  test('on a phone no card sticks out', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/contact');
    await expectNoSidewaysScroll(page);
    for (const card of await page.locator('main .rounded-2xl, main .rounded-xl').all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }
  });

  test('on a desktop the form card is as tall as the form, not the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/contact');
    const card = (await page.getByRole('region', { name: 'Contact form' }).boundingBox())!;
    const form = (await page.getByRole('region', { name: 'Contact form' }).locator('form').boundingBox())!;
    expect(card.height - form.height).toBeLessThanOrEqual(64);
  });
});

test.describe('7. prayer tools', () => {
  test('Copy Text copies the title first, then the text, with no stray label', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines[0]).toBe('Sukhkarta Dukhharta (Ganesh Aarti)');
    expect(lines).not.toContain('Text');
    expect(copied).toContain('Translation');
    // In a reading mode only that text is copied.
    await page.getByRole('button', { name: 'Transliteration' }).click();
    await page.getByRole('button', { name: 'Copy Text' }).click();
    const translit = await page.evaluate(() => navigator.clipboard.readText());
    expect(translit.split('\n')[0]).toBe('Sukhkarta Dukhharta (Ganesh Aarti)');
    expect(translit).not.toMatch(/[\u0900-\u097F]/);
  });

  test('the print view has no tab bar and no controls', async ({ page }) => {
    await page.goto('/aarti/sukhkarta-dukhharta-ganesh-aarti-1');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy Text' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.reading-original').first()).toBeVisible();
  });
});

test.describe('8. smaller things', () => {
  test('native names carry the language of their script', async ({ page }) => {
    await page.goto('/search?q=kanaka');
    await expect(page.getByText('కనకదుర్గ')).toHaveAttribute('lang', 'te');
    await page.goto('/deity/kalighat-kali');
    await expect(page.getByText('কালীঘাট কালী').first()).toHaveAttribute('lang', 'bn');
    await page.goto('/deity/tulja-bhavani');
    await expect(page.locator('h1 + p')).toHaveAttribute('lang', 'sa');
  });

  test('the footer social buttons share the page being read', async ({ page }) => {
    await page.goto('/deity/tulja-bhavani');
    const share = page.getByRole('list', { name: 'Share this page' });
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /u=https?%3A%2F%2F[^&]+%2Fdeity%2Ftulja-bhavani$/);
    await expect(share.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute('href', /url=https?%3A%2F%2F[^&]+%2Fdeity%2Ftulja-bhavani$/);
    await expect(share.getByRole('button')).toHaveCount(0);
  });

  test('a one-letter query is not titled as a search', async ({ page }) => {
    await page.goto('/search?q=a');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Kuldevta');
    await expect(page.getByText('Search term must be at least 2 characters long')).toBeVisible();
    await expect(page).not.toHaveTitle(/Search Results/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the Language filter offers only languages that have prayers', async ({ page, request }) => {
    for (const path of ['/prayers', '/aartis', '/mantras']) {
      await page.goto(path);
      const values = (await page.locator('#prayer-language option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(
        Boolean,
      );
      expect(values.length, path).toBeGreaterThan(0);
      expect(values.length, path).toBeLessThan(12);
      for (const language of values) {
        const html = await (await request.get(`${path}?language=${language}`)).text();
        expect(html, `${path} ${language}`).not.toMatch(/No (Prayers|Aartis|Mantras) Found/);
      }
    }
  });

  test('a 100-character query without spaces fits a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(`/search?q=${'x'.repeat(100)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search Results for');
    await expectNoSidewaysScroll(page);
  });
});
