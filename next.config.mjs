import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { routeRewrites } from './lib/proxy/routes.mjs';
import { securityHeaders } from './lib/server/security-headers.mjs';

/** Deity images uploaded to Supabase storage are served from the project's host. */
const supabaseHost = (() => {
  try {
    return process.env.NEXT_PUBLIC_SUPABASE_URL ? new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).hostname : undefined;
  } catch {
    return undefined;
  }
})();

/**
 * The build's id: KULDEVTA_BUILD_ID, else the commit it was built from. Every instance built
 * from one commit then has the same id, and so the same deployment id (asset addresses and
 * Next.js's version-skew check); a random id per build would split them.
 */
const buildId = (() => {
  if (process.env.KULDEVTA_BUILD_ID) return process.env.KULDEVTA_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined; // not a git checkout: Next.js makes one up
  }
})();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build of the same commit beside the first (npm run test:instances builds one).
  ...(process.env.KULDEVTA_DIST_DIR ? { distDir: process.env.KULDEVTA_DIST_DIR } : {}),
  ...(buildId ? { generateBuildId: () => buildId, deploymentId: buildId } : {}),
  // The site keeps Next.js's server cache itself (lib/cache/cache-handler.mjs), so that it knows
  // which pages have a copy: in the build's own files with one server, in Redis with several
  // (REDIS_URL, read when the server starts; no copy in each process's memory, which another
  // instance's revalidation could not reach). The build puts its prerendered pages there.
  cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  adapterPath: fileURLToPath(new URL('./lib/cache/build-adapter.mjs', import.meta.url)),
  env: {
    // Whether server actions were built with a fixed key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY):
    // only then does a form rendered by one build post to another build of the same commit.
    KULDEVTA_FIXED_ACTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ? '1' : '',
    // Names this build's entries in the data cache (lib/cache/tagged-read.ts).
    KULDEVTA_DATA_CACHE: randomUUID(),
  },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // and `pg` has optional native bindings: neither may be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ws', 'redis', '@redis/client'],
  poweredByHeader: false,
  // Fixed at build time, like the NEXT_PUBLIC_ values they depend on.
  async headers() {
    const headers = securityHeaders({
      dev: process.env.NODE_ENV === 'development',
      supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
      siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
    });
    return [{ source: '/:path*', headers }];
  },
  // Addresses proxy.ts decided on (a section's not-found page, a narrowed surname page).
  async rewrites() {
    return { beforeFiles: routeRewrites };
  },
  reactStrictMode: true,
  // A build checks the types itself, unless the one who runs it has just done so with the same
  // compiler and settings (npm test runs `npm run typecheck` first, and then builds twice).
  typescript: { ignoreBuildErrors: process.env.KULDEVTA_TYPES_CHECKED === '1' },
  // Inline the stylesheet in each page's <head>: the first paint needs it, it is small, and a request for it costs a phone a round trip.
  experimental: { inlineCss: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: supabaseHost ? [{ protocol: 'https', hostname: supabaseHost, pathname: '/storage/v1/object/public/deity-images/**' }] : [],
  },
};

export default nextConfig;
