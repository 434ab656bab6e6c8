import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * Crawl everything a visitor can land on, except: operator and API routes, the error-check
 * page, and the query variants of search and list pages (filtered, paged or searched: those
 * are noindex with the plain page as canonical; the sitemap lists every item directly).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/dashboard', '/api/', '/error-check', '/search?', '/surname-search?', '/prayers?', '/aartis?', '/mantras?'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
