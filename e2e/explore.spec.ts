import { expect, test } from '@playwright/test';

test.describe('explore', () => {
  test('a query shows its heading, count and cards; the URL is shareable', async ({ page }) => {
    await page.goto('/search?q=mata');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "mata"');
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ Deities$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  });

  test('filters narrow the results, live in the URL, and Clear All Filters resets them', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Kuldevta');
    const total = Number((await page.getByRole('status').textContent())?.match(/\d+/)?.[0]);
    await page.getByLabel('Region').selectOption('gujarat');
    await expect(page).toHaveURL(/region=gujarat/);
    await expect(page.getByRole('status')).not.toHaveText(`Found ${total} Deities`);
    for (const badge of await page.getByRole('main').getByRole('article').locator('span.rounded-full').allTextContents()) {
      expect(badge).toBe('Gujarat');
    }
    await page.getByLabel('Deity Type').selectOption('mother-goddess');
    await expect(page).toHaveURL(/region=gujarat&type=mother-goddess/);
    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('status')).toHaveText(`Found ${total} Deities`);
    await expect(page.getByLabel('Region')).toHaveValue('');
  });

  test('pagination: next, numbered pages, and the page resets when a filter changes', async ({ page }) => {
    await page.goto('/search');
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    const firstOnPage1 = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPage1!);
    await pages.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/page=3/);
    await page.getByLabel('Tradition').selectOption('shakta');
    await expect(page).toHaveURL(/tradition=shakta/);
    expect(page.url()).not.toContain('page=');
  });

  test('bad page numbers and unknown filters never fail', async ({ page }) => {
    for (const url of ['/search?page=abc', '/search?page=-1', '/search?page=99999', '/search?region=atlantis&type=%3Cscript%3E']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('status')).toHaveText(/^Found \d+ Deities$/);
    }
    await page.goto('/search?page=99999');
    const last = page.getByRole('navigation', { name: 'Search results pages' }).locator('[aria-current="page"]');
    await expect(last).toBeVisible();
    const longQuery = 'a'.repeat(300);
    await page.goto(`/search?q=${longQuery}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${'a'.repeat(100)}"`);
  });

  test('empty state with a query offers to add the deity in a dialog', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    await expect(page.getByRole('status')).toHaveText('No deities found matching your search criteria');
    await expect(page.getByRole('heading', { name: 'No Results Found for “zzqqxx”' })).toBeVisible();
    const add = page.getByRole('link', { name: 'Add Your Kuldevta' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Submit Information for Your Kuldevta' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await page.getByRole('link', { name: 'Explore All Deities' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Kuldevta');
  });

  test('empty state without a query', async ({ page }) => {
    await page.goto('/search?region=nepal&type=sati-mata');
    await expect(page.getByRole('heading', { name: 'No Deities Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  });
});
