import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapDataSections, sitemapEntrySchema, sitemapOverviewSchema, type SitemapDataSection } from '../data/sitemap';
import { pgliteEngine, type TestEngine } from '../testing/engines';
import { absoluteUrl } from './metadata';
import { languageCodes } from '../pages/kinds.mjs';
import {
  SITEMAP_URL_LIMIT,
  entryUrls,
  escapeXml,
  parseSitemapFileName,
  sitemapIndexUrls,
  sitemapIndexXml,
  staticPageUrls,
  urlsetXml,
  w3cDate,
  type SitemapUrl,
} from './sitemap';

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('sitemap file names', () => {
  it('accepts section-page.xml for known sections only', () => {
    expect(parseSitemapFileName('pages-1.xml')).toEqual({ section: 'pages', page: 1 });
    expect(parseSitemapFileName('surnames-12.xml')).toEqual({ section: 'surnames', page: 12 });
    for (const bad of [
      'deities-0.xml',
      'deities-01.xml',
      'deities-1',
      'deities-1.xml.gz',
      'Deities-1.xml',
      'dashboard-1.xml',
      '../deities-1.xml',
      'deities-1234567.xml',
      'deities--1.xml',
      'deities-1.5.xml',
    ]) {
      expect(parseSitemapFileName(bad), bad).toBeNull();
    }
  });
});

describe('sitemap XML', () => {
  it('escapes URLs and writes W3C dates', async () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(w3cDate('2026-11-22')).toBe('2026-11-22');
    expect(w3cDate('2026-11-22T10:20:30.123456+05:30')).toBe('2026-11-22T04:50:30.123Z');
    expect(w3cDate('not a date')).toBeUndefined();
    const xml = await text(urlsetXml([{ loc: 'https://example.org/a?x=1&y=<2>' }, { loc: 'https://example.org/b', lastmod: '2026-01-02' }]));
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://example.org/a?x=1&amp;y=&lt;2&gt;</loc></url>\n' +
        '<url><loc>https://example.org/b</loc><lastmod>2026-01-02</lastmod></url>\n</urlset>\n',
    );
  });

  it('dates no page after today: a static text carries the day it last changed', () => {
    const today = new Date().toISOString().slice(0, 10);
    const dated = staticPageUrls({ deities: null, surnames: null, aartis: null, mantras: null, categories: null }).filter((u) => u.lastmod);
    expect(dated.length).toBeGreaterThanOrEqual(3);
    for (const u of dated) expect(u.lastmod!.slice(0, 10) <= today, `${u.loc} ${u.lastmod}`).toBe(true);
  });

  it('refuses more URLs than a file may hold', () => {
    const urls: SitemapUrl[] = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, i) => ({ loc: `https://example.org/${i}` }));
    expect(() => urlsetXml(urls)).toThrow(/at most 50000/);
    expect(() => urlsetXml(urls.slice(1))).not.toThrow();
  });

  it('streams a long file in chunks that join to the whole list', async () => {
    const urls = Array.from({ length: 2500 }, (_, i) => ({ loc: `https://example.org/${i}` }));
    const reader = urlsetXml(urls).getReader();
    let chunks = 0;
    let body = '';
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      chunks++;
      body += decoder.decode(r.value);
    }
    expect(chunks).toBeGreaterThan(3);
    expect(locs(body)).toEqual(urls.map((u) => u.loc));
  });
});

