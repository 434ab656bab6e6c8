import { log } from '../server/log';
import { SITEMAP_CACHE_CONTROL } from './sitemap';

/** A sitemap that does not exist: plain 404, cacheable like the sitemaps themselves. */
export function sitemapNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}

/** The database could not be read: 503 so crawlers come back, never cached. */
export function sitemapUnavailable(name: string, error: Error): Response {
  log.error(`[sitemap] ${name} could not be read`, { error });
  return new Response('Service Unavailable', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '300' },
  });
}
