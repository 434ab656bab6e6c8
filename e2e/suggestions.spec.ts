import { expect, test } from '@playwright/test';

test.describe('deity suggestions', () => {
  test('arrow keys and Enter choose a suggestion', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    await box.fill('tulja');
    const list = page.getByRole('listbox', { name: 'Deity suggestions' });
    await expect(list.getByRole('option').first()).toContainText('Tulja Bhavani');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /opt-0$/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/deity\/tulja-bhavani$/);
  });

  test('a native-script name finds its deity; Escape closes the list', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    await box.fill('ખોડિયાર');
    const option = page.getByRole('option', { name: /Khodiyar Mata/ });
    await expect(option).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Deity suggestions' })).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter without a chosen suggestion goes to Explore; empty text is ignored', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('amba');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=amba$/);
  });

  test('one character shows nothing; the endpoint answers 400 with a JSON error', async ({ page, request }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    await box.fill('k');
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox', { name: 'Deity suggestions' })).toBeHidden();
    const short = await request.get('/api/deities/suggest?q=k');
    expect(short.status()).toBe(400);
    expect(await short.json()).toEqual({ error: 'Search term must be at least 2 characters long' });
    const long = await request.get(`/api/deities/suggest?q=${'x'.repeat(101)}`);
    expect(long.status()).toBe(400);
    expect((await long.json()).error).toBe('Search term must not exceed 100 characters');
    const ok = await request.get('/api/deities/suggest?q=mata');
    expect((await ok.json()).suggestions.length).toBeLessThanOrEqual(8);
  });
});