describe('sitemap split over files (PGlite, seed data)', () => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await pgliteEngine();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Every file the index names, read the way the route reads it, with a small limit. */
  async function crawl(limit: number) {
    const overview = sitemapOverviewSchema.parse(await db.call('sitemap_overview', { p_page_size: limit }));
    const index = await text(sitemapIndexXml(sitemapIndexUrls(overview)));
    const files = new Map<string, string[]>();
    for (const loc of locs(index)) {
      const name = new URL(loc).pathname.replace('/sitemaps/', '');
      const parsed = parseSitemapFileName(name);
      expect(parsed, loc).not.toBeNull();
      const { section, page } = parsed!;
      const urls =
        section === 'pages'
          ? staticPageUrls(overview.latest)
          : entryUrls(
              section,
              sitemapEntrySchema.array().parse(await db.call('sitemap_page', { p_section: section, p_page: page, p_page_size: limit })),
            );
      files.set(name, locs(await text(urlsetXml(urls))));
    }
    return files;
  }

  it('splits each section into files of at most the limit and lists every page exactly once', async () => {
    const small = await crawl(30);
    const whole = await crawl(SITEMAP_URL_LIMIT);
    // With the real limit each section fits one file; with 30 the surnames need several.
    expect([...whole.keys()]).toEqual(['pages-1.xml', ...sitemapDataSections.map((s) => `${s}-1.xml`)]);
    const surnameFiles = [...small.keys()].filter((k) => k.startsWith('surnames-'));
    expect(surnameFiles.length).toBe(Math.ceil(whole.get('surnames-1.xml')!.length / 30));
    expect(surnameFiles.length).toBeGreaterThan(5);
    // 30 pages a file, each in up to every language (the pages file is one file whatever it holds).
    for (const [name, urls] of small) if (!name.startsWith('pages')) expect(urls.length, name).toBeLessThanOrEqual(30 * languageCodes.length);

    const all = (files: Map<string, string[]>) => [...files.values()].flat();
    expect(all(small)).toEqual(all(whole));
    expect(new Set(all(whole)).size).toBe(all(whole).length);
  });

  it('lists a page in each language it is written in, each naming the others and x-default', async () => {
    const home = staticPageUrls(sitemapOverviewSchema.parse(await db.call('sitemap_overview', { p_page_size: 100 })).latest);
    const inHindi = home.find((u) => u.loc.endsWith('/hi/about'))!;
    expect(inHindi.alternates!.map((a) => a.hreflang)).toEqual(['en', 'hi', 'mr', 'gu', 'x-default']);
    expect(home.some((u) => u.loc.endsWith('/hi/contact'))).toBe(false);
    expect(home.find((u) => u.loc.endsWith('/contact'))!.alternates).toBeUndefined();
    const xml = await text(urlsetXml([inHindi]));
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/>');
    // A page written in English only (a deity with no translation) has no alternates.
    const [deity] = entryUrls('deities', [{ key: 'khodiyar-mata', updated_at: '2026-11-28' }] as never);
    expect(deity).toEqual({ loc: 'http://localhost:3000/deity/khodiyar-mata', lastmod: '2026-11-28' });
    const both = entryUrls('deities', [{ key: 'khodiyar-mata', updated_at: '2026-11-28' }] as never, () => ['en', 'gu']);
    expect(both.map((u) => u.loc)).toEqual(['http://localhost:3000/deity/khodiyar-mata', 'http://localhost:3000/gu/deity/khodiyar-mata']);
  });

  it('lists the canonical address of every kind of page and nothing that must not be indexed', async () => {
    const urls = [...(await crawl(SITEMAP_URL_LIMIT)).values()].flat();
    const paths = urls.map((u) => new URL(u).pathname);
    for (const path of [
      '/',
      '/search',
      '/surname-search',
      '/community',
      '/how-to-find-your-kuldevi',
      '/prayers',
      '/aartis',
      '/mantras',
      '/about',
      '/help',
      '/contact',
      '/terms',
      '/privacy',
    ]) {
      expect(paths).toContain(path);
    }
    const kinds: Record<string, RegExp> = {
      deity: /^\/deity\/[a-z0-9-]+$/,
      surname: /^\/surname\/[a-z0-9%A-F-]+$/,
      aarti: /^\/aarti\/[a-z0-9-]+-[1-9][0-9]*$/,
      mantra: /^\/mantra\/[a-z0-9-]+-[1-9][0-9]*$/,
      category: /^\/prayers\/category\/[a-z0-9-]+$/,
      community: /^\/community\/[a-z0-9-]+$/,
    };
    for (const [kind, pattern] of Object.entries(kinds)) expect(paths.filter((p) => pattern.test(p)).length, kind).toBeGreaterThan(0);
    expect(paths).toContain('/surname/patel');
    expect(paths).toContain('/community/oswal');
    expect(urls.every((u) => u.startsWith(absoluteUrl('/')) && !u.includes('?') && !u.includes('#'))).toBe(true);
    expect(paths.some((p) => /dashboard|error|\/api\//.test(p))).toBe(false);
  });

  it('dates each file in the index by the newest entry it holds', async () => {
    const overview = sitemapOverviewSchema.parse(await db.call('sitemap_overview', { p_page_size: 50 }));
    const index = sitemapIndexUrls(overview);
    for (const section of ['deities', 'surnames'] as SitemapDataSection[]) {
      const entry = index.find((u) => u.loc.endsWith(`/sitemaps/${section}-2.xml`))!;
      const entries = sitemapEntrySchema.array().parse(await db.call('sitemap_page', { p_section: section, p_page: 2, p_page_size: 50 }));
      expect(entry.lastmod).toBe(new Date(Math.max(...entries.map((e) => Date.parse(e.updated_at)))).toISOString());
    }
    expect(index[0]!.lastmod).toBeDefined();
  });
});
