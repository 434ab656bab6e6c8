import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag, prayerTag } from '../cache/tags';
import { PAGE_SIZE, pageOf } from './paging';
import { prayerKinds, type PrayerKind } from '../urls/prayer';
import { isSlug } from '../validation/slug';

export const languages = [
  'sanskrit', 'hindi', 'gujarati', 'marathi', 'tamil', 'telugu', 'kannada', 'malayalam', 'bengali', 'punjabi', 'english', 'other',
] as const;
export const difficulties = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

const deityRef = z.object({ id: z.string(), name: z.string(), sanskrit_name: z.string(), image_url: z.string().nullable() });

export const prayerCardSchema = z.object({
  type: z.enum(prayerKinds),
  id: z.number(),
  title: z.string(),
  prayer_type: z.string(),
  language: z.string(),
  difficulty_level: z.string(),
  duration_minutes: z.number(),
  popularity: z.number(),
  tags: z.array(z.string()),
  deity: deityRef.nullable(),
  /** Whom it is addressed to: the deity it is listed under, the Devi in all her forms, or every home's worship. */
  addressed_to: z.enum(['deity', 'devi', 'general']).default('deity'),
});
export type PrayerCard = z.infer<typeof prayerCardSchema>;

export const prayerSchema = z.object({
  type: z.enum(prayerKinds),
  id: z.number(),
  title: z.string(),
  prayer_type: z.string(),
  language: z.string(),
  local_script: z.string(),
  transliteration: z.string(),
  translation: z.string(),
  meaning: z.string(),
  author_or_origin: z.string(),
  text_note: z.string(),
  text_source_url: z.string(),
  text_source_label: z.string(),
  duration_minutes: z.number(),
  difficulty_level: z.string(),
  popularity: z.number(),
  tags: z.array(z.string()),
  benefits: z.array(z.string()),
  when_to_recite: z.array(z.string()),
  audio_url: z.string().nullable(),
  video_url: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.array(z.string()),
  addressed_to: z.enum(['deity', 'devi', 'general']),
  sanskrit_text: z.string().optional(),
  number_of_repetitions: z.number().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  deity: deityRef
    .extend({
      region: z.string(),
      region_name: z.string().nullable(),
      cultural_tradition: z.string(),
      cultural_tradition_name: z.string().nullable(),
    })
    .nullable(),
  more_prayers: z.array(prayerCardSchema),
});
export type Prayer = z.infer<typeof prayerSchema>;

export const categorySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  prayer_count: z.number(),
});

/** How many prayers of each kind (prayer_type) a list holds, in the order it lists them. */
export const kindCountsSchema = z.array(z.object({ prayer_type: z.string(), count: z.number() }));
export type KindCounts = z.infer<typeof kindCountsSchema>;

export const prayersOverviewSchema = z.object({
  aarti_count: z.number(),
  mantra_count: z.number(),
  aarti_kinds: kindCountsSchema,
  mantra_kinds: kindCountsSchema,
  aartis: z.array(prayerCardSchema),
  mantras: z.array(prayerCardSchema),
  categories: z.array(categorySummarySchema),
});
export type PrayersOverview = z.infer<typeof prayersOverviewSchema>;

export const prayerCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  updated_at: z.string(),
  collections: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), popularity: z.number(), prayers: z.array(prayerCardSchema) }),
  ),
});
export type PrayerCategory = z.infer<typeof prayerCategorySchema>;

export interface PrayerFilters {
  query: string;
  language: string;
  difficulty: string;
  /** One prayer_type, in any case; '' for all. Only /aartis and /mantras filter by it. */
  kind?: string;
}

/** /prayers: tab counts, the first 6 of each kind, and the categories. */
export const getPrayersOverview = cache(async (f: PrayerFilters): Promise<PrayersOverview> => {
  return prayersOverviewSchema.parse(
    await dbCall('prayers_overview', { p_query: f.query || null, p_language: f.language || null, p_difficulty: f.difficulty || null }),
  );
});

/**
 * /aartis and /mantras: one table, filtered, grouped by kind (the list's own first), most
 * popular first within a kind, 12 a page; with the count of each kind.
 */
