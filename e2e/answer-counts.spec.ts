import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { splitLanguage } from '../lib/pages/kinds.mjs';
import { INTERNAL } from './support/internal';
import { widthWhenAllLaidOut } from './support/width';

// Every count and sentence comes from the list it describes: this walks EVERY surname and deity
// page the sitemap lists and compares each stated count, community and deity with what the
// page lists. Each page's HTML is fetched once and laid out as a 390 px phone without JavaScript
// lays out the server's HTML (what crawlers and visitors without JavaScript get, and every
// visitor first), with its stylesheet but no images; the same visit checks that nothing
// scrolls sideways and that no internal note is in the page's title or anywhere in its body,
// folded or hidden text included.

async function sitemapUrls(request: APIRequestContext, section: 'surnames' | 'deities' | 'prayers' | 'communities'): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).filter((u) => new URL(u).pathname.startsWith(`/sitemaps/${section}-`));
  expect(files.length, section).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const f of files) {
    const xml = await (await request.get(new URL(f).pathname)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname));
  }
  // The English pages, whose sentences this reads; the pages in other languages are walked by
  // languages-walk.spec.ts.
  return urls.filter((u) => splitLanguage(u).lang === 'en');
}

/**
 * Lays out `paths` in four tabs at once (the server renders each on its first request) and calls
 * `check` on each; a page wider than the phone or showing an internal note is a problem too.
 *
 * Each page's HTML is fetched by the test and written into a tab that stays on the site's origin
 * (its stylesheet, fonts and links resolve as on the page itself): the same document, laid out
 * the same, for less than a navigation costs. A page whose stylesheets, viewport and html and body
 * tags are those of the document in the tab only has its body put in place of the last one's, so
 * the browser does not build the rest again. The browser draws no frame unless asked (no test here
 * looks at one): layout, which every check reads, is all it does.
 */
async function walk(request: APIRequestContext, paths: string[], problems: string[], check: (path: string, page: Page) => Promise<void>) {
  // Images keep the box their width and height give them, so the browser loads none.
  const { launchOptions, baseURL } = test.info().project.use;
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--blink-settings=imagesEnabled=false', '--enable-begin-frame-control'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, baseURL });
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const page = await context.newPage();
      await page.goto('/robots.txt');
      let shell = '';
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        // Without the server-components payload: its inline scripts only run with JavaScript,
        // which this tab has not, and the document lays out the same without them.
        const html = (await response.text()).replace(PAYLOAD, '');
        const { layout, body } = parts(html);
        if (layout === shell) await page.evaluate((body) => void (document.body.innerHTML = body), body);
        else await page.setContent(html, { waitUntil: 'load' });
        shell = layout;
        // The title is the fetched page's (the tab keeps the first page's head when it puts a body in place).
        const rawTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        const text = await page.evaluate(async (rawTitle) => {
          // A script the last page had no letters of loads its font now.
          await document.fonts.ready;
          // The title as a browser reads it (every entity decoded), then every text of the body,
          // folded and hidden ones too (closed details, other tabs), no script's.
          const title = document.createElement('textarea');
          title.innerHTML = rawTitle;
          const texts = [title.value];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (!node.parentElement?.closest('script, style')) texts.push(node.textContent ?? '');
          return texts.join(' ');
        }, rawTitle);
        const scroll = await page.evaluate(widthWhenAllLaidOut);
        if (scroll > 390) problems.push(`${path}: ${scroll} px wide on a 390 px phone`);
        const leak = INTERNAL.find((re) => re.test(text));
        if (leak) problems.push(`${path}: shows an internal note: ${text.match(leak)![0]}`);
        await check(path, page);
      }
    }),
  );
  await browser.close();
}

/** The inline scripts that carry the server-components payload (`self.__next_f.push(...)`). */
const PAYLOAD = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g;

/**
 * A page's body, and all else that lays it out: its html and body tags, and its head's
 * stylesheets and viewport (its title, description and structured data do not).
 */
