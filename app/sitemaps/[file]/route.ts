import { getSitemapOverview, getSitemapPage } from '@/lib/data/sitemap';
import { DbUnavailableError } from '@/lib/db';
import { SITEMAP_CACHE_CONTROL, SITEMAP_URL_LIMIT, entryUrls, parseSitemapFileName, staticPageUrls, urlsetXml } from '@/lib/seo/sitemap';
import { sitemapNotFound, sitemapUnavailable } from '@/lib/seo/sitemap-response';

// One sitemap file, /sitemaps/{section}-{page}.xml, in one query. Any other name, and a page
// past the last, is 404.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const parsed = parseSitemapFileName(file);
  if (!parsed || (parsed.section === 'pages' && parsed.page !== 1)) return sitemapNotFound();
  let urls;
  try {
    urls =
      parsed.section === 'pages'
        ? staticPageUrls((await getSitemapOverview(SITEMAP_URL_LIMIT)).latest)
        : entryUrls(parsed.section, await getSitemapPage(parsed.section, parsed.page, SITEMAP_URL_LIMIT));
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return sitemapUnavailable(file, error);
  }
  if (!urls.length) return sitemapNotFound();
  return new Response(urlsetXml(urls), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
