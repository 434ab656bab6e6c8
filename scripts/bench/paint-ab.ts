// A quick comparison of first paints under applied throttling, to try a change before a full
// Lighthouse run. Each URL is loaded `rounds` times, interleaved (the order reversed every other
// round, so both see the same machine load), each load in a new browser context throttled as
// Lighthouse's applied mobile mode does, with Lighthouse's own settings (slow 4G: 562.5 ms added
// to each request, 1.6 Mbps down and 750 kbps up at 90%; the CPU four times slower; its phone's
// 412 x 823 screen at 1.75x). A load is much quicker than a Lighthouse run, so many rounds fit
// in minutes.
//
//   npx tsx scripts/bench/paint-ab.ts 16 http://127.0.0.1:3000/deity/khodiyar-mata http://127.0.0.1:3001/
//
// Prints each URL's median LCP and FCP and every load's LCP; for each URL after the first, the
// median of its per-round difference from the first URL (negative: faster) and in how many
// rounds it was faster. A change of under about 100 ms needs that paired figure, not the medians.
import { chromium, type Browser } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { fullChromium } from './lighthouse';

interface Paints {
  lcp: number;
  fcp: number;
}

/** The median; of an even count, the mean of the middle two (stats.percentile takes the lower). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function load(browser: Browser, url: string): Promise<Paints> {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // As Lighthouse's applied throttling sends them (DevTools takes bytes per second).
    const slow4G = throttling.mobileSlow4G;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier });
    await page.addInitScript(() => {
      const paints = { lcp: 0, fcp: 0 };
      (window as unknown as { __paints: Paints }).__paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A later, larger paint is still reported after load; Lighthouse also waits past it.
    await page.waitForTimeout(1_500);
    return await page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
  } finally {
    await context.close();
  }
}

const [roundsArg, ...urls] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 1 || !urls.length) {
  console.error('usage: npx tsx scripts/bench/paint-ab.ts ROUNDS URL [URL ...]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: fullChromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
const runs = new Map<string, Paints[]>(urls.map((url) => [url, []]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const url of round % 2 ? [...urls].reverse() : urls) runs.get(url)!.push(await load(browser, url));
  }
} finally {
  await browser.close();
}
const first = runs.get(urls[0]!)!;
for (const [url, paints] of runs) {
  const lcps = paints.map((p) => p.lcp);
  let line = `${url}\n  LCP ${median(lcps).toFixed(0)} ms, FCP ${median(paints.map((p) => p.fcp)).toFixed(0)} ms; loads: ${lcps.map((v) => v.toFixed(0)).join(' ')}`;
  if (paints !== first) {
    const differences = paints.map((p, i) => p.lcp - first[i]!.lcp);
    line += `\n  against the first URL: median difference ${median(differences).toFixed(0)} ms, faster in ${differences.filter((d) => d < 0).length} of ${rounds} rounds`;
  }
  console.log(line);
}