function parts(html: string): { layout: string; body: string } {
  const bodyTag = /<body[^>]*>/.exec(html);
  const end = html.lastIndexOf('</body>');
  expect(bodyTag && end > bodyTag.index, 'a page with a body').toBe(true);
  const head = html.slice(0, bodyTag!.index);
  const layout = [...head.matchAll(/<html[^>]*>|<style[^>]*>[\s\S]*?<\/style>|<link[^>]*rel="stylesheet"[^>]*>|<meta name="viewport"[^>]*>/g)]
    .map((m) => m[0])
    .concat(bodyTag![0])
    .join('\n');
  return { layout, body: html.slice(bodyTag!.index + bodyTag![0].length, end) };
}

/** The walk of the surname pages, in parts that run side by side. */
const PARTS = 4;

test.describe.configure({ timeout: 15 * 60_000, mode: 'parallel' });
// A failure lists every page and what is wrong on it; a trace of some thousand page loads, even
// on a retry, would only cost the walk its time.
test.use({ trace: 'off' });

for (let part = 0; part < PARTS; part++)
  test(`every surname page: its counts, communities and deities agree with its lists, its grammar is right, and it fits a phone (part ${part + 1} of ${PARTS})`, async ({
    request,
  }) => {
    const started = Date.now();
    const all = await sitemapUrls(request, 'surnames');
    expect(all.length).toBeGreaterThan(500);
    const paths = all.filter((_, i) => i % PARTS === part);
    const problems: string[] = [];
    const seen = { claims: 0, communities: 0, deities: 0, folded: 0 };
    await walk(request, paths, problems, async (path, page) => {
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const seen = { claims: 0, communities: 0, deities: 0, folded: 0 };
        const main = document.querySelector('main')!;
        const claims = [...main.querySelectorAll<HTMLElement>('[data-count]')];
        // Every surname the sitemap lists has an answer, so every page states how many communities it lists.
        if (!claims.length) out.push('no sentence counts the answer');
        for (const claim of claims) {
          seen.claims++;
          const list = document.getElementById(claim.dataset.countOf ?? '');
          const listed = list ? list.querySelectorAll('[data-answer-community]').length : -1;
          const stated = Number(claim.dataset.count);
          if (stated !== listed) out.push(`says ${stated}, lists ${listed}`);
          const numbers: string[] = [...(claim.textContent ?? '').matchAll(/\d+/g)].map((m) => m[0]);
          if (!numbers.includes(String(stated))) out.push(`sentence "${claim.textContent}" does not state ${stated}`);
        }
        // "3 more communities" above a folded list counts that list.
        for (const details of main.querySelectorAll('details')) {
          const more = /^(\d+) more communit/.exec(details.querySelector('summary')?.textContent?.trim() ?? '');
          if (!more) continue;
          seen.folded++;
          const listed = details.querySelectorAll('[data-answer-community]').length;
          if (Number(more[1]) !== listed) out.push(`"${more[0]}" above ${listed} folded`);
        }
        // The summary's communities are the sections below, in the same order, with the same deities.
        const summary = [...main.querySelectorAll<HTMLElement>('#answer-communities [data-answer-community]')];
        const sections = [...main.querySelectorAll<HTMLElement>('[data-community-section]')];
        if (!summary.length) out.push('no community listed');
        const names = (els: HTMLElement[], key: string) => els.map((e) => e.dataset[key]);
        if (JSON.stringify(names(summary, 'answerCommunity')) !== JSON.stringify(names(sections, 'communitySection'))) {
          out.push(
            `summary ${JSON.stringify(names(summary, 'answerCommunity'))} but sections ${JSON.stringify(names(sections, 'communitySection'))}`,
          );
        }
        // One family's row, a sub-clan name or a source naming no community never leads while a community carries the name.
        const tiers = summary.map((item) => Number(item.dataset.tier));
        if (tiers.length > 1 && tiers[0] === 3 && tiers.some((t) => t < 3))
          out.push(`leads with ${summary[0]!.dataset.answerCommunity}, which never leads`);
        // No line or section names a deity and also says none is recorded.
        const none = 'No family deity recorded yet';
        for (const item of summary)
          if (item.querySelector('[data-deity]') && item.textContent?.includes(none))
            out.push(`${item.dataset.answerCommunity}: names a deity and "${none}"`);
        for (const section of sections)
          if (section.closest('section')?.querySelector('[data-deity-card]') && section.closest('section')?.textContent?.includes(none))
            out.push(`${section.dataset.communitySection}: a deity card beside "${none}"`);
        // Communities no source ranks are equal choices, offered before any deity: their lines name none.
        const equal = main.querySelector<HTMLElement>('[data-order]')?.dataset.order === 'equal';
        summary.forEach((item, i) => {
          seen.communities++;
          const section = sections[i]?.closest('section');
          if (!section) return;
          if (equal) {
            if (item.querySelector('[data-deity]')) out.push(`${item.dataset.answerCommunity}: names a deity among equal choices`);
            return;
          }
          const said = [...new Set([...item.querySelectorAll<HTMLElement>('[data-deity]')].map((d) => d.dataset.deity!))].sort();
          // Every deity the section links (its cards and its community's rule) is one the summary names;
          // not the deities a community's custom names as commonly kept, which are never a family's answer.
          const listed = [
            ...new Set(
              [...section.querySelectorAll<HTMLAnchorElement>('a[href^="/deity/"]')]
                .filter((a) => !a.closest('[data-customs]'))
                .map((a) => a.getAttribute('href')!.slice('/deity/'.length)),
            ),
          ].sort();
          seen.deities += said.length;
          for (const d of said) if (!listed.includes(d)) out.push(`${item.dataset.answerCommunity}: names ${d}, which its section does not list`);
          for (const d of listed)
            if (!said.includes(d)) out.push(`${item.dataset.answerCommunity}: section lists ${d}, the summary does not name it`);
        });
        const text = main.innerText;
        const grammar = text.match(/\ba [AEIOU][a-z]+ famil(y|ies)\b|\b(a|an|your|the) (a|an) [A-Z][a-z]+/);
        if (grammar) out.push(`grammar: "${grammar[0]}"`);
        if (/Many communities carry/.test(text) && summary.length < 2) out.push('"Many communities" above fewer than two');
        if (/not yet in this site's deity list/.test(text)) out.push("speaks of this site's deity list");
        return { out, seen };
      });
      problems.push(...found.out.map((f) => `${path}: ${f}`));
      for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k] += found.seen[k];
    });
    test.info().annotations.push({
      type: 'walked',
      description: `${paths.length} surname pages in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(seen)}`,
    });
    expect(problems).toEqual([]);
    // The walk compared something on every page: a counted sentence each, and their communities and deities.
    expect(seen.claims).toBeGreaterThanOrEqual(paths.length);
    expect(seen.communities).toBeGreaterThanOrEqual(paths.length);
    expect(seen.deities).toBeGreaterThan(paths.length / 3);
    // Long answers fold past their first communities: Chauhan's does.
    if (paths.includes('/surname/chauhan')) expect(seen.folded).toBeGreaterThan(0);
  });

