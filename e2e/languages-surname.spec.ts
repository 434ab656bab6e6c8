import { expect, test, type Page } from '@playwright/test';

// The surname answer in Hindi, Marathi and Gujarati: the page in the language (its <html lang>,
// its switch, its alternates), the answer's sentence in it, the surname box searching in it,
// and the phone.

const SLUG = 'deshpande';

const pages = [
  { lang: 'en', prefix: '', switchName: 'Read this page in', sentence: /^Our sources know the Deshpande surname in \d+ communities;/ },
  { lang: 'hi', prefix: '/hi', switchName: 'भाषा', sentence: /^हमारे स्रोतों में \S+ उपनाम \d+ समुदायों में मिलता है;/ },
  { lang: 'mr', prefix: '/mr', switchName: 'भाषा', sentence: /^आमच्या स्रोतांमध्ये \S+ हे आडनाव \d+ समाजांमध्ये आढळते;/ },
  { lang: 'gu', prefix: '/gu', switchName: 'ભાષા', sentence: /^અમારા સ્રોતોમાં \S+ અટક \d+ સમાજોમાં જોવા મળે છે;/ },
] as const;

const names: Record<string, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी', gu: 'ગુજરાતી' };

/** English words in the main content that no element marks as English (names aside: a Latin name is marked too). */
async function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[A-Za-z]{3,}/.test(text)) continue;
      const el = node.parentElement;
      if (!el || el.closest('[lang="en"], script, style, [hidden], .sr-only')) continue;
      if (el.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
      found.push(text.trim());
    }
    return found;
  });
}

for (const p of pages) {
  test(`the surname page in ${p.lang}: its language, switch, alternates and answer`, async ({ page }) => {
    const path = `${p.prefix}/surname/${SLUG}`;
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
    const nav = page.getByRole('navigation', { name: p.switchName, exact: true });
    await expect(nav.locator('[aria-current="page"]')).toHaveText(names[p.lang]!);
    for (const [code, name] of Object.entries(names)) {
      if (code === p.lang) continue;
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', `${code === 'en' ? '' : `/${code}`}/surname/${SLUG}`);
      await expect(link).toHaveAttribute('hreflang', code);
    }
    // Canonical in its own language; an alternate for each language and x-default to English.
    const href = (selector: string) => page.locator(selector).getAttribute('href');
    expect(new URL((await href('link[rel="canonical"]'))!).pathname).toBe(path);
    for (const code of Object.keys(names)) {
      expect(new URL((await href(`link[rel="alternate"][hreflang="${code}"]`))!).pathname).toBe(`${code === 'en' ? '' : `/${code}`}/surname/${SLUG}`);
    }
    expect(new URL((await href('link[rel="alternate"][hreflang="x-default"]'))!).pathname).toBe(`/surname/${SLUG}`);
    // The answer's sentence, in the language.
    await expect(page.locator('[data-count-of="answer-communities"]')).toHaveText(p.sentence);
    if (p.lang !== 'en') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.lang === 'gu' ? /[\u0A80-\u0AFF]/ : /[\u0900-\u097F]/);
      // Links to the surname's other pages stay in the language; an English-only page is marked.
      await expect(page.getByRole('link', { name: /^(सभी समुदाय|सर्व समाज|બધા સમાજ)$/ })).toHaveAttribute('href', `${p.prefix}/surname/${SLUG}`);
      // (The language switch's own English link aside.)
      const marks = await page
        .locator('main a[hreflang="en"]')
        .evaluateAll((links) => links.filter((a) => !a.closest('nav')?.querySelector('[aria-current="page"][lang]')).map((a) => a.textContent ?? ''));
      for (const text of marks) expect(text).toMatch(/(अंग्रेज़ी में|इंग्रजीत|અંગ્રેજીમાં)/);
      expect(await unmarkedEnglish(page)).toEqual([]);
    }
  });
}

test('the narrowed page keeps its language and its narrowing in the switch', async ({ page }) => {
  await page.goto(`/hi/surname/${SLUG}?community=${encodeURIComponent('Deshastha Brahmin')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const nav = page.getByRole('navigation', { name: 'भाषा', exact: true });
  await expect(nav.getByRole('link', { name: 'मराठी' })).toHaveAttribute('href', `/mr/surname/${SLUG}?community=Deshastha+Brahmin`);
  await expect(page.getByRole('link', { name: 'सभी समुदाय' })).toHaveAttribute('href', `/hi/surname/${SLUG}`);
});

test('a Devanagari surname typed in the surname box on /mr leads to /mr/surname/...', async ({ page }) => {
  await page.goto('/mr');
  await page.locator('label[for="hero-mode-surname"]').click();
  const box = page.getByRole('combobox', { name: 'आडनाव' });
  await box.fill('देशपांडे');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/mr\/surname-search\?surname=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('status')).toContainText('निकाल');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/mr\/surname\/deshpande$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('कुलदैवत');
});

test('the surname suggestions show the name in the page script', async ({ page }) => {
  await page.goto('/gu/surname-search');
  const box = page.getByRole('combobox', { name: 'અટક' });
  await box.fill('Pat');
  const option = page.getByRole('listbox', { name: 'અટકનાં સૂચનો' }).getByRole('option').first();
  await expect(option).toHaveText(/[\u0A80-\u0AFF]/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the surname box searches in the page language, and its results lead to the page in it', async ({ page }) => {
    await page.goto('/gu/surname-search');
    await expect(page.locator('form[role="search"]')).toHaveAttribute('action', '/gu/surname-search');
    await page.locator('input[name="surname"]').fill('Patel');
    await page.getByRole('button', { name: 'શોધો' }).click();
    await expect(page).toHaveURL(/\/gu\/surname-search\?surname=Patel/);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/gu\/surname\/patel/,
    );
  });
});

test('a surname page in Gujarati does not scroll sideways at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/gu/surname/${SLUG}`, '/mr/surname/patel', '/hi/surname-search?surname=patel']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