export const searchPrayers = cache(async (kind: PrayerKind, f: PrayerFilters, page: number) => {
  const result = await dbCall('search_prayers', {
    p_type: kind,
    p_query: f.query || null,
    p_language: f.language || null,
    p_difficulty: f.difficulty || null,
    p_page: page,
    p_page_size: PAGE_SIZE,
    p_prayer_type: f.kind || null,
  });
  return pageOf(prayerCardSchema).extend({ kinds: kindCountsSchema }).parse(result);
});

export const prayerLanguagesSchema = z.array(z.object({ language: z.string(), aarti_count: z.number(), mantra_count: z.number() }));
export type PrayerLanguages = z.infer<typeof prayerLanguagesSchema>;

/** The languages that have published prayers, with how many aartis and mantras each has. */
export const getPrayerLanguages = cache(async (): Promise<PrayerLanguages> => {
  return prayerLanguagesSchema.parse(await dbCall('prayer_languages'));
});

/** One aarti or mantra with its deity and up to 6 more prayers of that deity, or null. */
export const getPrayer = cache(async (kind: PrayerKind, id: number): Promise<Prayer | null> =>
  Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? readPrayer(kind, id) : null,
);
// Its deity and that deity's other prayers come with it.
const readPrayer = taggedRead(
  'prayer',
  async (kind: PrayerKind, id: number) => {
    const result = await dbCall('get_prayer', { p_type: kind, p_id: id });
    return result === null ? null : prayerSchema.parse(result);
  },
  (kind, id) => [prayerTag(kind, id), listTag('prayer'), listTag('deity')],
);

/** Every prayer of a deity (both kinds). */
export const getPrayersForDeity = cache(
  taggedRead(
    'deity-prayers',
    async (deityId: string): Promise<PrayerCard[]> => z.array(prayerCardSchema).parse(await dbCall('prayers_for_deity', { p_deity_id: deityId })),
    (deityId) => [itemTag('deity', deityId), listTag('prayer')],
  ),
);

/** The prayers sung to the Devi in all her forms: every goddess's page offers them as such, never as hers. */
export const getDeviPrayers = cache(
  taggedRead('devi-prayers', async (): Promise<PrayerCard[]> => z.array(prayerCardSchema).parse(await dbCall('devi_prayers')), () => [listTag('prayer')]),
);

/** A deity's aarti: her most read Aarti, else her most read sung prayer (stotra, bhajan...), else null; only a prayer that is hers. */
export function deityAarti(prayers: PrayerCard[]): PrayerCard | null {
  const sung = prayers.filter((p) => p.type === 'aarti' && p.addressed_to === 'deity').sort((a, b) => b.popularity - a.popularity);
  return sung.find((p) => p.prayer_type === 'Aarti') ?? sung[0] ?? null;
}

/** A prayer category with its collections, or null. */
export const getPrayerCategory = cache(async (id: string): Promise<PrayerCategory | null> => (isSlug(id) ? readCategory(id) : null));
const readCategory = taggedRead(
  'prayer-category',
  async (id: string) => {
    const result = await dbCall('get_prayer_category', { p_id: id });
    return result === null ? null : prayerCategorySchema.parse(result);
  },
  (id) => [itemTag('category', id), listTag('category'), listTag('prayer'), listTag('deity')],
);

/** Every prayer and category with its last change. */
const prayerIdsSchema = z.object({
  prayers: z.array(z.object({ type: z.enum(prayerKinds), id: z.number(), title: z.string(), language: z.string(), updated_at: z.string() })),
  categories: z.array(z.object({ id: z.string(), updated_at: z.string() })),
});
export const listPrayerIds = cache(taggedRead('prayer-ids', () => readPrayerIds(), () => [listTag('prayer'), listTag('category')]));

/** The same, read from the database now (proxy.ts keeps its own copy: lib/proxy/lists.ts). */
export async function readPrayerIds() {
  return prayerIdsSchema.parse(await dbCall('list_prayer_ids'));
}

/**
 * Counts one view by `visitorHash`: 'counted', 'missing' (no such prayer) or 'limited' (the
 * visitor's 60 views a minute are used up; the database keeps the count for every server).
 */
export async function recordPrayerView(kind: PrayerKind, id: number, visitorHash: string): Promise<'counted' | 'missing' | 'limited'> {
  return z.enum(['counted', 'missing', 'limited']).parse(await dbCall('record_prayer_view', { p_type: kind, p_id: id, p_visitor_hash: visitorHash }));
}
