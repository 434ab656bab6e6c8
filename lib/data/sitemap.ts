import 'server-only';
import { z } from 'zod';
import { dbCall } from '../db';
import { prayerKinds } from '../urls/prayer';

/** Sections of the sitemap that come from the database, in the index's order. */
export const sitemapDataSections = ['deities', 'surnames', 'prayers', 'categories', 'temples', 'communities'] as const;
export type SitemapDataSection = (typeof sitemapDataSections)[number];

const timestamp = z.string().nullable();

export const sitemapOverviewSchema = z.object({
  files: z.array(z.object({ section: z.enum(sitemapDataSections), page: z.number().int().min(1), urls: z.number(), lastmod: z.string() })),
  latest: z.object({ deities: timestamp, surnames: timestamp, aartis: timestamp, mantras: timestamp, categories: timestamp }),
});
export type SitemapOverview = z.infer<typeof sitemapOverviewSchema>;

export const sitemapEntrySchema = z.object({
  kind: z.enum(prayerKinds).nullable(),
  key: z.string(),
  title: z.string().nullable(),
  updated_at: z.string(),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

/** The sitemap index in one query: the files each section needs at `pageSize` URLs a file. */
export async function getSitemapOverview(pageSize: number): Promise<SitemapOverview> {
  return sitemapOverviewSchema.parse(await dbCall('sitemap_overview', { p_page_size: pageSize }));
}

/** One sitemap file in one query; empty past the last page. */
export async function getSitemapPage(section: SitemapDataSection, page: number, pageSize: number): Promise<SitemapEntry[]> {
  return z.array(sitemapEntrySchema).parse(await dbCall('sitemap_page', { p_section: section, p_page: page, p_page_size: pageSize }));
}
