import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('hero toggle, six popular deities, benefits and the call to action', async ({ page }) => {
    await page.goto('/');
    const deities = page.getByRole('radio', { name: 'Search Deities' });
    const surname = page.getByRole('radio', { name: 'Search by Surname' });
    await expect(deities).toBeChecked();
    await expect(page.getByPlaceholder('Search for your Kuldevta...')).toBeVisible();
    // The toggle is a radio pair: keyboard and pointer both switch it.
    await deities.focus();
    await page.keyboard.press('ArrowRight');
    await expect(surname).toBeChecked();
    await expect(page.getByPlaceholder('Enter your surname (e.g., Patel, Sharma, Singh, Joshi)')).toBeVisible();
    await expect(page.getByPlaceholder('Search for your Kuldevta...')).toBeHidden();
    await page.getByText('Search Deities', { exact: true }).click();
    await expect(deities).toBeChecked();
    await expect(page.getByPlaceholder('Search for your Kuldevta...')).toBeVisible();

    const popular = page.getByRole('region', { name: 'Popular Kuldevta' });
    await expect(popular.getByRole('article')).toHaveCount(6);
    await expect(popular.getByRole('link', { name: /Learn More/ }).first()).toHaveAttribute('href', /^\/deity\/[a-z0-9-]+$/);
    await expect(popular.getByRole('link', { name: 'Explore All Deities' })).toHaveAttribute('href', '/search');

    await expect(page.getByRole('heading', { name: 'Why Discover Your Kuldevta?' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why Discover Your Kuldevta?' }).getByRole('listitem')).toHaveCount(3);
    const cta = page.getByRole('region', { name: 'Find Your Kuldevta' });
    await expect(cta.getByRole('link', { name: 'Search by Surname' })).toHaveAttribute('href', '/surname-search');
    await expect(cta.getByRole('link', { name: "Don't know your kuldevi? How families find it" })).toHaveAttribute(
      'href',
      '/how-to-find-your-kuldevi',
    );
  });

  test('the popular deities are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Popular Kuldevta');
    expect(html.match(/href="\/deity\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });
});
