import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Reading a prayer on a phone, and prayer lists that hold what they say, at 390 x 844.
const phone = { width: 390, height: 844 };
const aarti = '/aarti/sukhkarta-dukhharta-ganesh-aarti-1';
const simpleLine = 'sukhkarta dukhharta varta vighnachi |';
const scholarlyLine = 'sukhakartā duḥkhahartā vārtā vighnācī |';

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test.describe('reading a prayer on a phone', () => {
  test.use({ viewport: phone });

  test('the text starts on the first screen; what it is for and when to recite it come after', async ({ page }) => {
    await page.goto(aarti);
    const first = page.locator('.reading-original').first();
    await expect(first).toHaveText('सुखकर्ता दुःखहर्ता वार्ता विघ्नाची।');
    const line = (await first.boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(phone.height);
    await expect(page.getByText(simpleLine, { exact: true })).toBeInViewport();
    const benefits = (await page.getByRole('heading', { name: 'Benefits' }).boundingBox())!;
    const recite = (await page.getByRole('heading', { name: 'When to Recite' }).boundingBox())!;
    const lastLine = (await page.locator('.reading-original').last().boundingBox())!;
    expect(benefits.y).toBeGreaterThan(lastLine.y);
    expect(recite.y).toBeGreaterThan(lastLine.y);
    await noSidewaysScroll(page);
  });

  test('simple transliteration by default; the scholarly one and the text size are chosen once and remembered', async ({ page }) => {
    await page.goto(aarti);
    const simple = page.getByText(simpleLine, { exact: true });
    const scholarly = page.getByText(scholarlyLine, { exact: true });
    await expect(simple).toBeVisible();
    await expect(scholarly).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Simple' })).toBeChecked();

    await page.getByText('Scholarly (IAST)').click();
    await expect(scholarly).toBeVisible();
    await expect(simple).toBeHidden();
    const size = () => page.locator('#prayer-text').evaluate((el) => getComputedStyle(el).fontSize);
    expect(await size()).toBe('16px');
    await page.getByText('A+', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Large text' })).toBeChecked();
    expect(await size()).toBe('20px');
    const lineSize = await page
      .locator('.reading-original')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(lineSize).toBe(30);

    // Another prayer, loaded afresh: the choice holds from the first paint.
    await page.goto('/aarti/jai-ganesh-jai-ganesh-deva-ganesh-aarti-2');
    expect(await page.evaluate(() => [document.documentElement.dataset.translit, document.documentElement.dataset.textSize])).toEqual([
      'scholarly',
      'large',
    ]);
    await expect(page.getByText('jaya gaṇeśa jaya gaṇeśa jaya gaṇeśa devā |', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Scholarly (IAST)' })).toBeChecked();
    expect(await size()).toBe('20px');
    await page.getByText('Simple', { exact: true }).click();
    await expect(page.getByText('jai ganesh jai ganesh jai ganesh deva |', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('jai ganesh jai ganesh jai ganesh deva |', { exact: true })).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await noSidewaysScroll(page);
  });

  test('Copy Text copies the transliteration the reader sees', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(aarti);
    await page.getByRole('button', { name: 'Copy Text' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(simpleLine);
    await page.getByText('Scholarly (IAST)').click();
    await page.getByRole('button', { name: 'Copy Text' }).click();
    await expect(async () => expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(scholarlyLine)).toPass();
  });
});

test.describe('reading a prayer without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the simple transliteration is shown, the scholarly one and a larger text are a tap away', async ({ page }) => {
    await page.goto(aarti);
    const simple = page.getByText(simpleLine, { exact: true });
    const scholarly = page.getByText(scholarlyLine, { exact: true });
    await expect(simple).toBeInViewport();
    await expect(scholarly).toBeHidden();
    await page.getByText('Scholarly (IAST)').click();
    await expect(scholarly).toBeVisible();
    await expect(simple).toBeHidden();
    await page.getByText('A++', { exact: true }).click();
    expect(await page.locator('#prayer-text').evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    await noSidewaysScroll(page);
  });
});

test.describe('prayer lists hold what they say', () => {
  test.use({ viewport: phone });

  /** Every card of a list, walking its pages: [kind label on the card, heading of its group]. */
  async function walk(page: Page, base: string) {
    const cards: { kind: string; group: string }[] = [];
    const groups = new Map<string, number>();
    for (let n = 1; ; n++) {
      await page.goto(`${base}${base.includes('?') ? '&' : '?'}page=${n}`);
      for (const section of await page.locator('main section[aria-labelledby^="kind-"]').all()) {
        const heading = (await section.getByRole('heading', { level: 2 }).textContent())!;
        const [, name, count] = heading.match(/^(.+) \((\d+)\)$/)!;
        groups.set(name!, Number(count));
        for (const article of await section.getByRole('article').all()) {
          cards.push({ kind: (await article.locator('p').first().textContent())!, group: name! });
        }
      }
      if (!(await page.getByRole('link', { name: 'Next', exact: true }).count())) break;
    }
    return { cards, groups };
  }

  test('/aartis: aartis first, each other kind under its own heading, and the counts match the cards', async ({ page }) => {
    await page.goto('/aartis');
    const status = (await page.getByRole('status').textContent())!;
    const [, total, parts] = status.match(/^(\d+) prayers: (.+)$/)!;
    expect(parts!.split(/, | and /)[0]).toMatch(/^\d+ aartis$/);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.locator('p').first()).toHaveText('Aarti');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^Aartis \(\d+\)$/);

    const { cards, groups } = await walk(page, '/aartis');
    expect(cards).toHaveLength(Number(total));
    for (const c of cards) expect(`${c.kind}s`.replace(/^Kavachs$/, 'Kavach')).toBe(c.group);
    for (const [name, count] of groups)
      expect(
        cards.filter((c) => c.group === name),
        name,
      ).toHaveLength(count);
    for (const part of parts!.split(/, | and /)) {
      const [, n] = part.match(/^(\d+) /)!;
      expect([...groups.values()]).toContain(Number(n));
    }
    await noSidewaysScroll(page);
  });

  test('/aartis: one kind at a time, and a language filter that offers only languages with prayers', async ({ page }) => {
    await page.goto('/aartis');
    const kinds = await page.getByLabel('Kind').locator('option').allTextContents();
    expect(kinds[0]).toBe('All Kinds');
    expect(kinds[1]).toMatch(/^Aartis \(\d+\)$/);
    await page.getByLabel('Kind').selectOption('stotra');
    await expect(page).toHaveURL(/kind=stotra/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ stotras$/);
    for (const label of await page.getByRole('article').locator('p:first-child').allTextContents()) expect(label).toBe('Stotra');

    await page.goto('/aartis');
    const languages = (await page.getByLabel('Language').locator('option').allTextContents()).slice(1);
    expect(languages.length).toBeGreaterThan(1);
    for (const language of languages) {
      await page.goto(`/aartis?language=${language.toLowerCase()}`);
      await expect(page.getByRole('status'), language).toHaveText(/^\d+ /);
      await expect(page.getByRole('heading', { name: 'No Aartis Found' })).toHaveCount(0);
    }
    expect(languages).not.toContain('Bengali');
  });

  test('/mantras: mantras first, then shlokas and stotras, counted the same way', async ({ page }) => {
    await page.goto('/mantras');
    const status = (await page.getByRole('status').textContent())!;
    const [, total] = status.match(/^(\d+) prayers: \d+ mantras, /)!;
    const { cards, groups } = await walk(page, '/mantras');
    expect(cards).toHaveLength(Number(total));
    expect([...groups.keys()][0]).toBe('Mantras');
    for (const [name, count] of groups)
      expect(
        cards.filter((c) => c.group === name),
        name,
      ).toHaveLength(count);
  });

  test('/prayers names what its counts hold, and a category counts what its page lists', async ({ page }) => {
    await page.goto('/prayers');
    const aartis = page.getByRole('region', { name: 'Aartis' });
    const viewAll = (await aartis.getByRole('link', { name: /^View All \d+$/ }).textContent())!;
    await expect(aartis.getByText(new RegExp(`^${viewAll.replace('View All ', '')} prayers: \\d+ aartis, `))).toBeVisible();
    for (const label of await aartis.getByRole('article').locator('p:first-child').allTextContents()) expect(label).toBe('Aarti');
    const category = page.getByRole('region', { name: 'Browse by Category' }).getByRole('link', { name: /Navratri/ });
    const [, count] = (await category.textContent())!.match(/(\d+) prayers?$/)!;
    await category.click();
    await expect(page).toHaveURL(/\/prayers\/category\/navratri$/);
    const listed = new Set(
      await page
        .getByRole('article')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    );
    expect(listed.size).toBe(Number(count));
  });
});

test.describe('prayers where families are', () => {
  test.use({ viewport: phone });

  test("a surname's deity card and the deity's page link to her aarti", async ({ page }) => {
    await page.goto('/surname/agarwal');
    const link = page.getByRole('link', { name: 'Aarti of Mahalakshmi' }).first();
    await expect(link).toHaveAttribute('href', '/aarti/om-jai-lakshmi-mata-lakshmi-aarti-9');
    await page.goto('/deity/mahalakshmi');
    await page.getByRole('link', { name: 'Aarti of Mahalakshmi' }).click();
    await expect(page).toHaveURL(/\/aarti\/om-jai-lakshmi-mata-lakshmi-aarti-9$/);
    await page.goto('/deity/mahalakshmi');
    await page.getByRole('link', { name: /^All \d+ prayers for Mahalakshmi$/ }).click();
    await expect(page.getByRole('region', { name: 'Prayers for Mahalakshmi' })).toBeInViewport();
  });

  test('a deity with no aarti gets no such link', async ({ page }) => {
    await page.goto('/deity/sachiya-mata');
    await expect(page.getByRole('link', { name: /^Aarti of / })).toHaveCount(0);
  });
});
