import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { communityMessages } from '../lib/i18n/messages/community';
import { errorMessages, errorPageMessages } from '../lib/i18n/messages/errors';
import { layoutMessages } from '../lib/i18n/messages/layout';
import { shrineMessages } from '../lib/i18n/messages/shrine';
import { aboutMessages, guideMessages, helpMessages } from '../lib/i18n/messages/static';
import { inLanguage, languageCodes, languages, prefixedLanguages, type Language } from '../lib/pages/kinds.mjs';
import { expectNoSidewaysScroll } from './support/width';

// About, Help, the guide for families who do not know their kuldevi, the not-found pages, the
// community list and the shrines in every language, read as a visitor without JavaScript on a
// phone would: the page's language on <html>, the language switch at the top, hreflang
// alternates to each language it is written in, its texts in the language (anything left in
// English marked so), nothing scrolling sideways at 390 px. And a community or shrine page not
// written in a language leads to the English one; one written in it is shown in it.

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** The fixed pages of this part, with the heading each shows in a language. */
const fixedPages: { path: string; h1: (lang: Language) => string }[] = [
  { path: '/about', h1: (lang) => aboutMessages[lang].title },
  { path: '/help', h1: (lang) => helpMessages[lang].title },
  { path: '/how-to-find-your-kuldevi', h1: (lang) => guideMessages[lang].title },
  { path: '/community', h1: (lang) => communityMessages[lang].list.name },
  { path: '/temples', h1: (lang) => shrineMessages[lang].list.heading },
];

/** The switch at the top: the page's language marked current, a link to each other language it is written in, in that language's address. */
async function expectSwitch(page: Page, lang: Language, path: string, written: readonly Language[]) {
  const nav = page.getByRole('navigation', { name: layoutMessages[lang].languages });
  await expect(nav.locator('[aria-current="page"]')).toHaveText(languages[lang].name);
  for (const other of languageCodes) {
    if (other === lang) continue;
    const link = nav.locator(`a[hreflang="${other}"]`);
    if (written.includes(other)) await expect(link).toHaveAttribute('href', inLanguage(other, path));
    else await expect(link).toHaveCount(0);
  }
}

/** hreflang alternates to each language the page is written in, x-default English, the canonical in its own language. */
async function expectAlternates(page: Page, lang: Language, path: string, written: readonly Language[]) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(inLanguage(lang, path))}$`));
  for (const other of languageCodes) {
    const link = page.locator(`link[rel="alternate"][hreflang="${other}"]`);
    if (written.includes(other) && written.length > 1) await expect(link).toHaveAttribute('href', new RegExp(`${escape(inLanguage(other, path))}$`));
    else await expect(link).toHaveCount(0);
  }
  if (written.length > 1)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`${escape(path)}$`));
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Runs of six or more Latin words in the main content that no element marks as English
 * (lang="en"): an English sentence left on a page in another language. The map's dots are
 * tooltips of names, not read as text.
 */
async function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return found;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, [lang="en"]')) continue;
      const runs = node.textContent?.match(/[A-Za-z][A-Za-z'’]*(?:[\s,()'’.:;-]+[A-Za-z][A-Za-z'’]*){5,}/g);
      if (runs) found.push(...runs);
    }
    return found;
  });
}

/** The pages of a kind written in each language, as the database was seeded (supabase/seed.sql's page_languages). */
function writtenPages(kind: 'community' | 'shrine'): Record<string, Set<string>> {
  const seed = fs.readFileSync('supabase/seed.sql', 'utf8');
  const out: Record<string, Set<string>> = { hi: new Set(), mr: new Set(), gu: new Set() };
  for (const m of seed.matchAll(new RegExp(`\\('${kind}', '([^']+)', '(hi|mr|gu)'\\)`, 'g'))) out[m[2]!]!.add(m[1]!);
  return out;
}

/** The pages a list links (the English list: every community or shrine with a page). */
async function listed(request: APIRequestContext, list: string, prefix: string): Promise<string[]> {
  const html = await (await request.get(list)).text();
  return [...new Set([...html.matchAll(new RegExp(`href="${escape(prefix)}([a-z0-9-]+)"`, 'g'))].map((m) => m[1]!))];
}

