import { securityHeaders } from './lib/security-headers.mjs';

/** Deity images uploaded to Supabase storage are served from the project's host. */
const supabaseHost = (() => {
  try {
    return process.env.NEXT_PUBLIC_SUPABASE_URL ? new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).hostname : undefined;
  } catch {
    return undefined;
  }
})();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // and `pg` has optional native bindings: neither may be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ws'],
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
  // A surname page narrowed to a place (?region=, ?state=) is rendered per request at
  // /surname-place/{slug}, keeping its address; the plain /surname/{slug} is cached like a
  // deity page, and a cached page cannot read its query.
  async rewrites() {
    return {
      beforeFiles: ['region', 'state'].map((key) => ({
        source: '/surname/:slug',
        has: [{ type: 'query', key, value: '(?<place>.+)' }],
        destination: '/surname-place/:slug',
      })),
    };
  },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: supabaseHost ? [{ protocol: 'https', hostname: supabaseHost, pathname: '/storage/v1/object/public/deity-images/**' }] : [],
  },
};

export default nextConfig;
