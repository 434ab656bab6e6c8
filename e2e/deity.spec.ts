import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { deityMessages } from '../lib/i18n/messages/deity';

test.describe('deity detail', () => {
  test('header, badges, breadcrumbs and four tabs by mouse and keyboard', async ({ page }) => {
    await page.goto('/deity/tulja-bhavani');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tulja Bhavani');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('list', { name: 'Region, deity type and tradition' }).getByRole('listitem')).toHaveText([
      'Maharashtra',
      'Mother Goddess (Devi)',
      'Shakta',
    ]);

    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Shrines of Tulja Bhavani' })).toContainText('Tuljapur');

    await page.getByRole('tab', { name: 'Worship' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Worship' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Festivals' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Festivals' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Navratri');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Related Deities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await page.keyboard.press('Home');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
  });

  test('every tab, the metadata and valid JSON-LD are in the server HTML', async ({ request }) => {
    const response = await request.get('/deity/tulja-bhavani');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of ['Alternative Names', 'How Families Worship Tulja Bhavani', 'Festivals', 'Related Deities', 'Gondhal']) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/deity\/tulja-bhavani"/);
    expect(html).toMatch(/<meta property="og:title" content="Tulja Bhavani/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const nodes = blocks.flatMap((b) => b['@graph'] ?? [b]);
    const article = nodes.find((n) => n['@type'] === 'Article');
    expect(article).toMatchObject({ headline: expect.stringContaining('Tulja Bhavani'), datePublished: expect.any(String) });
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
  });

  // The sections below the first screen (shrines, families, prayers, questions, sources) are laid
  // out only as they come near the viewport, or with JavaScript one by one when the browser is
  // idle: the first frame shapes only the text in view.
  test('without JavaScript, the sections below the first screen are laid out as they come near, and a link reaches them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/mr/deity/tulja-bhavani');
    const sources = page.locator('#sources-heading');
    const laidOut = () => sources.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    // Not laid out at the top of the page; the heading and the introduction are.
    expect(await laidOut()).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    // Still in the page's outline for a screen reader, and laid out once scrolled to.
    await expect(page.getByRole('heading', { level: 2, name: deityMessages.mr.sources })).toHaveCount(1);
    await sources.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    // A link to a section far below lands on it.
    await page.goto('/mr/deity/tulja-bhavani#deity-faq-heading');
    await expect(page.locator('#deity-faq-heading')).toBeInViewport();
    await context.close();
  });

  test('with JavaScript, the sections below are not laid out for the first frame, then all are, and every target has its real size', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Whether the sources were laid out in the first frame that had them.
    await page.addInitScript(() => {
      requestAnimationFrame(function look() {
        const sources = document.querySelector('#sources-heading');
        if (!sources) return requestAnimationFrame(look);
        (window as unknown as { firstFrame: boolean }).firstFrame = sources.checkVisibility({ contentVisibilityAuto: true });
      });
    });
    await page.goto('/deity/khodiyar-mata');
    expect(await page.evaluate(() => (window as unknown as { firstFrame: boolean }).firstFrame)).toBe(false);
    // Then, without scrolling, every section is laid out, so nothing measured overlaps: a skipped
    // section takes a placeholder's height, and what overflows it would lie over the next one.
    await expect.poll(() => page.locator('#sources-heading').evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    const axe = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await context.close();
  });

  test('an unknown deity shows Deity Not Found with a 404', async ({ page }) => {
    const response = await page.goto('/deity/no-such-deity');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deity Not Found');
    await expect(page.getByText("The deity you're looking for doesn't exist in our database.")).toBeVisible();
  });
});
