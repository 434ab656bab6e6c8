import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Server } from './http';
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
 * Lighthouse with its defaults (mobile form factor, simulated throttling: slow 4G, 4x CPU
 * slowdown) in the system Chromium, `runs` times per page; the median of each score is kept.
 */
export async function benchLighthouse(server: Server, runs = 3) {
  const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  const results: Record<string, Record<Category, number> & { lcp: number; tbt: number; cls: number; failing: string[] }> = {};
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      const failing = new Set<string>();
      // One unmeasured load first, so ISR pages are cached as they are for every later visitor.
      await fetch(server.url + page);
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse returned nothing for ${page}`);
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
        for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${c}:${ref.id}`);
          }
        }
      }
      results[page] = {
        performance: percentile(scores.performance, 50),
        accessibility: percentile(scores.accessibility, 50),
        'best-practices': percentile(scores['best-practices'], 50),
        seo: percentile(scores.seo, 50),
        lcp: percentile(lcp, 50),
        tbt: percentile(tbt, 50),
        cls: percentile(cls, 50),
        failing: [...failing],
      };
    }
  } finally {
    await chrome.kill();
  }
  const rows: Row[] = Object.entries(results).map(([page, r]) => ({
    name: page,
    figure:
      `perf ${r.performance}, a11y ${r.accessibility}, best practices ${r['best-practices']}, SEO ${r.seo}; ` +
      `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}` +
      (r.failing.length ? `; failing: ${r.failing.join(', ')}` : ''),
    budget: 'perf >= 98, others 100',
    ok: r.performance >= 98 && r.accessibility === 100 && r['best-practices'] === 100 && r.seo === 100,
  }));
  printTable(`Lighthouse 12 (mobile, default simulated throttling, median of ${runs} runs)`, rows);
  return results;
}
