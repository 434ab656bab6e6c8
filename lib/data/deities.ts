import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { HOUR, taggedRead } from '../cache/tagged-read';
import { itemTag, listTag } from '../cache/tags';
import { PAGE_SIZE, pageOf } from './paging';
import { isSlug } from '../validation/slug';

const stringList = z.array(z.string());

export const deityCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  sanskrit_name: z.string(),
  description: z.string(),
  region: z.string(),
  region_name: z.string(),
  type: z.string(),
  cultural_tradition: z.string(),
  image_url: z.string().nullable(),
  popularity: z.number(),
});
export type DeityCard = z.infer<typeof deityCardSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const referenceListsSchema = z.object({
  regions: z.array(namedSchema),
  cultural_traditions: z.array(namedSchema),
  deity_types: z.array(namedSchema),
  festivals: z.array(namedSchema),
  worship_methods: z.array(namedSchema),
});
export type ReferenceLists = z.infer<typeof referenceListsSchema>;

export const deitySchema = deityCardSchema.extend({
  alternative_names: stringList,
  long_description: z.string(),
  region_name: z.string().nullable(),
  type_name: z.string().nullable(),
  cultural_tradition_name: z.string().nullable(),
  popularity_basis: z.string(),
  attributes: stringList,
  symbols: stringList,
  associated_families: stringList,
  sub_regions: stringList,
  sources: stringList,
  created_at: z.string(),
  updated_at: z.string(),
  festivals: z.array(z.object({ id: z.string(), name: z.string(), timing: z.string() })),
  worship_methods: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), family_rite: z.boolean() })),
  shrines: z.array(
    z.object({
      name: z.string(),
      town: z.string(),
      district: z.string(),
      state: z.string(),
      country: z.string(),
      is_principal: z.boolean(),
    }),
  ),
  related: z.array(deityCardSchema),
  /** Goddesses of the same name kept at a well-known shrine of their own, with pages of their own. */
  namesakes: z.array(deityCardSchema),
});
export type Deity = z.infer<typeof deitySchema>;

export const deitySuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  sanskrit_name: z.string(),
  region: z.string(),
  region_name: z.string(),
  matched_alias: z.string().nullable(),
});
export type DeitySuggestion = z.infer<typeof deitySuggestionSchema>;

export const deitySearchResultSchema = pageOf(deityCardSchema);
export type DeitySearchResult = z.infer<typeof deitySearchResultSchema>;

/** All five reference lists, ordered by name. */
export const getReferenceLists = cache(
  taggedRead('reference-lists', async (): Promise<ReferenceLists> => referenceListsSchema.parse(await dbCall('get_reference_lists')), () => [listTag('deity')]),
);

/** One deity with everything its page shows, or null when there is none. */
export const getDeity = cache(async (id: string): Promise<Deity | null> => (isSlug(id) ? readDeity(id) : null));
// Its related deities' cards and its temples come with it.
const readDeity = taggedRead(
  'deity',
  async (id: string) => {
    const result = await dbCall('get_deity', { p_id: id });
    return result === null ? null : deitySchema.parse(result);
  },
  (id) => [itemTag('deity', id), listTag('deity'), listTag('shrine')],
);

/** Popular deities (popularity at least 80), most popular first. */
export const getPopularDeities = cache(
  taggedRead<[limit?: number], DeityCard[]>(
    'popular-deities',
    async (limit = 10) => z.array(deityCardSchema).parse(await dbCall('popular_deities', { p_limit: limit })),
    () => [listTag('deity')],
    HOUR,
  ),
);

/** The family deities the most surnames keep in our sources (named rows), with that count: the home page's Popular Kuldevta. */
export const getMostKeptDeities = cache(
  taggedRead<[limit?: number], (DeityCard & { surnames: number })[]>(
    'most-kept-deities',
    async (limit = 6) => z.array(deityCardSchema.extend({ surnames: z.number() })).parse(await dbCall('most_kept_deities', { p_limit: limit })),
    () => [listTag('deity'), listTag('surname')],
    HOUR,
  ),
);

export interface DeitySearch {
  query: string;
  region: string;
  type: string;
  tradition: string;
  page: number;
}

/** Explore's search: filters by equality, 12 a page, page clamped to the last one. */
export const searchDeities = cache(async (search: DeitySearch): Promise<DeitySearchResult> => {
  const result = await dbCall('search_deities', {
    p_query: search.query || null,
    p_region: search.region || null,
    p_type: search.type || null,
    p_tradition: search.tradition || null,
    p_page: search.page,
    p_page_size: PAGE_SIZE,
  });
  return deitySearchResultSchema.parse(result);
});

/** At most 8 suggestions for the deity search box. */
export async function suggestDeities(query: string): Promise<DeitySuggestion[]> {
  return z.array(deitySuggestionSchema).parse(await dbCall('suggest_deities', { p_query: query, p_limit: 8 }));
}

/** Every published deity id with its last change. */
export const listDeityIds = cache(taggedRead('deity-ids', () => readDeityIds(), () => [listTag('deity')]));

/** The same, read from the database now (proxy.ts keeps its own copy: lib/proxy/lists.ts). */
export async function readDeityIds(): Promise<{ id: string; updated_at: string }[]> {
  return z.array(z.object({ id: z.string(), updated_at: z.string() })).parse(await dbCall('list_deity_ids'));
}

/**
 * Every deity card Explore's filters leave (no text searched), in the database's order: a page
 * in another language than English sorts them by their names in its script before it pages them.
 */
export const listDeityCards = cache(
  taggedRead(
    'deity-cards',
    async (region: string, type: string, tradition: string): Promise<DeityCard[]> => {
      const cards: DeityCard[] = [];
      for (let page = 1; ; page++) {
        const result = deitySearchResultSchema.parse(
          await dbCall('search_deities', {
            p_query: null,
            p_region: region || null,
            p_type: type || null,
            p_tradition: tradition || null,
            p_page: page,
            p_page_size: 48,
          }),
        );
        cards.push(...result.data);
        if (page >= result.pagination.totalPages) return cards;
      }
    },
    () => [listTag('deity')],
  ),
);
