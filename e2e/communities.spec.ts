import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { checkJsonLd } from './json-ld';

// Every box finds a family (issue 25, items 1, 8 and 9): the deity search leads with a surname,
// community or gotra it recognises; community pages list gotras, deities and surnames with
// sources; a page says how families find a kuldevi they do not know. Without JavaScript, at
// 390 px where the layout matters.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const lead = (page: Page) => page.getByRole('region', { name: 'Families with this name' });

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the deity search leads with the surname it recognises, before the deities', async ({ page }) => {
    const cases: [string, string][] = [
      ['Jadhav', '/surname/jadhav'],
      ['Kulkarni', '/surname/kulkarni'],
      ['Patel', '/surname/patel'],
      ['जाधव', '/surname/jadhav'],
    ];
    for (const [q, href] of cases) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      const link = lead(page).getByRole('link', { name: /family's kuldevta$/ });
      await expect(link, q).toHaveAttribute('href', href);
      await expect(lead(page).getByRole('heading', { level: 2 }).first()).toContainText(/is a family name/);
      // First on the page: above the count of deities and the empty state.
      const leadTop = (await lead(page).boundingBox())!.y;
      const countTop = (await page.getByText(/^(Found \d+ Deit|No deities found)/).boundingBox())!.y;
      expect(leadTop, q).toBeLessThan(countTop);
    }
    // Kulkarni was "No Results Found" and nothing else: now the family comes first.
    await page.goto('/search?q=Kulkarni');
    await expect(lead(page).getByRole('link', { name: 'Chitpavan Brahmin' })).toHaveAttribute('href', '/community/chitpavan-brahmin');
    await expectNoSideScroll(page);
  });

  test('the home toggle works without scripts, and each form answers', async ({ page }) => {
    await page.goto('/');
    const deities = page.getByRole('radio', { name: 'Search Deities' });
    const surname = page.getByRole('radio', { name: 'Search by Surname' });
    await expect(deities).toBeChecked();
    await expect(page.getByPlaceholder('Search for your Kuldevta...')).toBeVisible();
    await expect(page.getByPlaceholder(/^Enter your surname/)).toBeHidden();
    await page.locator('label[for="hero-mode-surname"]').click();
    await expect(surname).toBeChecked();
    await expect(page.getByPlaceholder('Search for your Kuldevta...')).toBeHidden();
    const box = page.getByPlaceholder(/^Enter your surname/);
    await expect(box).toBeVisible();
    await box.fill('Joshi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/surname-search\?surname=Joshi/);

    // The deity box takes a surname too.
    await page.goto('/');
    await page.getByPlaceholder('Search for your Kuldevta...').fill('Kulkarni');
    await page.getByPlaceholder('Search for your Kuldevta...').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Kulkarni/);
    await expect(lead(page).getByRole('link', { name: "See the Kulkarni family's kuldevta" })).toBeVisible();
  });

  test('surname search and Explore find a community or a gotra', async ({ page }) => {
    const cases: [string, string][] = [
      ['Chitpavan', 'chitpavan-brahmin'],
      ['Oswal', 'oswal'],
      ['Seervi', 'seervi'],
      ['Kunbi', 'kunbi'],
    ];
    for (const [q, slug] of cases) {
      await page.goto(`/surname-search?surname=${q}`);
      await expect(lead(page).getByRole('link', { name: /kuldevis by/ }), q).toHaveAttribute('href', `/community/${slug}`);
    }
    await page.goto('/search?q=Oswal+gotra+list');
    await expect(lead(page).getByRole('heading', { name: /Oswal is a community/ })).toBeVisible();
    await expect(lead(page).getByRole('link', { name: 'See the Oswal kuldevis by gotra' })).toHaveAttribute('href', '/community/oswal');

    await page.goto('/search?q=Kaundinya');
    await expect(lead(page).getByRole('heading', { name: /Kaundinya is a gotra/ })).toBeVisible();
    const maratha = lead(page).getByRole('link', { name: 'Maratha' });
    await expect(maratha).toHaveAttribute('href', '/community/maratha#gotra-kaundinya');
    await maratha.click();
    await expect(page.locator('#gotra-kaundinya')).toContainText('Gotra Kaundinya');
    await expect(page.locator('#gotra-kaundinya').getByRole('link', { name: 'Jadhav' }).first()).toHaveAttribute('href', '/surname/jadhav');
    await page.goto('/surname-search?surname=Kaundinya');
    await expect(lead(page).getByRole('link', { name: 'Konkani Saraswat Brahmin' })).toHaveAttribute(
      'href',
      /^\/community\/konkani-saraswat-brahmin#gotra-kaundinya/,
    );
  });

  test('a community page: gotra or clan, family deity, surnames, each with its source', async ({ page }) => {
    await page.goto('/community/oswal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oswal Kuldevi and Kuldevta by Gotra');
    await expect(page.getByText(/Jain merchant community/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wikipedia: Oswal' })).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Oswal');
    const sachiya = page.getByRole('region', { name: 'Sachiya Mata' });
    await expect(sachiya.getByRole('heading', { level: 2 })).toContainText('Sachiya Mata');
    expect(await sachiya.getByRole('link', { name: /^[A-Z]/ }).count()).toBeGreaterThan(50);
    await expect(sachiya.getByText(/^Source:/).first()).toBeVisible();
    await expect(sachiya).toContainText(/(Traditional Knowledge|Research Based|Community Input|Community's rule applied) · (High|Medium|Low)/);
    // The summary counts what the page lists.
    const listed = await page.locator('main a[href^="/surname/"]').evaluateAll((as) => new Set(as.map((a) => a.getAttribute('href'))).size);
    await expect(page.getByTestId('community-summary')).toContainText(`of ${listed} Oswal gotras`);
    const { problems, nodes } = checkJsonLd(await page.content());
    expect(problems).toEqual([]);
    expect(nodes.map((n) => n['@type'])).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
    await expectNoSideScroll(page);

    // Maheshwari: sixty gotras, each folded under its summary; still every khap is a link in the page.
    await page.goto('/community/maheshwari');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maheshwari Kuldevi and Kuldevta by Gotra');
    const index = page.getByRole('navigation', { name: /^Gotras \(\d+\)$/ });
    expect(await index.getByRole('link').count()).toBeGreaterThan(40);
    expect(await page.locator('details[id^="gotra-"]').count()).toBeGreaterThan(40);
    await expectNoSideScroll(page);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuldevi by Community, Gotra and Surname');
    await expect(page.getByRole('link', { name: 'Gahoi Vaishya' })).toHaveAttribute('href', '/community/gahoi-vaishya');
  });

  test('surname cards and deity pages link to the community page', async ({ page }) => {
    await page.goto('/surname/jadhav');
    await expect(page.getByRole('link', { name: 'Maratha community: kuldevis by gotra' }).first()).toHaveAttribute('href', '/community/maratha');
    await page.goto('/surname/aagharya');
    await expect(page.getByRole('link', { name: 'Oswal community: kuldevis by gotra' })).toHaveAttribute('href', '/community/oswal');
    await page.goto('/deity/sachiya-mata');
    // Past the first few communities the groups are folded: a summary opens them, without scripts too.
    await page
      .locator('details', { hasText: /^Oswal/ })
      .locator('summary')
      .click();
    await expect(page.getByRole('link', { name: 'Oswal community: kuldevis by gotra' })).toHaveAttribute('href', '/community/oswal');
    await page.goto('/surname-search?surname=Agarwal');
    await expect(page.getByRole('link', { name: 'Agarwal community: kuldevis by gotra' }).first()).toHaveAttribute('href', '/community/agarwal');
  });

  test('a community that does not exist is 404, with the list of communities', async ({ page }) => {
    const response = await page.goto('/community/no-such-community');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Community Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Communities' })).toHaveAttribute('href', '/community');
  });

  test("Don't know your kuldevi: every statement with its sources, questions to print", async ({ page }) => {
    await page.goto('/how-to-find-your-kuldevi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Don't Know Your Kuldevi? How Families Find Their Family Deity");
    for (const heading of [
      'Ask elders and relatives of the same surname and gotra',
      'Go back to the native village and its temple',
      'Ask the family priest',
      'Ask the family’s genealogist: Barot, Bhat, Vahivancha',
      'Look in the registers of the tirth purohits',
      'What traditions say to do meanwhile',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Every paragraph of the guidance names at least one source, by a link to it.
    const paragraphs = page.locator('main section[id]:not(#questions) p');
    const count = await paragraphs.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++)
      expect(await paragraphs.nth(i).locator('a[href^="http"]').count(), await paragraphs.nth(i).innerText()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Wikipedia: Hindu genealogy registers at Haridwar' }).first()).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Hindu_genealogy_registers_at_Haridwar',
    );
    const questions = page.getByRole('region', { name: 'Questions to ask your elders' });
    expect(await questions.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await expectNoSideScroll(page);

    // Printed: the questions, not the rest of the page.
    await page.emulateMedia({ media: 'print' });
    await expect(questions).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ask the family priest' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
  });

  test('every "No exact match", the shared-surname page and Help lead to it', async ({ page }) => {
    await page.goto('/surname-search?surname=zzqqxx');
    await expect(page.getByText('No exact match for "zzqqxx"')).toBeVisible();
    await expect(page.getByRole('link', { name: "Don't know your kuldevi? How families find it" })).toHaveAttribute(
      'href',
      '/how-to-find-your-kuldevi',
    );
    await page.goto('/surname/desai');
    await expect(page.getByRole('link', { name: "Don't know your kuldevi? How families find it" })).toHaveAttribute(
      'href',
      '/how-to-find-your-kuldevi',
    );
    await page.goto('/help');
    await expect(page.getByRole('link', { name: 'How families find their kuldevi' })).toHaveAttribute('href', '/how-to-find-your-kuldevi');
  });
});

// axe needs scripts in the page: the same pages, read with them, on a phone.
test.describe('accessibility at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/search?q=Kulkarni',
    '/search?q=Kaundinya',
    '/community/oswal',
    '/community/maheshwari',
    '/community',
    '/how-to-find-your-kuldevi',
    '/',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('with JavaScript', () => {
  test('the deity box suggests the family name first and goes to its page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search deities' });
    await box.fill('Jadhav');
    const list = page.getByRole('listbox', { name: 'Deity suggestions' });
    await expect(list.getByRole('option').first()).toContainText("Family name: see the Jadhav family's kuldevta");
    await list.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/surname\/jadhav$/);

    await page.goto('/');
    await box.fill('Chitpavan');
    await expect(list.getByRole('option').first()).toContainText('Community: see the Chitpavan Brahmin kuldevis');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/community\/chitpavan-brahmin$/);
  });

  test('the home toggle is the same radio pair with scripts', async ({ page }) => {
    await page.goto('/');
    await page.locator('label[for="hero-mode-surname"]').click();
    const box = page.getByRole('combobox', { name: 'Surname' });
    await box.fill('Joshi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/surname-search\?surname=Joshi/);
  });
});
