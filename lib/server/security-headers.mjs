/**
 * The security headers of every response, set in next.config.mjs `headers()` so that pages
 * stay static and cacheable (no per-request nonce). Plain JavaScript because next.config.mjs
 * imports it; types in security-headers.d.mts.
 *
 * Why each script and style source:
 * - 'unsafe-inline' scripts: without a nonce, Next's inline scripts (the RSC payload, the
 *   bootstrap) can only run this way. Everything else is 'self': no third-party script.
 * - 'unsafe-eval' only in development, where React's dev tools and fast refresh need it.
 * - 'unsafe-inline' styles: next/font and React set inline style attributes.
 * - images from the Supabase project (deity images in storage) when it is configured; they
 *   normally arrive through /_next/image ('self'), this also allows the original URL.
 * - prayer recordings from this site (public/media/) and from the Supabase project's storage;
 *   a recording on any other host is blocked until its origin is added here.
 * - the browser talks only to this site (connect-src 'self'): every Supabase call is made by
 *   the server.
 */

/**
 * @param {{ dev: boolean, supabaseUrl?: string, siteUrl?: string }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ dev, supabaseUrl, siteUrl }) {
  const supabase = originOf(supabaseUrl);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${supabase ? ` ${supabase}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    `media-src 'self'${supabase ? ` ${supabase}` : ''}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only where the site is served over https: on a plain-http test server it would send the
  // browser to an https port that does not exist.
  if (!dev && siteUrl?.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Features the site never uses are switched off. Clipboard writes and the Web Share API stay
 * allowed for this origin (their default): the prayer page's Copy and Share buttons use them.
 * web-share is not named because browsers without the API (desktop Linux Chromium) warn about
 * an unknown feature on every page; interest-cohort (FLoC) is gone from browsers for the same
 * reason, and browsing-topics is what replaced it.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

/**
 * @param {{ dev: boolean, supabaseUrl?: string, siteUrl?: string }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Browsers ignore it over plain http, so it is safe to send everywhere.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    // For browsers older than frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** @param {string | undefined} url */
function originOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