/** Counts written in words in the deities' texts ("eleven surnames"). */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

test('every deity page: the surnames it counts are the surnames it lists, no sentence counts otherwise, and it fits a phone', async ({ request }) => {
  const started = Date.now();
  const paths = (await sitemapUrls(request, 'deities')).filter((p) => p.startsWith('/deity/'));
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  let withList = 0;
  await walk(request, paths, problems, async (path, page) => {
    const found = await page.evaluate((words) => {
      const out: string[] = [];
      const main = document.querySelector('main')!;
      const list = document.getElementById('deity-surnames');
      const surnames = list ? new Set([...list.querySelectorAll<HTMLElement>('[data-surname]')].map((e) => e.dataset.surname)).size : 0;
      const groups = list ? [...list.querySelectorAll('details')].map((d) => d.querySelectorAll('[data-surname]').length) : [];
      const all = [...main.querySelectorAll<HTMLElement>('[data-count]')];
      const claims = all.filter((c) => c.dataset.countOf === 'deity-surnames');
      if (list && claims.length !== 1) out.push(`${claims.length} sentences count the surname list`);
      // The shrines' own counts ("12 surnames in 2 communities:") count the list under each.
      for (const claim of all.filter((c) => c.dataset.countOf !== 'deity-surnames')) {
        const own = document.getElementById(claim.dataset.countOf ?? '');
        const listed = own ? new Set([...own.querySelectorAll<HTMLElement>('[data-surname]')].map((e) => e.dataset.surname)).size : -1;
        if (Number(claim.dataset.count) !== listed) out.push(`"${claim.textContent}" above ${listed} surnames`);
        if (!new RegExp(`\\b${claim.dataset.count} surnames?\\b`).test(claim.textContent ?? ''))
          out.push(`sentence "${claim.textContent}" does not state ${claim.dataset.count}`);
        const communities = /in (\d+) communit/.exec(claim.textContent ?? '');
        if (own && communities && Number(communities[1]) !== own.querySelectorAll(':scope > li').length)
          out.push(`"${claim.textContent}" above ${own.querySelectorAll(':scope > li').length} communities`);
        // Checked here, so left out of the sentences read below.
        claim.hidden = true;
      }
      for (const claim of claims) {
        if (Number(claim.dataset.count) !== surnames) out.push(`says ${claim.dataset.count} surnames, lists ${surnames}`);
        if (!new RegExp(`\\b${claim.dataset.count} surnames?\\b`).test(claim.textContent ?? ''))
          out.push(`sentence "${claim.textContent}" does not state ${claim.dataset.count}`);
        const communities = /in (\d+) communit/.exec(claim.textContent ?? '');
        if (communities && Number(communities[1]) !== groups.length) out.push(`says ${communities[1]} communities, lists ${groups.length}`);
      }
      // Each community's "(7)" counts the surnames under it.
      for (const details of list?.querySelectorAll('details') ?? []) {
        const n = /\((\d+)\)\s*$/.exec(details.querySelector('summary')?.textContent ?? '');
        const listed = details.querySelectorAll('[data-surname]').length;
        if (!n || Number(n[1]) !== listed) out.push(`"${details.querySelector('summary')?.textContent}" above ${listed} surnames`);
      }
      // Any other sentence that counts surnames, in figures or in words, must count a list on the page.
      const counted = new RegExp(`\\b(\\d+|${words.join('|')}) (?:(?!(?:of|the|more|other)\\b)[\\w-]+ )?surnames\\b`, 'gi');
      for (const m of main.innerText.matchAll(counted)) {
        const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : words.indexOf(m[1]!.toLowerCase());
        if (n !== surnames && !groups.includes(n)) out.push(`"${m[0]}" beside ${surnames} surnames listed (${groups.join(', ')} by community)`);
      }
      const male = main.innerText.match(/[^.]*\bmale (kuldaivat|family deity)[^.]*\bKatyayani\b[^.]*/);
      if (male) out.push(`calls a goddess male: "${male[0].trim()}"`);
      return { out, listed: Boolean(list) };
    }, NUMBER_WORDS);
    if (found.listed) withList++;
    problems.push(...found.out.map((f) => `${path}: ${f}`));
  });
  test.info().annotations.push({
    type: 'walked',
    description: `${paths.length} deity pages (${withList} listing surnames) in ${Math.round((Date.now() - started) / 1000)} s`,
  });
  expect(problems).toEqual([]);
  expect(withList).toBeGreaterThan(50);
});

test('every community and shrine page fits a phone and shows no internal note', async ({ request }) => {
  const communities = (await sitemapUrls(request, 'communities')).filter((p) => p.startsWith('/community/'));
  expect(communities.length).toBeGreaterThan(20);
  // The shrines are listed on /temples, each linking its page.
  const list = await (await request.get('/temples')).text();
  const shrines = [...new Set([...list.matchAll(/href="(\/temple\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
  expect(shrines.length).toBeGreaterThan(300);
  const problems: string[] = [];
  await walk(request, [...communities, ...shrines], problems, async () => {});
  expect(problems).toEqual([]);
});

test('every prayer page fits a phone and shows no internal note', async ({ request }) => {
  // A Sanskrit compound runs to thirty letters and more: the text must wrap inside it.
  const paths = await sitemapUrls(request, 'prayers');
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  await walk(request, paths, problems, async () => {});
  expect(problems).toEqual([]);
});
