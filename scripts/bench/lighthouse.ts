import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { startServer, type Server } from './http';
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

/** How far below the empty page's performance score a template may be. */
const PERFORMANCE_MARGIN = 2;

export interface LighthouseResult extends Record<Category, number> {
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** The empty Next.js page's median performance, from the runs made beside this page's. */
  empty_performance: number;
  /** performance - empty_performance. */
  difference: number;
}

/**
 * Lighthouse with its defaults (mobile form factor, simulated throttling: slow 4G, 4x CPU
 * slowdown) in the system Chromium. A score on this machine moves with whatever else it is
 * doing, so each template is measured beside an empty page of the same Next.js (a root layout
 * and one paragraph, bench-results/empty-app): `runs` pairs per template, the empty page
 * first in one pair and second in the next, and the template's median is compared with the
 * median of the empty runs made beside it. The goal: every template within 2 points.
 */
export async function benchLighthouse(server: Server, runs = 3, pages: readonly string[] = LIGHTHOUSE_PAGES) {
  buildEmptyApp();
  const empty = await startServer(3396, '.data-bench-empty-lighthouse', {}, EMPTY_APP);
  const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  const audit = async (url: string): Promise<Result> => {
    const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }))?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    return lhr;
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
      const failing = new Set<string>();
      await fetch(server.url + page);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? (['empty', 'page'] as const) : (['page', 'empty'] as const);
        for (const which of order) {
          if (which === 'empty') {
            emptyScores.push(Math.round(((await audit(`${empty.url}/`)).categories.performance?.score ?? 0) * 100));
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
        }
      }
      const performance = percentile(scores.performance, 50);
      const emptyPerformance = percentile(emptyScores, 50);
      results[page] = {
        performance,
        accessibility: percentile(scores.accessibility, 50),
        'best-practices': percentile(scores['best-practices'], 50),
        seo: percentile(scores.seo, 50),
        lcp: percentile(lcp, 50),
        tbt: percentile(tbt, 50),
        cls: percentile(cls, 50),
        failing: [...failing],
        empty_performance: emptyPerformance,
        difference: performance - emptyPerformance,
      };
    }
  } finally {
    await chrome.kill();
    await empty.stop();
  }
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
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
