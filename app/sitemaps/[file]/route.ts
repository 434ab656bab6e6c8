import { readWrittenPages, type TranslatedKind } from '@/lib/data/languages';
import { readPrayerIds } from '@/lib/data/prayers';
import { getSitemapOverview, getSitemapPage, type SitemapDataSection, type SitemapEntry } from '@/lib/data/sitemap';
import { DbUnavailableError } from '@/lib/db';
import { languageCodes, languages, type Language } from '@/lib/pages/kinds.mjs';
import { SITEMAP_CACHE_CONTROL, SITEMAP_ENTRY_LIMIT, entryUrls, parseSitemapFileName, staticPageUrls, urlsetXml } from '@/lib/seo/sitemap';
import { sitemapNotFound, sitemapUnavailable } from '@/lib/seo/sitemap-response';

// One sitemap file, /sitemaps/{section}-{page}.xml, in one query and the languages of its pages.
// Any other name, and a page past the last, is 404.
export const dynamic = 'force-dynamic';

/** The kind of page each section's entries are, where their languages are listed one by one. */
const WRITTEN: Partial<Record<SitemapDataSection, TranslatedKind>> = {
  deities: 'deity',
  temples: 'shrine',
  communities: 'community',
  categories: 'category',
};

/** How the languages of a section's entries are known: listed one by one, by a prayer's script, or all (surnames). */
async function languagesOfSection(section: SitemapDataSection): Promise<(entry: SitemapEntry) => readonly Language[]> {
  if (section === 'surnames') return () => languageCodes;
  if (section === 'prayers') {
    const byId = new Map((await readPrayerIds()).prayers.map((p) => [`${p.type}/${p.id}`, p.language]));
    return (e) => languageCodes.filter((l) => l === 'en' || languages[l].prayerLanguages.includes(byId.get(`${e.kind}/${e.key}`) ?? ''));
  }
  const kind = WRITTEN[section]!;
  const written = await readWrittenPages();
  const sets = Object.fromEntries(languageCodes.map((l) => [l, new Set(l === 'en' ? [] : (written[l]?.[kind] ?? []))]));
  return (e) => languageCodes.filter((l) => l === 'en' || sets[l]!.has(e.key));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const parsed = parseSitemapFileName(file);
  if (!parsed || (parsed.section === 'pages' && parsed.page !== 1)) return sitemapNotFound();
  let urls;
  try {
    if (parsed.section === 'pages') {
      urls = staticPageUrls((await getSitemapOverview(SITEMAP_ENTRY_LIMIT)).latest);
    } else {
      const [entries, languagesOf] = await Promise.all([
        getSitemapPage(parsed.section, parsed.page, SITEMAP_ENTRY_LIMIT),
        languagesOfSection(parsed.section),
      ]);
      urls = entryUrls(parsed.section, entries, languagesOf);
    }
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return sitemapUnavailable(file, error);
  }
  if (!urls.length) return sitemapNotFound();
  return new Response(urlsetXml(urls), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
