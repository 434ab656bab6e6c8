import { expect, test } from '@playwright/test';

test.describe('layout', () => {
  test('header links with the current one highlighted, footer links, share links, copyright', async ({ page }) => {
    await page.goto('/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Explore', 'Prayers', 'Find by Surname', 'About']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Explore', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true }).first()).not.toHaveAttribute('aria-current', 'page');

    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Explore', '/search'],
      ['About', '/about'],
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ];
    for (const [label, href] of expected) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    // No accounts exist to link to: the social buttons share the page being read.
    const share = page.getByRole('list', { name: 'Share this page' });
    await expect(share.getByRole('link')).toHaveCount(2);
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https?%3A%2F%2F[^&]+%2Fsearch$/,
    );
    await expect(share.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    await expect(page.getByText('© 2024 Kuldevta. All rights reserved.')).toBeVisible();
  });

  test('each navigation scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu toggle opens the menu and choosing a link closes it', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Explore' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('error pages', () => {
  test('an unmatched route shows the error page with a 404 and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a render failure shows the same heading with a 500', async ({ page }) => {
    const response = await page.goto('/error-check');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  });
});
