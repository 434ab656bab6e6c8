/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time,
  // and `pg` has optional native bindings: neither may be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ws'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default nextConfig;
