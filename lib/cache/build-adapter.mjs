// A build adapter (next.config.mjs `adapterPath`, Next.js's documented build hook): at the end of
// `next build`, every page the build prerendered is put into the site's page cache
// (lib/cache/cache-handler.mjs, its files in the build's own directory), as Next.js would store it
// once rendered: the page's HTML, its server-components payload and its prefetch segments, with
// the headers, lifetime and tags the build gave it. A server of this build then serves those
// pages, and knows it has their copies, before anyone visits them, and while its database is down.
// (Several servers share Redis instead, where a page is kept from its first visit.)
import fs from 'node:fs';
import path from 'node:path';
import { fileStore, pagePath, serialize } from './cache-handler.mjs';

/** Headers the prerendered file was served with that are not the page's own (the response's shape). */
const RESPONSE_HEADERS = new Set(['vary', 'content-type']);

const adapter = {
  name: 'kuldevta-page-copies',
  async onBuildComplete({ outputs, distDir }) {
    const server = path.join(distDir, 'server');
    const byPathname = new Map(outputs.prerenders.map((p) => [p.pathname, p]));
    fileStore.root = path.join(distDir, 'cache', 'kuldevta');
    const built = Date.now();
    // `next build` keeps the cache folder: what an earlier build's server stored goes, what this
    // build's workers stored stays.
    const dropped = fileStore.dropWrittenBefore(built - process.uptime() * 1000);
    let pages = 0;
    for (const p of outputs.prerenders) {
      const file = p.fallback?.filePath;
      if (p.routeType !== 'page' || !file?.endsWith('.html')) continue;
      // The page's key in the cache is its file's place in the build, as Next.js names it.
      const key = `/${path
        .relative(server, file)
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')}`;
      if (!key.startsWith('/route-cache/APP_PAGE/')) continue;
      const base = p.pathname === '/' ? '/index' : p.pathname;
      const rsc = byPathname.get(`${base}.rsc`)?.fallback?.filePath;
      if (!rsc) continue;
      const segments = new Map(
        outputs.prerenders
          .filter((s) => s.pathname.startsWith(`${base}.segments/`) && s.pathname.endsWith('.segment.rsc'))
          .map((s) => [s.pathname.slice(`${base}.segments`.length, -'.segment.rsc'.length), fs.readFileSync(s.fallback.filePath)]),
      );
      const headers = Object.fromEntries(Object.entries(p.fallback.initialHeaders ?? {}).filter(([h]) => !RESPONSE_HEADERS.has(h)));
      const value = {
        kind: 'APP_PAGE',
        html: fs.readFileSync(file, 'utf8'),
        rscData: fs.readFileSync(rsc),
        headers,
        ...(p.fallback.initialStatus && p.fallback.initialStatus !== 200 ? { status: p.fallback.initialStatus } : {}),
        segmentData: segments,
      };
      const entry = {
        value,
        lastModified: built,
        tags: [],
        cacheControl: { revalidate: p.fallback.initialRevalidate, expire: p.fallback.initialExpiration },
      };
      await fileStore.set(key, serialize(entry), pagePath(value));
      pages++;
    }
    console.log(`kuldevta: ${pages} prerendered pages put into the page cache (${dropped} files of an earlier build removed)`);
  },
};

export default adapter;
