import { expect, test } from '@playwright/test';

// The family's main community first for a shared surname, no card that contradicts itself,
// prayers that belong, no dead end, one story on the search page, and the phone.

test.describe('a shared surname leads with the community that carries it most', () => {
  test('Deshpande leads with the Deshastha Brahmins, for a sourced reason; the CKP card says the rule was applied', async ({ page }) => {
    await page.goto('/surname/deshpande');
    const items = page.locator('#answer-communities [data-answer-community]');
    await expect(items.first()).toHaveAttribute('data-answer-community', 'Deshastha Brahmin');
    await expect(page.getByText(/^Why Deshastha Brahmin first: /)).toBeVisible();
    const ckp = page.locator('section', { has: page.locator('[data-community-section="Chandraseniya Kayastha Prabhu (CKP)"]') });
    await expect(ckp.getByText("We applied the community's rule to this surname", { exact: false })).toBeVisible();
    // A card that names a deity never says none is recorded, nor gives its shrine's town as the family's.
    await expect(ckp.getByText('No family deity recorded yet')).toHaveCount(0);
    await expect(page.getByText('Town/Village: Karla')).toHaveCount(0);
  });

  test('Mukherjee never leads with one family; that family is labelled as one family', async ({ page }) => {
    await page.goto('/surname/mukherjee');
    const first = page.locator('#answer-communities [data-answer-community]').first();
    await expect(first).not.toHaveAttribute('data-answer-community', /family of/);
    await expect(page.getByText("One family's", { exact: false }).first()).toBeVisible();
  });

  test('a surname no source ranks offers its communities as equal choices, before any deity', async ({ page }) => {
    await page.goto('/surname/mishra');
    const sentence = page.locator('[data-order]');
    await expect(sentence).toHaveAttribute('data-order', 'equal');
    await expect(sentence).toContainText('Carried by several communities; choose yours.');
    await expect(page.locator('#answer-communities [data-deity]')).toHaveCount(0);
    const names = await page
      .locator('#answer-communities > ol [data-answer-community]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-answer-community')!));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  test("a link to a folded community's section opens it", async ({ page }) => {
    await page.goto('/surname/yadav');
    // Yadav's fourth community is folded below the first three; its line in the answer links it.
    const link = page.locator('#answer-communities [data-answer-community]').nth(3).getByRole('link').first();
    const href = await link.getAttribute('href');
    const fold = page.locator(`details:has(${href})`);
    await expect(fold).not.toHaveAttribute('open', '');
    await link.click();
    await expect(fold).toHaveAttribute('open', '');
    await expect(page.locator(href!)).toBeInViewport();
  });
});

test.describe('prayers that belong', () => {
  test("a goddess's page offers only her own prayers as hers, and the Devi's prayers as such", async ({ page }) => {
    await page.goto('/deity/umiya-mata');
    await expect(page.getByRole('link', { name: /Annapurne Sadapurne/ })).toHaveCount(1);
    const devi = page.locator('#devi-prayers-heading');
    await expect(devi).toHaveText('Sung to the Devi in all her forms');
    // The grace before meals is under the Devi's prayers, not Umiya Mata's own.
    const own = page.locator('#deity-prayers-heading + div');
    await expect(own.getByRole('link', { name: /Annapurne Sadapurne/ })).toHaveCount(0);
    await expect(page.getByText('Sung to the Devi in all her forms').first()).toBeVisible();
  });
});

test.describe('no dead end, one story', () => {
  test('a surname we lack offers the guide; a name typed in Gujarati offers its Latin spelling', async ({ page }) => {
    const missing = await page.goto('/surname/iyengar');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('link', { name: "Don't know your kuldevi? How families find it" })).toBeVisible();
    await page.goto(`/surname/${encodeURIComponent('શાહ')}`);
    const offer = page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link', { name: /^Shah \(/ });
    await expect(offer).toHaveAttribute('href', '/surname/shah');
  });

  test('a search for a surname answers with the family, and says no deity is named so instead of offering the form', async ({ page }) => {
    await page.goto('/search?q=Deshpande');
    await expect(page.getByText('Deshpande is a family name')).toBeVisible();
    await expect(page.getByText('No deity is named "Deshpande"', { exact: false })).toBeVisible();
    await expect(page.getByText('No Results Found')).toHaveCount(0);
    await expect(page.getByText('Add Your Kuldevta')).toHaveCount(0);
  });

  test('a surname typed in Devanagari in the first box finds the family', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('जाधव')}`);
    await expect(page.getByRole('link', { name: "See the Jadhav family's kuldevta" })).toHaveAttribute('href', '/surname/jadhav');
  });

  test('the home page ticks the chosen search mode, links the guide, and lists the deities most surnames keep', async ({ page }) => {
    await page.goto('/');
    const tick = (id: string) => page.locator(`label[for="${id}"]`).evaluate((l) => getComputedStyle(l, '::before').content);
    expect(await tick('hero-mode-deities')).toBe('"✓ "');
    expect(await tick('hero-mode-surname')).toBe('none');
    // As a visitor does: the label is what shows (the radio itself is visually hidden).
    await page.locator('label[for="hero-mode-surname"]').click();
    await expect(page.getByRole('radio', { name: 'Search by Surname' })).toBeChecked();
    expect(await tick('hero-mode-surname')).toBe('"✓ "');
    expect(await tick('hero-mode-deities')).toBe('none');
    await expect(page.getByRole('link', { name: "Don't know your kuldevi? How families find it" })).toBeVisible();
    await expect(page.getByText('The family deities kept by the most surnames in our sources.')).toBeVisible();
  });
});
