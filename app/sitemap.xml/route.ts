import { getSitemapOverview } from '@/lib/data/sitemap';
import { DbUnavailableError } from '@/lib/db';
import { SITEMAP_CACHE_CONTROL, SITEMAP_ENTRY_LIMIT, sitemapIndexUrls, sitemapIndexXml } from '@/lib/seo/sitemap';
import { sitemapUnavailable } from '@/lib/seo/sitemap-response';

// The sitemap index (README, Sitemaps): one query, whatever the number of files. Rendered per
// request and cached by the CDN for an hour (SITEMAP_CACHE_CONTROL).
export const dynamic = 'force-dynamic';

export async function GET() {
  let overview;
  try {
    overview = await getSitemapOverview(SITEMAP_ENTRY_LIMIT);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return sitemapUnavailable('sitemap.xml', error);
  }
  return new Response(sitemapIndexXml(sitemapIndexUrls(overview)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
