import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { languageCodes, splitLanguage, type Language } from '../lib/pages/kinds.mjs';
import { widthWhenAllLaidOut } from './support/width';

// A walk of the site in every language, page by page as the sitemaps list them: each answers
// 200 with its language on <html>, its canonical address its own, and its hreflang alternates
// the same both ways (a page names another, which names it back) and the same as the sitemap's.
// Then each page in Hindi, Marathi and Gujarati read on a 390 px phone without JavaScript: no
// English sentence left unmarked in its main content (names and quoted sources are marked
// lang="en"), nothing scrolling sideways. Surname pages, written in every language from one
// template and rendered on their first visit, are walked one in SURNAME_STEP (all with
// WALK_SURNAMES=all).

const SURNAME_STEP = process.env.WALK_SURNAMES === 'all' ? 1 : 15;

interface Listed {
  path: string;
  lang: Language;
  /** The sitemap's alternates: language (or x-default) to path. */
  alternates: Map<string, string>;
}

const pathOf = (url: string) => new URL(url).pathname;

async function sitemapUrls(request: APIRequestContext): Promise<Listed[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!));
  expect(files.length).toBeGreaterThan(0);
  const out: Listed[] = [];
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const path = pathOf(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!);
      const alternates = new Map([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, pathOf(m[2]!)]));
      out.push({ path, lang: splitLanguage(path).lang as Language, alternates });
    }
  }
  return out;
}

/** Surname pages one in SURNAME_STEP (by the English address, so each is walked in every language), every other page. */
function walked(all: Listed[]): Listed[] {
  const surnames = [...new Set(all.map((l) => splitLanguage(l.path).path).filter((p) => p.startsWith('/surname/')))].sort();
  const kept = new Set(surnames.filter((_, i) => i % SURNAME_STEP === 0));
  return all.filter((l) => {
    const path = splitLanguage(l.path).path;
    return !path.startsWith('/surname/') || kept.has(path);
  });
}

interface Read {
  lang: string | null;
  canonical: string | null;
  alternates: Map<string, string>;
}

async function read(request: APIRequestContext, path: string): Promise<Read> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  return {
    lang: /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => pathOf(attr(l, 'href')!))[0] ?? null,
    alternates: new Map(
      links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang')).map((l) => [attr(l, 'hreflang')!, pathOf(attr(l, 'href')!)]),
    ),
  };
}

async function inTurn<T>(items: T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await each(items[next++]!);
    }),
  );
}

test('every page in every language: its lang, its canonical, hreflang both ways and as the sitemap lists it', async ({ request }) => {
  test.setTimeout(20 * 60_000);
  const pages = walked(await sitemapUrls(request));
  const count = Object.fromEntries(languageCodes.map((l) => [l, pages.filter((p) => p.lang === l).length]));
  console.log(`walked ${pages.length} pages: ${JSON.stringify(count)} (surnames one in ${SURNAME_STEP})`);
  for (const lang of languageCodes) expect(count[lang], lang).toBeGreaterThan(0);
  const seen = new Map<string, Read>();
  await inTurn(pages, 4, async (p) => {
    const got = await read(request, p.path);
    seen.set(p.path, got);
    expect(got.lang, p.path).toBe(p.lang);
    expect(got.canonical, p.path).toBe(p.path);
    // The page's alternates are the sitemap's: itself among them, x-default English.
    expect([...got.alternates].sort(), p.path).toEqual([...p.alternates].sort());
    if (got.alternates.size) {
      expect(got.alternates.get(p.lang), p.path).toBe(p.path);
      expect(got.alternates.get('x-default'), p.path).toBe(got.alternates.get('en'));
    }
  });
  // Both ways: every page a page names in another language names it back.
  for (const [path, got] of seen) {
    for (const [lang, other] of got.alternates) {
      if (lang === 'x-default' || other === path) continue;
      const back = seen.get(other) ?? (await read(request, other));
      expect(back.alternates.get(got.lang!), `${path} → ${other}`).toBe(path);
    }
  }
});

/** Runs of six or more Latin words in the main content that no element marks as English or as a transliteration. */
async function unmarkedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['(no main)'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // English marked so, and a prayer's transliteration (sa-Latn, mr-Latn...).
      if (!parent || parent.closest('svg, script, style, [lang="en"], [lang$="-Latn"]')) continue;
      const runs = node.textContent?.match(/[A-Za-z][A-Za-z'’]*(?:[\s,()'’.:;-]+[A-Za-z][A-Za-z'’]*){5,}/g);
      if (runs) found.push(...runs);
    }
    return found;
  });
}

test.describe('every page in Hindi, Marathi and Gujarati on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('no English sentence left unmarked in the main content, nothing scrolling sideways', async ({ page, request }) => {
    test.setTimeout(20 * 60_000);
    const pages = walked(await sitemapUrls(request)).filter((p) => p.lang !== 'en');
    const problems: string[] = [];
    for (const p of pages) {
      const response = await page.goto(p.path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), p.path).toBe(200);
      const english = await unmarkedEnglish(page);
      if (english.length) problems.push(`${p.path}: ${english.slice(0, 2).join(' | ')}`);
      const width = await page.evaluate(widthWhenAllLaidOut);
      if (width > 390) problems.push(`${p.path}: ${width} px wide`);
    }
    console.log(`read ${pages.length} pages in Hindi, Marathi and Gujarati without JavaScript at 390 px`);
    expect(problems).toEqual([]);
  });
});
