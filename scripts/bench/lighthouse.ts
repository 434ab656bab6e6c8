import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { benchPort, startServer, type Server } from './http';
import { buildEmptyApp, EMPTY_APP } from './js-budget';
import { percentile, printTable, type Row } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export const LIGHTHOUSE_PAGES = [
  '/',
  '/search?q=mata',
  '/deity/khodiyar-mata',
  '/surname/patel',
  '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
  '/about',
];

/**
 * The same templates in Hindi, Marathi and Gujarati (a page written in each: the home page,
 * Explore, a surname, a prayer in its own script, About, and a deity page where one is written).
 */
export const LANGUAGE_PAGES = [
  '/hi',
  '/mr/search?q=mata',
  '/gu/surname/patel',
  '/mr/surname/patil',
  '/hi/aarti/hanuman-chalisa-13',
  '/mr/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
  '/gu/about',
  '/mr/deity/tulja-bhavani',
  '/gu/deity/khodiyar-mata',
];

/** The whole system Chromium (not the headless shell the tests drive), as a phone's browser loads pages. */
export const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

/** How far below the empty page's performance score a template may be (simulated throttling). */
const PERFORMANCE_MARGIN = 2;
/** How many times the empty page's LCP a template's may be (applied throttling). */
const LCP_RATIO = 1.4;

/** What one applied-throttling run gives: the paints, layout shift and what was transferred. */
interface Applied {
  lcp: number;
  fcp: number;
  cls: number;
  bytes: number;
}

export interface LighthouseResult extends Record<Category, number> {
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** The empty Next.js page's median performance, from the runs made beside this page's. */
  empty_performance: number;
  /** performance - empty_performance. */
  difference: number;
  /** Applied throttling: this page's medians, the empty page's from the runs beside them, and the ratios. */
  applied: Applied & { empty: Applied; lcp_ratio: number; fcp_ratio: number; bytes_ratio: number };
}

const median = (values: number[]) => percentile(values, 50);

/**
 * Lighthouse's mobile audit in the system Chromium, twice over:
 * - simulated throttling (its default): the score, and accessibility, best practices and SEO;
 * - applied throttling (`throttlingMethod: 'devtools'`): the page really loads over a slowed
 *   network on a slowed CPU, so render-blocking requests and fonts cost what a phone pays.
 *   LCP, FCP and bytes are reported as ratios to an empty page of the same Next.js, and the
 *   worst run's CLS.
 * A figure on this machine moves with whatever else it is doing, so each template is measured
 * beside an empty page (a root layout and one paragraph, bench-results/empty-app): `runs`
 * rounds, the empty page first in one round and second in the next, and the template's median
 * is compared with the median of the empty runs made beside it.
 */
export async function benchLighthouse(server: Server, runs = 3, pages: readonly string[] = LIGHTHOUSE_PAGES) {
  buildEmptyApp();
  const empty = await startServer(benchPort('empty-lighthouse'), '.data-bench-empty-lighthouse', {}, EMPTY_APP);
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
  const audit = async (url: string, flags: Flags = {}): Promise<Result> => {
    const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags }))?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    return lhr;
  };
  const applied = async (url: string): Promise<Applied> => {
    const lhr = await audit(url, { throttlingMethod: 'devtools', onlyCategories: ['performance'] });
    return {
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      // Fonts and stylesheets really arrive late here, so a shift they cause shows.
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      bytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
    };
  };
  const results: Record<string, LighthouseResult> = {};
  try {
    // One unmeasured load first, so ISR pages are cached as they are for every later visitor.
    await fetch(`${empty.url}/`);
    for (const page of pages) {
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const emptyScores: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      const pageApplied: Applied[] = [];
      const emptyApplied: Applied[] = [];
      const failing = new Set<string>();
      await fetch(server.url + page);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? (['empty', 'page'] as const) : (['page', 'empty'] as const);
        for (const which of order) {
          if (which === 'empty') {
            emptyScores.push(Math.round(((await audit(`${empty.url}/`)).categories.performance?.score ?? 0) * 100));
            emptyApplied.push(await applied(`${empty.url}/`));
            continue;
          }
          const lhr = await audit(server.url + page);
          for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
          lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
          tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
          cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
          for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
            for (const ref of lhr.categories[c]?.auditRefs ?? []) {
              const a = lhr.audits[ref.id];
              if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.add(`${c}:${ref.id}`);
            }
          }
          pageApplied.push(await applied(server.url + page));
        }
      }
      const performance = median(scores.performance);
      const emptyPerformance = median(emptyScores);
      const medians = (runs: Applied[]): Applied => ({
        lcp: median(runs.map((a) => a.lcp)),
        fcp: median(runs.map((a) => a.fcp)),
        // The worst run: a shift is a fault even if it happens once in three.
        cls: Math.max(...runs.map((a) => a.cls)),
        bytes: median(runs.map((a) => a.bytes)),
      });
      const mine = medians(pageApplied);
      const theirs = medians(emptyApplied);
      results[page] = {
        performance,
        accessibility: median(scores.accessibility),
        'best-practices': median(scores['best-practices']),
        seo: median(scores.seo),
        lcp: median(lcp),
        tbt: median(tbt),
        cls: median(cls),
        failing: [...failing],
        empty_performance: emptyPerformance,
        difference: performance - emptyPerformance,
        applied: {
          ...mine,
          empty: theirs,
          lcp_ratio: mine.lcp / theirs.lcp,
          fcp_ratio: mine.fcp / theirs.fcp,
          bytes_ratio: mine.bytes / theirs.bytes,
        },
      };
    }
  } finally {
    await chrome.kill();
    await empty.stop();
  }
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  printTable(
    `Lighthouse 12, applied throttling (devtools: slow 4G, 4x CPU), median of ${runs} runs, each beside a run of an empty Next.js page`,
    Object.entries(results).map(([page, { applied: a }]) => ({
      name: page,
      figure:
        `LCP ${Math.round(a.lcp)} ms (empty ${Math.round(a.empty.lcp)}, ${a.lcp_ratio.toFixed(2)}x), ` +
        `FCP ${Math.round(a.fcp)} ms (empty ${Math.round(a.empty.fcp)}, ${a.fcp_ratio.toFixed(2)}x), ` +
        `bytes ${kb(a.bytes)} (empty ${kb(a.empty.bytes)}, ${a.bytes_ratio.toFixed(2)}x), CLS ${a.cls.toFixed(3)} (worst run)`,
      budget: `LCP within ${LCP_RATIO}x of the empty page's, CLS 0`,
      ok: a.lcp_ratio <= LCP_RATIO && a.cls === 0,
    })),
  );
  const rows: Row[] = Object.entries(results).map(([page, r]) => ({
    name: page,
    figure:
      `perf ${r.performance} (empty page ${r.empty_performance}, ${sign(r.difference)}), a11y ${r.accessibility}, ` +
      `best practices ${r['best-practices']}, SEO ${r.seo}; LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}` +
      (r.failing.length ? `; failing: ${r.failing.join(', ')}` : ''),
    budget: `perf within ${PERFORMANCE_MARGIN} of the empty page, others 100`,
    ok: r.difference >= -PERFORMANCE_MARGIN && r.accessibility === 100 && r['best-practices'] === 100 && r.seo === 100,
  }));
  printTable(`Lighthouse 12 (mobile, default simulated throttling, median of ${runs} runs, each beside a run of an empty Next.js page)`, rows);
  return results;
}
