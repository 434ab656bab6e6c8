import fs from 'node:fs';

/**
 * The browser the tests drive: Debian's headless shell (`chromium-headless-shell`: Chromium's
 * engine without the desktop browser around it, whose processor time the tests would pay for
 * nothing), else Debian's Chromium, else Playwright's own (undefined). No browser can be
 * downloaded here.
 */
export const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
