import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';

/**
 * The script faces come from the device where it has them and are downloaded only where it does
 * not: the same page in a browser that sees the Noto fonts a phone has, and in one whose font
 * configuration leaves them out.
 */

const NOTO = '/usr/share/fonts/truetype/noto';

/** The Devanagari web font files a load of `url` requested, and the fonts that drew its heading. */
async function fontsOf(page: Page, url: string) {
  const requested: string[] = [];
  const onRequest = (r: Request) => {
    if (/\.woff2(\?|$)/.test(r.url())) requested.push(r.url());
  };
  page.on('request', onRequest);
  await page.goto(url);
  // The faces a page's text needs are asked for when it is laid out, before the fonts are ready.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  page.off('request', onRequest);
  return { requested, fonts };
}

/** A fontconfig file that lists every font folder of the machine except the Noto one. */
function configWithoutNoto(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kd-fonts-'));
  const folders = fs
    .readdirSync('/usr/share/fonts/truetype')
    .map((f) => path.join('/usr/share/fonts/truetype', f))
    .filter((f) => f !== NOTO);
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${folders.map((f) => `  <dir>${f}</dir>`).join('\n')}\n  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
  );
  return file;
}

test.describe('script fonts', () => {
  test('a device with Noto for the script downloads no font and draws the heading with its own', async ({ page }) => {
    expect(fs.existsSync(path.join(NOTO, 'NotoSansDevanagari-Bold.ttf')), 'the machine has fonts-noto-core, as a phone has Noto').toBe(true);
    const { requested, fonts } = await fontsOf(page, '/hi');
    expect(requested).toEqual([]);
    expect(fonts.some((f) => f.postScriptName === 'NotoSansDevanagari-Bold' && !f.isCustomFont)).toBe(true);
  });

  test('a device without it downloads the face, and draws with it once it has arrived', async ({ playwright }) => {
    const launch = test.info().project.use.launchOptions ?? {};
    const browser: Browser = await playwright.chromium.launch({ ...launch, env: { ...process.env, FONTCONFIG_FILE: configWithoutNoto() } });
    try {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const first = await fontsOf(page, '/hi');
      expect(first.requested.some((u) => u.includes('noto-sans-devanagari-700'))).toBe(true);
      // Only the scripts the page shows: Hindi, and the language menu's ગુજરાતી.
      expect(first.requested.every((u) => /noto-sans-(devanagari|gujarati)-(400|700)/.test(u))).toBe(true);
      // 'optional': the first page may have painted before the file came; the next one uses it.
      const second = await fontsOf(page, '/hi/about');
      expect(second.fonts.some((f) => f.isCustomFont && /Noto Sans Devanagari/.test(f.familyName))).toBe(true);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