for (const lang of languageCodes) {
  test.describe(`in ${languages[lang].name} (${lang})`, () => {
    for (const { path, h1 } of fixedPages) {
      test(`${inLanguage(lang, path)}: in the language, with the switch and hreflang, whole at 390 px`, async ({ page }) => {
        const response = await page.goto(inLanguage(lang, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(lang));
        await expectSwitch(page, lang, path, languageCodes);
        await expectAlternates(page, lang, path, languageCodes);
        if (lang !== 'en') expect(await unmarkedEnglish(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      });
    }

    test('the guide keeps every source, by its own title, marked as English where it is', async ({ page }) => {
      await page.goto(inLanguage(lang, '/how-to-find-your-kuldevi'));
      const paragraphs = page.locator('main section[id]:not(#questions) p');
      expect(await paragraphs.count()).toBeGreaterThan(10);
      for (let i = 0; i < (await paragraphs.count()); i++) expect(await paragraphs.nth(i).locator('a[href^="http"]').count()).toBeGreaterThan(0);
      const haridwar = page.getByRole('link', { name: 'Wikipedia: Hindu genealogy registers at Haridwar' }).first();
      await expect(haridwar).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Hindu_genealogy_registers_at_Haridwar');
      if (lang !== 'en') await expect(haridwar.locator('xpath=..')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 2, name: guideMessages[lang].questionsHeading })).toBeVisible();
    });

    test('About shows every tab without scripts, and Help its first category', async ({ page }) => {
      await page.goto(inLanguage(lang, '/about'));
      for (const tab of aboutMessages[lang].tabs) await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
      await expect(
        page.getByRole('region', { name: aboutMessages[lang].cta.heading }).getByRole('link', { name: aboutMessages[lang].cta.primary.label }),
      ).toHaveAttribute('href', inLanguage(lang, '/surname-search'));
      await page.goto(inLanguage(lang, '/help'));
      await expect(page.getByText(helpMessages[lang].articles['confidence-levels']!.question)).toBeVisible();
      await expect(page.getByRole('link', { name: helpMessages[lang].aside.guideLink })).toHaveAttribute(
        'href',
        inLanguage(lang, '/how-to-find-your-kuldevi'),
      );
    });

    test("a kind's page that does not exist is its not-found page in the language, with a 404", async ({ page }) => {
      for (const [path, title] of [
        ['/community/no-such-community', communityMessages[lang].notFound.title],
        ['/temple/no-such-shrine', shrineMessages[lang].notFound.title],
        ['/deity/no-such-deity', errorMessages[lang].deity.title],
      ] as const) {
        const missing = await page.goto(inLanguage(lang, path));
        expect(missing?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\|`));
        await expectNoSidewaysScroll(page);
      }
      await expect(page.getByRole('link', { name: errorMessages[lang].deity.explore })).toHaveAttribute('href', inLanguage(lang, '/search'));
    });

    test.describe('with JavaScript', () => {
      // Next.js sends an address that is no page (notFound() in app/[lang]/[...rest]) as a
      // document whose text its script writes: read with scripts.
      test.use({ javaScriptEnabled: true });

      test('an address that is no page is the not-found page in the language, with a 404', async ({ page, request }) => {
        // Its title is in the document as sent.
        const sent = await (await request.get(inLanguage(lang, '/no/such/page'))).text();
        expect(sent).toContain(`<title>${errorMessages[lang].pageNotFound} | `);
        const response = await page.goto(inLanguage(lang, '/no/such/page'));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorPageMessages[lang].heading);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(errorPageMessages[lang].notFound)).toBeVisible();
        await expect(page.getByRole('link', { name: errorPageMessages[lang].home })).toHaveAttribute('href', inLanguage(lang, '/'));
        await expectNoSidewaysScroll(page);
      });

      test('a fixed page does not ask the server for a page in another language again and again', async ({ page }) => {
        // The router prefetches the language links it sees; at a desktop's width it kept asking.
        await page.setViewportSize({ width: 1280, height: 800 });
        for (const path of ['/about', '/temples']) {
          const asked: string[] = [];
          page.on('request', (r) => {
            if (r.url().includes('_rsc=')) asked.push(new URL(r.url()).pathname);
          });
          await page.goto(inLanguage(lang, path));
          await page.waitForTimeout(2000);
          const counts = new Map<string, number>();
          for (const p of asked) counts.set(p, (counts.get(p) ?? 0) + 1);
          const most = Math.max(0, ...counts.values());
          expect(most, `${inLanguage(lang, path)}: requests for one address`).toBeLessThan(10);
          page.removeAllListeners('request');
        }
      });
    });
  });
}

test.describe('community and shrine pages in another language', () => {
  for (const [kind, list, prefix] of [
    ['community', '/community', '/community/'],
    ['shrine', '/temples', '/temple/'],
  ] as const) {
    for (const lang of prefixedLanguages) {
      test(`${kind}: one not written in ${lang} leads to the English page; one written in it is in it`, async ({ page, request }) => {
        const ids = await listed(request, list, prefix);
        expect(ids.length).toBeGreaterThan(5);
        const written = writtenPages(kind)[lang]!;
        const notWritten = ids.find((id) => !written.has(id));
        if (notWritten) {
          const response = await request.get(inLanguage(lang, `${prefix}${notWritten}`), { maxRedirects: 0 });
          expect(response.status()).toBe(302);
          expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`${prefix}${notWritten}`);
        }
        const shown = ids.find((id) => written.has(id));
        if (!shown) return;
        const path = `${prefix}${shown}`;
        const response = await page.goto(inLanguage(lang, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const writtenIn = languageCodes.filter((l) => l === 'en' || writtenPages(kind)[l]!.has(shown));
        await expectSwitch(page, lang, path, writtenIn);
        await expectAlternates(page, lang, path, writtenIn);
        if (kind === 'community') {
          await expect(page.getByRole('heading', { level: 2, name: communityMessages[lang].sources })).toBeVisible();
          await expect(page.getByRole('link', { name: communityMessages[lang].allCommunities })).toHaveAttribute(
            'href',
            inLanguage(lang, '/community'),
          );
          // Surname pages are in every language; a source's English title is marked as English.
          const surname = page.locator('main a[href*="/surname/"]').first();
          await expect(surname).toHaveAttribute('href', new RegExp(`^${escape(inLanguage(lang, '/surname/'))}`));
        } else {
          await expect(page.getByRole('heading', { level: 2, name: shrineMessages[lang].where.heading })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: shrineMessages[lang].families.heading })).toBeVisible();
        }
        // A deity page not written in the language is linked in English, and says so.
        const deity = page.locator('main a[href^="/deity/"]').first();
        if (await deity.count()) {
          await expect(deity).toHaveAttribute('hreflang', 'en');
          await expect(deity).toContainText(layoutMessages[lang].inEnglish.trim());
        }
        for (const a of await page.locator('main a[href^="http"]').all()) {
          const text = (await a.textContent()) ?? '';
          if (/^[\x20-\x7E’–]+$/.test(text) && /[A-Za-z]{3}/.test(text))
            expect(await a.evaluate((el) => el.closest('[lang="en"]') !== null), text).toBe(true);
        }
        expect(await unmarkedEnglish(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      });
    }
  }
});
