import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/width';

// Families' word: an answer confirmed and corrected from the surname page, a prayer sent from a
// deity page, the answers of a shrine and a community page to confirm, each form with and
// without JavaScript: a refused form says why beside the field and keeps every word typed.

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test('an answer on a surname page is confirmed, and a confirmation without a region keeps what was typed', async ({ page }) => {
      await page.goto('/surname/pawar');
      const confirm = page.getByRole('link', { name: 'Our family keeps this deity' }).first();
      await expect(confirm).toHaveAttribute('href', /^\/family-word\?kind=confirm&surname=Pawar&/);
      await confirm.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByLabel('Town or village (optional)').fill('Dewas');
      await page.getByLabel('Your gotra (optional)').fill('Vasishtha');
      await page.getByRole('button', { name: 'Our family keeps this deity' }).click();
      await expect(page.getByText('Region must be at least 2 characters').first()).toBeVisible();
      await expect(page.getByLabel('Town or village (optional)')).toHaveValue('Dewas');
      await expect(page.getByLabel('Your gotra (optional)')).toHaveValue('Vasishtha');
      await page.getByLabel("Your family's region or state *").fill(javaScriptEnabled ? 'Madhya Pradesh' : 'Maharashtra');
      await page.getByRole('button', { name: 'Our family keeps this deity' }).click();
      await expect(page.getByRole('status')).toContainText('A reviewer will read it before it is counted on the page.');
    });

    test('a correction asks how the family knows and why, and keeps every field when refused', async ({ page }) => {
      await page.goto('/surname/pawar');
      await page.getByRole('link', { name: 'Ours is different' }).first().click();
      await page.getByLabel('The deity your family keeps *').fill('Kalubai');
      await page.getByLabel('From a website').check();
      await page.getByLabel("The book's name, or the site's address (for a book or a site)").fill('not an address');
      await page.getByLabel("Your family's region or state *").fill('Maharashtra');
      await page.getByRole('button', { name: 'Send what our family keeps' }).click();
      await expect(page.getByText("Give the site's full address, starting with https://").first()).toBeVisible();
      await expect(page.getByLabel('The deity your family keeps *')).toHaveValue('Kalubai');
      await expect(page.getByLabel('From a website')).toBeChecked();
      await page.getByLabel("The book's name, or the site's address (for a book or a site)").fill('https://example.org/our-family');
      await page.getByLabel('Why: what your family knows, and from whom *').fill('Our grandmother took us to Kalubai at Mandhardevi every year.');
      await page.getByRole('button', { name: 'Send what our family keeps' }).click();
      await expect(page.getByRole('status')).toContainText('A reviewer will read it');
    });

    test("a deity page leads to sending the family's prayer; a prayer without its source is refused, its text kept", async ({ page }) => {
      await page.goto('/deity/tulja-bhavani');
      await expect(page.getByRole('heading', { name: 'Sung by families at the shrine' })).toBeVisible();
      await page.getByRole('link', { name: "Send the prayer sung at your family's shrine" }).click();
      await expect(page).toHaveURL(/\/family-word\?kind=prayer&deity=tulja-bhavani$/);
      const text = 'आई राजा उदो उदो, सदानंदीचा उदो उदो';
      await page.getByLabel('Its title or first line *').fill('Aai Raja Udo Udo');
      await page.getByLabel('Its language *').fill('Marathi');
      await page.getByLabel('The text, as your family sings it *').fill(text);
      await page.getByLabel("Your family's region or state *").fill('Maharashtra');
      await page.getByRole('button', { name: 'Send the prayer' }).click();
      await expect(page.getByText('Where the text comes from must be at least 3 characters').first()).toBeVisible();
      await expect(page.getByLabel('The text, as your family sings it *')).toHaveValue(text);
      await page.getByLabel('Where the text comes from *').fill("The Tuljapur temple's aarti booklet");
      await page.getByRole('button', { name: 'Send the prayer' }).click();
      await expect(page.getByRole('status')).toContainText('only traditional texts are published');
    });
  });
}

test('a shrine and a community page list their answers, folded, each to confirm or correct', async ({ page }) => {
  for (const path of ['/temple/tulja-bhavani-tuljapur', '/community/maratha']) {
    await page.goto(path);
    const list = page.locator('details', { has: page.locator('summary', { hasText: /^Confirm or correct / }) });
    await expect(list, path).toHaveCount(1);
    await list.locator('summary').click();
    const confirm = list.getByRole('link', { name: 'Our family keeps this deity' }).first();
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAttribute('href', /^\/family-word\?kind=confirm&surname=[^&]+&community=[^&]+&gotra=[^&]*&deity=[a-z0-9-]+$/);
    await expect(list.getByRole('link', { name: 'Ours is different' }).first()).toHaveAttribute('href', /^\/family-word\?kind=correct&/);
  }
  // On a page in another language the links lead to the English form, and say so.
  await page.goto('/mr/community/maratha');
  const list = page.locator('details').filter({ has: page.locator('summary', { hasText: 'दुजोरा द्या' }) });
  await list.locator('summary').click();
  await expect(list.locator('a[href^="/family-word?kind=confirm"]').first()).toHaveAttribute('hreflang', 'en');
});
