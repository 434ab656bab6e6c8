import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openEmbedded } from '../lib/db/embedded';
import { freePort } from '../ops/nginx/nginx';
import { seededDataDir } from './support/data-dir';
import { startSite } from './support/site';

/**
 * Deity images go through next/image (explicit size, modern formats, lazy below the fold);
 * one that fails to load falls back to the deity's emblem in a box of the same size. No
 * deity has an image we may publish yet, so this server's database gives one deity an image
 * address that does not exist.
 */
test('a deity image: next/image with its size, lazy in cards; a failed load shows the emblem, nothing shifts', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = await seededDataDir('images');
  const db = await openEmbedded({ dataDir: dir });
  await db.pg.query("update public.deities set image_url = '/deity-images/missing-khodiyar-mata.webp' where id = 'khodiyar-mata'");
  await db.pg.close();
  db.release();
  const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
  try {
    const html = await (await fetch(`${site.url}/search?q=khodiyar`)).text();
    const img = html.match(/<img[^>]*alt="Khodiyar Mata"[^>]*>/)?.[0] ?? '';
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('sizes="64px"');
    expect(img).toMatch(/srcSet="[^"]*\/_next\/image\?url=%2Fdeity-images%2Fmissing-khodiyar-mata\.webp&amp;w=\d+/);

    await page.goto(`${site.url}/search?q=khodiyar`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Khodiyar Mata' }) });
    const fallback = card.locator('div[aria-hidden="true"][data-emblem]');
    await expect(fallback).toBeVisible(); // the image failed: the emblem took its place
    const box = await fallback.boundingBox();
    expect(box?.width).toBe(64);
    expect(box?.height).toBe(64);
    await expect(card.locator('img')).toHaveCount(0);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  } finally {
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
