import { lastUpdated as privacyUpdated } from '../content/privacy';
import { lastUpdated as termsUpdated } from '../content/terms';
import { lastUpdated as findKuldeviUpdated } from '../content/find-kuldevi';
import { sitemapDataSections, type SitemapDataSection, type SitemapEntry, type SitemapOverview } from '../data/sitemap';
import { communityPath, FIND_KULDEVI_PATH } from '../urls/community';
import { prayerPath } from '../urls/prayer';
import { defaultLanguage, inLanguage, languageCodes, pagesInEveryLanguage, type Language } from '../pages/kinds.mjs';
import { absoluteUrl } from './metadata';

/**
 * The sitemap: an index at /sitemap.xml naming /sitemaps/{section}-{page}.xml files. `pages`
 * holds home, the list pages and the static pages; the other sections come from the database.
 * Each page is listed once in every language it is written in, each naming all of them as its
 * alternates (hreflang, with x-default to English); a file lists at most SITEMAP_ENTRY_LIMIT
 * pages, so that with every language it holds at most the protocol's 50,000 addresses.
 */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_ENTRY_LIMIT = Math.floor(SITEMAP_URL_LIMIT / languageCodes.length);

export type SitemapSection = 'pages' | SitemapDataSection;
export const sitemapSections: readonly SitemapSection[] = ['pages', ...sitemapDataSections];

/** CDN-cacheable for an hour, served stale for a day while it refreshes; browsers always ask. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The page in each language it is written in, and x-default (when it is written in more than English). */
  alternates?: { hreflang: string; href: string }[];
}

/** A page (its English path) in every language it is written in, each with the others as alternates. */
export function languageUrls(path: string, languages: readonly Language[], lastmod?: string): SitemapUrl[] {
  const written = languageCodes.filter((l) => l === defaultLanguage || languages.includes(l));
  const alternates =
    written.length > 1
      ? [...written.map((l) => ({ hreflang: l, href: absoluteUrl(inLanguage(l, path)) })), { hreflang: 'x-default', href: absoluteUrl(path) }]
      : undefined;
  return written.map((l) => ({ loc: absoluteUrl(inLanguage(l, path)), ...(lastmod ? { lastmod } : {}), ...(alternates ? { alternates } : {}) }));
}

export function sitemapFilePath(section: SitemapSection, page: number): string {
  return `/sitemaps/${section}-${page}.xml`;
}

/** `deities-2.xml` as { section, page }; null for any other name (no leading zeros, no page 0). */
export function parseSitemapFileName(name: string): { section: SitemapSection; page: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const section = sitemapSections.find((s) => s === match[1]);
  return section ? { section, page: Number(match[2]) } : null;
}

/** A W3C datetime for <lastmod>: dates stay dates, timestamps become UTC; undefined when unreadable. */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function newest(...values: (string | null | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const v of values) if (v && (!best || Date.parse(v) > Date.parse(best))) best = v;
  return best;
}

/**
 * Home, Explore, the list pages and the static pages. Lists carry the latest change of what
 * they list; static pages the date their text was last updated, where the content keeps one
 * (a guessed date would be worse than none).
 */
export function staticPageUrls(latest: SitemapOverview['latest']): SitemapUrl[] {
  const pages: [string, string | null | undefined][] = [
    ['/', latest.deities],
    ['/search', latest.deities],
    ['/surname-search', undefined],
    ['/community', latest.surnames],
    [FIND_KULDEVI_PATH, findKuldeviUpdated],
    ['/prayers', newest(latest.aartis, latest.mantras, latest.categories)],
    ['/aartis', latest.aartis],
    ['/mantras', latest.mantras],
    ['/temples', undefined],
    ['/about', undefined],
    ['/help', undefined],
    ['/contact', undefined],
    ['/terms', termsUpdated],
    ['/privacy', privacyUpdated],
  ];
  return pages.flatMap(([path, lastmod]) =>
    languageUrls(path, pagesInEveryLanguage.includes(path) ? languageCodes : [defaultLanguage], w3cDate(lastmod)),
  );
}

/** The canonical path of a database entry (the address every page redirects to). */
export function entryPath(section: SitemapDataSection, entry: SitemapEntry): string {
  switch (section) {
    case 'deities':
      return `/deity/${encodeURIComponent(entry.key)}`;
    case 'surnames':
      return `/surname/${encodeURIComponent(entry.key)}`;
    case 'prayers':
      if (!entry.kind) throw new Error(`prayer ${entry.key} has no kind`);
      return prayerPath(entry.kind, entry.title ?? '', Number(entry.key));
    case 'categories':
      return `/prayers/category/${encodeURIComponent(entry.key)}`;
    case 'temples':
      return `/temple/${encodeURIComponent(entry.key)}`;
    case 'communities':
      return communityPath(encodeURIComponent(entry.key));
  }
}

/** A section's entries, each in the languages `languagesOf` says it is written in (English only unless given). */
export function entryUrls(
  section: SitemapDataSection,
  entries: SitemapEntry[],
  languagesOf: (entry: SitemapEntry) => readonly Language[] = () => [defaultLanguage],
): SitemapUrl[] {
  return entries.flatMap((e) => languageUrls(entryPath(section, e), languagesOf(e), w3cDate(e.updated_at)));
}

/** The index's entries: the pages file first, then every file of every section that has entries. */
export function sitemapIndexUrls(overview: SitemapOverview): SitemapUrl[] {
  const pagesLastmod = newest(...staticPageUrls(overview.latest).map((u) => u.lastmod));
  return [
    { loc: absoluteUrl(sitemapFilePath('pages', 1)), lastmod: pagesLastmod },
    ...[...overview.files]
      .sort((a, b) => sitemapDataSections.indexOf(a.section) - sitemapDataSections.indexOf(b.section) || a.page - b.page)
      .map((f) => ({ loc: absoluteUrl(sitemapFilePath(f.section, f.page)), lastmod: w3cDate(f.lastmod) })),
  ];
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function item(tag: 'url' | 'sitemap', u: SitemapUrl): string {
  const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : '';
  const links = (u.alternates ?? [])
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    .join('');
  return `<${tag}><loc>${escapeXml(u.loc)}</loc>${lastmod}${links}</${tag}>\n`;
}

/** XML written in chunks as it is read, so a 50,000-URL file is never one string in memory. */
function xmlStream(open: string, tag: 'url' | 'sitemap', urls: SitemapUrl[], close: string, chunk = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(XML_DECLARATION + open));
    },
    pull(controller) {
      const end = Math.min(next + chunk, urls.length);
      let text = '';
      for (; next < end; next++) text += item(tag, urls[next]!);
      if (text) controller.enqueue(encoder.encode(text));
      if (next >= urls.length) {
        controller.enqueue(encoder.encode(close));
        controller.close();
      }
    },
  });
}

export function urlsetXml(urls: SitemapUrl[]): ReadableStream<Uint8Array> {
  if (urls.length > SITEMAP_URL_LIMIT) throw new Error(`a sitemap file holds at most ${SITEMAP_URL_LIMIT} URLs, not ${urls.length}`);
  return xmlStream(`<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`, 'url', urls, '</urlset>\n');
}

export function sitemapIndexXml(files: SitemapUrl[]): ReadableStream<Uint8Array> {
  return xmlStream(`<sitemapindex xmlns="${NS}">\n`, 'sitemap', files, '</sitemapindex>\n');
}
