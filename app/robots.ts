import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * Crawl everything a visitor can land on, except: operator and API routes, the error-check
 * page, and the filtered or paged variants of search and list pages (noindex, with the plain
 * page as canonical; the sitemap lists every item directly). A deity search with a query alone
 * (/search?q=durga) stays crawlable: it is a landing page of its own, with its own canonical.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/dashboard',
          '/api/',
          '/error-check',
          '/search?*region=',
          '/search?*type=',
          '/search?*tradition=',
          '/search?*page=',
          '/surname-search?',
          '/prayers?',
          '/aartis?',
          '/mantras?',
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
