import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const keys = {
  favorites: 'kuldevta.favorites.v1',
  history: 'kuldevta.search-history.v1',
  preferences: 'kuldevta.preferences.v1',
};

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('dashboard', () => {
  test('empty dashboard: five tabs, says nothing is sent, empty states lead to popular deities and to the family card', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') requests.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Spiritual Dashboard' })).toBeVisible();
    await expect(page.getByText('Nothing here is sent to our servers', { exact: false })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'My Spiritual Dashboard' }).getByRole('tab');
    await expect(tabs).toHaveText(['My Favorites', 'Search History', 'Preferences', 'My Insights', 'Family Card']);
    await expect(page.getByRole('tab', { name: 'My Favorites' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    const popular = page.getByRole('tabpanel').getByRole('link').filter({ hasNotText: 'Explore All Deities' });
    await expect(popular).toHaveCount(6);
    await expect(popular.first()).toHaveAttribute('href', /^\/deity\//);
    await page.getByRole('tab', { name: 'My Insights' }).click();
    await expect(page.getByRole('definition')).toHaveText(['0', 'None yet', 'None yet', 'None yet', '0', '0']);
    await page.getByRole('tab', { name: 'Family Card' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Make your family card' })).toHaveAttribute('href', '/family');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    expect(requests).toEqual([]);
  });

  test('favorites from a deity card and the deity page, remove, and insights', async ({ page }) => {
    await page.goto('/search?region=gujarat');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    const toggle = card.getByRole('button', { name: `Favorite ${name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/deity/tulja-bhavani');
    const pageToggle = page.getByRole('button', { name: 'Favorite Tulja Bhavani' });
    // The toggle is disabled until the page has hydrated and read this browser's favorites; a key
    // press, unlike a click, does not wait for that.
    await expect(pageToggle).toBeEnabled();
    await pageToggle.press('Enter'); // keyboard works
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'saved in your favorites' })).toBeVisible();

    const favorites = JSON.parse((await stored(page, keys.favorites))!);
    expect(favorites.map((f: { id: string }) => f.id)[0]).toBe('tulja-bhavani');
    expect(favorites).toHaveLength(2);

    await page.goto('/dashboard');
    const list = page.getByRole('tabpanel').getByRole('listitem');
    await expect(list).toHaveCount(2);
    await expect(list.first().getByRole('heading')).toHaveText('Tulja Bhavani');
    await expect(list.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);

    await page.getByRole('tab', { name: 'My Insights' }).click();
    const values = await page.getByRole('definition').allTextContents();
    expect(values[0]).toBe('2');
    expect(values[1]).toBe('Maharashtra'); // the region of the most recent favorite
    expect(Number(values[5])).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'My Favorites' }).click();
    await page.getByRole('button', { name: 'Remove Tulja Bhavani from favorites' }).click();
    await expect(list).toHaveCount(1);
    await expect(list.first().getByRole('heading')).toHaveText(name);
    await page.goto('/deity/tulja-bhavani');
    await expect(page.getByRole('button', { name: 'Favorite Tulja Bhavani' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('search history records deity, surname and prayer searches; Clear All empties it', async ({ page }) => {
    // Each search is recorded once the page has hydrated: wait for it to be the newest entry.
    const search = async (path: string, query: string) => {
      await page.goto(path);
      await page.waitForFunction(
        ([key, q]) => (JSON.parse(localStorage.getItem(key!) ?? '[]') as { query: string }[])[0]?.query === q,
        [keys.history, query],
      );
    };
    await search('/search?q=Durga', 'Durga');
    await search('/surname-search?surname=Patel', 'Patel');
    await search('/prayers?q=Ganesh', 'Ganesh');
    await search('/search?q=Durga', 'Durga'); // a repeat moves to the top instead of repeating
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Search History' }).click();
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.getByRole('link')).toHaveText(['Durga', 'Ganesh', 'Patel']);
    await expect(rows.nth(2).getByRole('link')).toHaveAttribute('href', '/surname-search?surname=Patel');
    await expect(rows.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('heading', { name: 'No searches yet' })).toBeVisible();
    expect(await stored(page, keys.history)).toBe('[]');
  });

  test('preferences are saved; the theme really switches light and dark, also before the first paint', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Region').selectOption('gujarat');
    await page.getByLabel('Language').selectOption({ label: 'Hindi' });
    await page.getByLabel('Notifications').uncheck();
    await page.getByLabel('Dark').check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bodyBg()).toBe('rgb(26, 19, 16)');
    await expect(page.getByRole('link', { name: 'Explore deities with these preferences' })).toHaveAttribute('href', '/search?region=gujarat');
    expect(JSON.parse((await stored(page, keys.preferences))!)).toEqual({
      region: 'gujarat',
      type: '',
      tradition: '',
      notifications: false,
      language: 'hi',
      theme: 'dark',
    });
    await expectNoAxeViolations(page);

    // Another page, loaded fresh: dark from the start (the inline script runs before paint).
    await page.goto('/deity/khodiyar-mata');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Light').check();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await bodyBg()).toBe('rgb(255, 248, 237)');
  });

  test('default theme follows the device setting', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('corrupt or foreign storage: the dashboard recovers, says so and repairs it', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate((k) => {
      localStorage.setItem(k.favorites, '{not json');
      localStorage.setItem(k.history, JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ query: `q${i}`, kind: 'deity', at: 'x' }))));
      localStorage.setItem(k.preferences, JSON.stringify({ theme: { evil: true }, region: '<img src=x onerror=alert(1)>' }));
    }, keys);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expect(page.getByText('could not be read (favorites, search history, preferences), so it was reset')).toBeVisible();
    expect(await stored(page, keys.favorites)).toBeNull();
    expect(await stored(page, keys.history)).toBeNull();
    expect(await stored(page, keys.preferences)).toBeNull();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByLabel('Default (follow my device)')).toBeChecked();
    expect(errors).toEqual([]);
  });
});
