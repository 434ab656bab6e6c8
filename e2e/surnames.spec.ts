import { expect, test } from '@playwright/test';

test.describe('surname search', () => {
  test('suggestions, search by keyboard, results grouped by community, shareable URL', async ({ page }) => {
    await page.goto('/surname-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Find Your Family's Kuldevta");
    const box = page.getByRole('combobox', { name: 'Surname' });
    await box.fill('chau');
    await expect(
      page
        .getByRole('listbox', { name: 'Surname suggestions' })
        .getByRole('option', { name: /^Chauhan/ })
        .first(),
    ).toBeVisible();
    await box.fill('Chouhan');
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/surname-search\?surname=Chouhan$/);
    await expect(page.getByRole('status')).toHaveText(/^Found \d+ results? for "Chouhan"$/);
    await expect(page.getByText('Matched the spelling “Chouhan”').first()).toBeVisible();
    const communities = page.getByRole('navigation', { name: 'Filter by community' });
    await expect(communities.getByRole('link', { name: 'All communities' })).toHaveAttribute('aria-current', 'page');
    await communities.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/community=/);
    await expect(box).toHaveValue('Chouhan');
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(/\/surname-search$/);
    await expect(page.getByRole('combobox', { name: 'Surname' })).toHaveValue('');
  });

  test('results are server-rendered with place filters, and cards link to the surname page', async ({ page, request }) => {
    const html = await (await request.get('/surname-search?surname=patel&country=India')).text();
    expect(html).toContain('Found');
    expect(html).toMatch(/href="\/surname\/patel\?region=India/);
    await page.goto('/surname-search?surname=patel&country=India&state=Gujarat');
    await expect(page.getByRole('status')).toHaveText(/for "patel" in Gujarat, India$/);
    await expect(page.getByLabel('State/Province (optional)')).toHaveValue('Gujarat');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/surname\/patel\?region=India&state=Gujarat$/);
  });

  test('Devanagari and Gujarati find the Latin entry', async ({ page }) => {
    await page.goto(`/surname-search?surname=${encodeURIComponent('પટેલ')}`);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Patel');
  });

  test('empty, invalid and unknown surnames', async ({ page }) => {
    await page.goto('/surname-search?surname=%20%20');
    await expect(page.getByText('Type a surname to search.')).toBeVisible();
    await page.goto('/surname-search?surname=x');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Search term must be at least 2 characters long');
    await page.goto('/surname-search?surname=drop%20table');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid search term');
    await page.goto('/surname-search?surname=%3Cb%3Ezzqqxx%3C%2Fb%3E');
    await expect(page.getByRole('combobox', { name: 'Surname' })).toHaveValue('zzqqxx');
    await expect(page.getByText('Tip: Try different spellings or remove location filters')).toBeVisible();
    await page.getByRole('link', { name: 'Submit Information for Your Name' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Information for Your Name' })).toBeVisible();
  });

  test('the home toggle searches by surname', async ({ page }) => {
    await page.goto('/');
    await page.locator('label[for="hero-mode-surname"]').click();
    const box = page.getByRole('combobox', { name: 'Surname' });
    await box.fill('Joshi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/surname-search\?surname=Joshi/);
  });
});

test.describe('surname page', () => {
  test('title, associations with source and confidence, cultural information, sidebar', async ({ page }) => {
    await page.goto('/surname/chauhan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chauhan Family Kuldevta');
    await expect(page.getByText(/^Traditional Family Deity in /)).toBeVisible();
    const badges = page.getByRole('list', { name: 'Source and confidence' }).first();
    await expect(badges).toContainText(/Traditional Knowledge|Research Based|Community Input|Community's rule applied/);
    await expect(badges).toContainText(/(High|Medium|Low) confidence \(\d+\)/);
    await expect(page.getByRole('heading', { name: 'Cultural & Historical Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Surnames' }).getByRole('link').first();
    await expect(related).toHaveAttribute('href', /^\/surname\/[^?]+\?region=/);
  });

  test('canonical URL: other casings and spacings redirect with 301; variants name the base page', async ({ request }) => {
    const upper = await request.get('/surname/Chauhan', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toMatch(/\/surname\/chauhan$/);
    const spaced = await request.get('/surname/Chauhan%20?region=India', { maxRedirects: 0 });
    expect(spaced.status()).toBe(301);
    expect(spaced.headers().location).toMatch(/\/surname\/chauhan\?region=India$/);
    const variant = await (await request.get('/surname/chauhan?region=India&state=Rajasthan')).text();
    expect(variant).toMatch(/<link rel="canonical" href="[^"]*\/surname\/chauhan"/);
    const nodes = [...variant.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => JSON.parse(m[1]!)['@graph']);
    expect(nodes.map((n: { '@type': string }) => n['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  });

  test('an unknown surname shows No Information Found with a 404', async ({ page }) => {
    const response = await page.goto('/surname/zzqqxx?region=India');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Information Found');
    await expect(page.getByText("We couldn't find detailed information for the Zzqqxx surname in India.")).toBeVisible();
  });
});
