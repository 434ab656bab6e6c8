import { expect, type Page } from '@playwright/test';

/**
 * Run in the page (`page.evaluate(widthWhenAllLaidOut)`): how wide the document lays out with every part of it laid out. The sections
 * below a page's first screen are laid out only near the viewport (`content-visibility: auto`),
 * and until then clip whatever overflows them, so a plain scrollWidth would miss a word or a
 * table too wide in one of them.
 */
export function widthWhenAllLaidOut(): number {
  const style = document.createElement('style');
  style.textContent = '* { content-visibility: visible !important; }';
  document.head.append(style);
  const width = document.documentElement.scrollWidth;
  style.remove();
  return width;
}

/** The page, all of it laid out, is no wider than the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const scroll = await page.evaluate(widthWhenAllLaidOut);
  expect(scroll, 'page width').toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}
