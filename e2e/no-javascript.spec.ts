import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { sendOverLongMessage, sendWithWrongEmail } from './support/contact-form';
import { expectNoSidewaysScroll } from './support/width';

/**
 * Without JavaScript nothing is lost: the contact and family-information forms post to their
 * server actions (a POST, so nothing typed goes into an address), answer with the same
 * validation and thank-you, and keep what was typed on an error; the dashboard says what it
 * needs instead of loading for ever. And a long search in the history wraps at 390 px.
 */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every document the page asks for: method and address (form posts among them). */
function documents(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') seen.push(r);
  });
  return seen;
}

/** Nothing typed in `values` appears in any address the browser asked for. */
function expectNothingTypedInAddresses(requests: Request[], values: string[]) {
  for (const r of requests) for (const v of values) expect(decodeURIComponent(r.url()), r.url()).not.toContain(v);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the contact form posts to its action: field errors with the text kept, then the thank-you', async ({ page }) => {
    const requests = documents(page);
    await page.goto('/contact');
    await sendWithWrongEmail(page, `Our kuldevi is Tulja Bhavani of Tuljapur (${Date.now()}).`);

    await page.getByLabel('Email Address *').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.");
    await expect(page.getByLabel('Message *')).toHaveValue('');

    const posts = requests.filter((r) => r.method() === 'POST');
    expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(['/contact', '/contact']);
    expectNothingTypedInAddresses(requests, ['Asha', 'asha', 'Tulja']);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a message over the limit is kept whole and refused with the limit, never cut by the browser', async ({ page }) => {
    await page.goto('/contact');
    await sendOverLongMessage(page, false);
  });

  test('"Add Your Kuldevta" leads to the form on its own page, which posts and thanks', async ({ page }) => {
    const requests = documents(page);
    await page.goto('/search?q=zzqqxx');
    await page.getByRole('link', { name: 'Add Your Kuldevta' }).click();
    await expect(page).toHaveURL(/\/submit-information\?for=kuldevta&term=zzqqxx$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Information for Your Kuldevta' })).toBeVisible();

    await page.getByLabel('Your Name *').fill('Asha Patil');
    await page.getByLabel('Town/City *').fill('Pune');
    await page.getByLabel('Region/State *').fill('Maharashtra');
    await page.getByLabel('Kuldevta Information *').fill('Tulja');
    await page.getByRole('button', { name: 'Submit Information' }).click();
    await expect(page.getByText('Kuldevta information must be between 10 and 2000 characters')).toBeVisible();
    await expect(page.getByLabel('Your Name *')).toHaveValue('Asha Patil');
    await expect(page.getByLabel('Town/City *')).toHaveValue('Pune');
    await expect(page.getByLabel('Kuldevta Information *')).toHaveValue('Tulja');

    await page.getByLabel('Kuldevta Information *').fill('Tulja Bhavani of Tuljapur, worshipped by the Patil family of Pune.');
    await page.getByRole('button', { name: 'Submit Information' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(page.getByText("Your information has been submitted successfully. We'll review it and add it to our database.")).toBeVisible();

    expect(requests.filter((r) => r.method() === 'POST').map((r) => new URL(r.url()).pathname)).toEqual([
      '/submit-information',
      '/submit-information',
    ]);
    expectNothingTypedInAddresses(requests, ['Asha', 'Pune', 'Tuljapur']);
  });

  test('the dashboard says it needs JavaScript, offers the popular deities, and never says "Loading"', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'This dashboard needs JavaScript' })).toBeVisible();
    await expect(page.locator('.nojs-only a[href^="/deity/"]')).toHaveCount(6);
    await expect(page.getByText(/Loading/).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('tablist')).toBeHidden();
  });
});

test.describe('with JavaScript', () => {
  // axe needs scripts in the page: the pages the forms answer with are checked here.
  test('the form page and the contact page after a refused post pass axe', async ({ page }) => {
    await page.goto('/submit-information?term=Patil');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Information for Your Name' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Information' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the "Add Your Kuldevta" link opens the form in a dialog, over the page', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    await page.getByRole('link', { name: 'Add Your Kuldevta' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Information for Your Kuldevta' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/search');
  });

  test('a 100-character search in the history wraps at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const query = 'Kuldevtasearch'.repeat(8).slice(0, 100);
    await page.goto('/about');
    await page.evaluate(
      (q) => localStorage.setItem('kuldevta.search-history.v1', JSON.stringify([{ query: q, kind: 'deity', at: new Date().toISOString() }])),
      query,
    );
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Search History' }).click();
    await expect(page.getByRole('link', { name: query })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('two visitors of the cached contact page get different idempotency keys', async ({ browser }) => {
    const keys = [];
    for (let i = 0; i < 2; i++) {
      const page = await browser.newPage();
      await page.goto('/contact');
      await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f-]{36}$/);
      keys.push(await page.locator('input[name="idempotencyKey"]').inputValue());
      await page.close();
    }
    expect(keys[0]).not.toBe(keys[1]);
  });
});
