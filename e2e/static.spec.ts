import { expect, test } from '@playwright/test';

test.describe('static pages', () => {
  test('about: four tabs in the HTML, FAQ JSON-LD matching the visible text', async ({ page, request }) => {
    await page.goto('/about');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(6);
    const html = await (await request.get('/about')).text();
    const faq = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((m) => JSON.parse(m[1]!)['@graph'] ?? [JSON.parse(m[1]!)])
      .find((d) => d['@type'] === 'FAQPage');
    const visible = page.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const q of faq.mainEntity) {
      await expect(visible.getByText(q.name, { exact: true })).toBeVisible();
      await expect(visible.getByText(q.acceptedAnswer.text, { exact: true })).toBeVisible();
    }
  });

  test('help: category tabs, search and the empty state', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Help categories' }).getByRole('button')).toHaveCount(3);
    await page.getByRole('button', { name: 'Search & Navigation' }).click();
    await expect(page.getByRole('button', { name: 'Search & Navigation' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Search help articles').fill('confidence');
    await expect(page.locator('dt').first()).toBeVisible();
    await page.getByLabel('Search help articles').fill('zzqqxx');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  });

  test('terms and privacy: 12 sections, a fixed last-updated date, support and help links', async ({ page }) => {
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('listitem')).toHaveCount(12);
      await expect(page.locator('time')).toHaveAttribute('datetime', '2026-11-22');
      await expect(page.getByRole('main').getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
      await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    }
  });
});
