import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The answer to "which deity does my family keep?": the family's own community first, nothing
// hidden by a narrowing it does not contradict, close spellings of the same name only, on a
// phone's first screen, with sources a reader can trust.

const communities = (page: Page, scope = page.locator('main')) => scope.locator('[data-answer-community]');

test.describe("the family's own community first", () => {
  test('Patel leads with the Patidars; the Maratha sub-clan name comes last and says what it is', async ({ page }) => {
    for (const url of ['/surname-search?surname=Patel', '/surname/patel']) {
      await page.goto(url);
      const items = communities(page);
      await expect(items.first()).toHaveAttribute('data-answer-community', /Pat(el|idar)/);
      const last = items.last();
      await expect(last).toHaveAttribute('data-answer-community', 'Maratha');
      await expect(last).toContainText('Patel is also a sub-clan name among Maratha Jadhavs');
    }
    await expect(page.getByText(/^Why Leva Patel first: Patel is above all the surname of the Patidars/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wikipedia: Patel' }).first()).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Patel');
  });

  test('Deshmukh leads with the Marathas, for a sourced reason, and lists every community alike', async ({ page }) => {
    await page.goto('/surname/deshmukh');
    const items = communities(page);
    await expect(items.first()).toHaveAttribute('data-answer-community', 'Maratha');
    await expect(items).toHaveCount(5);
    await expect(page.getByText(/^Why Maratha first: Families holding the Deshmukh title are often Marathas/)).toBeVisible();
    await page.goto('/surname-search?surname=Deshmukh');
    await expect(communities(page).first()).toHaveAttribute('data-answer-community', 'Maratha');
  });
});

test.describe('narrowing never hides an answer it does not contradict', () => {
  test.use({ javaScriptEnabled: false });

  test('a state keeps the rows with no place recorded, marked so', async ({ page }) => {
    await page.goto('/surname-search?surname=Jadhav&state=Maharashtra');
    const maratha = communities(page).filter({ hasText: 'Jyotiba' }).first();
    await expect(maratha).toHaveAttribute('data-answer-community', 'Maratha');
    await expect(maratha).toContainText('place not recorded');
    await page.goto('/surname-search?surname=Kulkarni&town=Pune');
    await expect(communities(page).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results? for "Kulkarni"$/);
    await page.goto('/surname/jadhav?state=Maharashtra');
    await expect(page.getByRole('heading', { name: 'Maratha', level: 2 })).toBeVisible();
    await expect(page.getByText('place not recorded').first()).toBeVisible();
  });

  test('a shared surname narrows by community, then gotra, and the links keep the state', async ({ page }) => {
    await page.goto('/surname/agarwal?state=Rajasthan');
    const byCommunity = page.getByRole('navigation', { name: 'Narrow by community' });
    const link = byCommunity.getByRole('link', { name: 'Agarwal', exact: true });
    await expect(link).toHaveAttribute('href', '/surname/agarwal?state=Rajasthan&community=Agarwal');
    await link.click();
    const byGotra = page.getByRole('navigation', { name: 'Narrow by gotra' });
    const garg = byGotra.getByRole('link', { name: 'Garg', exact: true });
    await expect(garg).toHaveAttribute('href', '/surname/agarwal?state=Rajasthan&community=Agarwal&gotra=Garg');
    await garg.click();
    await expect(page).toHaveURL(/gotra=Garg/);
    await expect(page.locator('[data-deity-card="mahalakshmi"]').first()).toContainText('Garg');
    // Kulkarni's two communities are two addresses, not one.
    await page.goto('/surname-search?surname=Kulkarni');
    const hrefs = await communities(page)
      .locator('a')
      .first()
      .evaluateAll(() => []);
    expect(hrefs).toEqual([]);
    const links = await page.locator('[data-answer-community] > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(1);
    expect(new Set(links).size).toBe(links.length);
  });
});

test.describe('did you mean', () => {
  test('Jadav leads to Jadhav, labelled with its community; a name we lack gets no other name', async ({ page }) => {
    await page.goto('/surname-search?surname=Jadav');
    const dym = page.getByRole('navigation', { name: 'Did you mean' });
    await expect(dym.getByRole('link').first()).toHaveText('Jadhav (Maratha, Banjara)');
    await dym.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/surname\/jadhav$/);
    await page.goto('/surname-search?surname=Khanna');
    await expect(page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: /Gawhane|Goyan|Keni|Kini/ })).toHaveCount(0);
    await page.goto('/surname-search?surname=Kulkarny');
    await expect(page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link').first()).toHaveText(/^Kulkarni \(/);
  });
});

test.describe("the answer on a phone's first screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const js of [true, false]) {
    test(`the first community and its deity are visible without scrolling (${js ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
      const page = await context.newPage();
      for (const url of ['/surname-search?surname=Patel', '/surname/patel', '/surname-search?surname=Agarwal', '/surname/jadhav']) {
        await page.goto(url);
        const first = communities(page).first();
        const name = first.locator('a').first();
        const deity = first.locator('[data-deity]').first();
        for (const el of [name, deity]) {
          const box = await el.boundingBox();
          expect(box, url).not.toBeNull();
          expect(box!.y + box!.height, `${url}: below the first screen`).toBeLessThanOrEqual(844);
        }
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      // The place fields are folded, and open without scripts.
      await page.goto('/surname-search?surname=Patel');
      await expect(page.getByLabel('State/Province (optional)')).toBeHidden();
      await page.getByText('Narrow by place (optional)').click();
      await expect(page.getByLabel('State/Province (optional)')).toBeVisible();
      await context.close();
    });
  }

  test("Agarwal's gotras are one line, and long answers fold past the first communities", async ({ page }) => {
    await page.goto('/surname-search?surname=Agarwal');
    const agarwal = communities(page).first();
    await expect(agarwal.locator('[data-deity="mahalakshmi"]')).toHaveCount(1);
    await expect(agarwal).toContainText(/\(\d+ gotras\)/);
    await page.goto('/surname/chauhan');
    const folded = page.locator('#answer-communities details');
    if ((await communities(page).count()) > 4) await expect(folded).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('sources a reader can trust', () => {
  test('a copy of Wikipedia links Wikipedia; no link goes to a copying site; the badges have a legend that agrees with Help', async ({ page }) => {
    await page.goto('/surname/jadhav');
    // The Banjara row now cites the Marathi article itself (it was read in a copy before).
    const article = page.getByRole('link', { name: 'Marathi Wikipedia: जाधव' }).first();
    await expect(article).toHaveAttribute('href', /^https:\/\/mr\.wikipedia\.org\/wiki\//);
    const hrefs = await page.locator('main a[href^="http"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hostname));
    for (const host of hrefs) expect(host).not.toMatch(/profilbaru|nina\.az|defzone|1209k|en-academic|uncensored-wiki|wikimili|kiwix/);
    await page.getByText('What the badges mean').click();
    const meaning = await page.locator('details dt', { hasText: 'Community Input' }).locator('xpath=following-sibling::dd[1]').innerText();
    await page.goto('/surname/bajaj');
    await expect(page.getByRole('link', { name: 'Maheshwari community site, data file' }).first()).toBeVisible();
    // An inferred card says the community's rule was applied, and names where the rule comes from.
    await page.goto('/surname/kulkarni');
    await expect(page.getByText("We applied the community's rule to this surname").first()).toBeVisible();
    await page.goto('/help');
    await expect(page.getByText(meaning.replace(/\.$/, ''), { exact: false })).toBeAttached();
  });
});
