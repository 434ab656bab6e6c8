import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchPort, startServer, type Server } from './http';
import { printTable, type Row } from './stats';

export interface ScriptWeight {
  files: number;
  /** Bytes of external script files, as stored. */
  raw: number;
  /** The same, gzip-compressed (what travels). */
  gzip: number;
  /** Bytes of inline <script> content (mostly the RSC payload: data, not code). */
  inline: number;
}

/** Every script a page loads: external files fetched from the server, inline scripts counted. */
export async function scriptWeight(base: string, pagePath: string): Promise<ScriptWeight> {
  const html = await (await fetch(base + pagePath)).text();
  // Scripts marked nomodule (legacy polyfills) are never fetched by a current browser.
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\bnomodule\b/i.test(attrs));
  const srcs = [...new Set(tags.map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1]).filter((s): s is string => Boolean(s)))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  return { files: srcs.length, raw, gzip, inline };
}

export const EMPTY_APP = 'bench-results/empty-app';
let emptyAppBuilt = false;

/**
 * An empty App Router app (a root layout and a page with one paragraph) built with this
 * repository's own Next.js, so the baseline is the same framework version and settings.
 * Built once for each installed Next.js (the JavaScript and Lighthouse sections both use it).
 */
export function buildEmptyApp(): void {
  if (emptyAppBuilt) return;
  // Kept while it is newer than the installed Next.js, so two bench runs side by side share it.
  const built = path.join(EMPTY_APP, '.next/BUILD_ID');
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs > fs.statSync('node_modules/next/package.json').mtimeMs) {
    emptyAppBuilt = true;
    return;
  }
  fs.rmSync(EMPTY_APP, { recursive: true, force: true });
  fs.mkdirSync(path.join(EMPTY_APP, 'app'), { recursive: true });
  fs.writeFileSync(path.join(EMPTY_APP, 'package.json'), '{ "private": true }\n');
  fs.writeFileSync(path.join(EMPTY_APP, 'next.config.mjs'), 'export default { poweredByHeader: false, reactStrictMode: true };\n');
  fs.writeFileSync(
    path.join(EMPTY_APP, 'app/layout.jsx'),
    'export const metadata = { title: \'Empty\' };\nexport default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  fs.writeFileSync(path.join(EMPTY_APP, 'app/page.jsx'), 'export default function Page() {\n  return <p>Empty page</p>;\n}\n');
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', EMPTY_APP], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  emptyAppBuilt = true;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** JavaScript on content pages against an empty page of the same Next.js (budget 1.2x). */
export async function benchJsBudget(server: Server) {
  buildEmptyApp();
  const empty = await startServer(benchPort('empty-js'), '.data-bench-empty', {}, EMPTY_APP);
  let baseline: ScriptWeight;
  try {
    baseline = await scriptWeight(empty.url, '/');
  } finally {
    await empty.stop();
  }
  const pages = ['/deity/khodiyar-mata', '/', '/aarti/sukhkarta-dukhharta-ganesh-aarti-1', '/surname/patel', '/about'];
  const rows: Row[] = [{ name: 'empty page, same Next.js', figure: `${baseline.files} files, ${kb(baseline.gzip)} gzip (${kb(baseline.raw)} raw)` }];
  const weights: Record<string, ScriptWeight> = {};
  for (const p of pages) {
    const w = await scriptWeight(server.url, p);
    weights[p] = w;
    const ratio = w.gzip / baseline.gzip;
    rows.push({
      name: p,
      figure: `${w.files} files, ${kb(w.gzip)} gzip (${kb(w.raw)} raw), ${ratio.toFixed(2)}x empty; inline ${kb(w.inline)}`,
      budget: p.startsWith('/deity/') ? '<= 1.2x empty' : undefined,
      ok: p.startsWith('/deity/') ? ratio <= 1.2 : undefined,
    });
  }
  printTable('JavaScript sent to the browser (external scripts, gzip -9)', rows);
  return { baseline, weights };
}
