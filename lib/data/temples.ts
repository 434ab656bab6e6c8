import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag } from '../cache/tags';
import { isSlug } from '../validation/slug';

const sourceRef = z.object({ label: z.string(), url: z.string() });

export const templeCardSchema = z.object({
  id: z.string(),
  deity_id: z.string(),
  name: z.string(),
  native_name: z.string(),
  town: z.string(),
  district: z.string(),
  state: z.string(),
  country: z.string(),
  is_principal: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  precision: z.enum(['shrine', 'town', 'area', 'district']).nullable(),
  located_as: z.string(),
});
export type TempleCard = z.infer<typeof templeCardSchema>;

const familyGroupsSchema = z.array(
  z.object({
    community: z.string(),
    surnames: z.array(z.object({ surname: z.string(), slug: z.string(), gotras: z.array(z.string()) })),
  }),
);
export type FamilyGroups = z.infer<typeof familyGroupsSchema>;

export const templeSchema = templeCardSchema.extend({
  coord_source: sourceRef.nullable(),
  way: z.object({ text: z.string(), source: sourceRef }).nullable(),
  fairs: z.array(z.object({ name: z.string(), months: z.string(), source: sourceRef })),
  rites: z.array(z.object({ name: z.string(), note: z.string(), source: sourceRef })),
  sources: z.array(sourceRef),
  notes: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  deity: z.object({
    id: z.string(),
    name: z.string(),
    sanskrit_name: z.string(),
    description: z.string(),
    festivals: z.array(z.object({ name: z.string(), timing: z.string() })),
    /** `family_rite`: a rite a family does at the shrine (a first haircut, a newly-wed couple's darshan). */
    worship_methods: z.array(z.object({ id: z.string(), name: z.string(), family_rite: z.boolean() })),
  }),
  families: familyGroupsSchema,
  other_shrines: z.array(templeCardSchema),
});
export type Temple = z.infer<typeof templeSchema>;

export const templeListItemSchema = templeCardSchema.extend({ deity_name: z.string(), families: z.number(), updated_at: z.string() });
export type TempleListItem = z.infer<typeof templeListItemSchema>;

export const deityTemplesSchema = z.object({
  shrines: z.array(templeCardSchema.extend({ families: familyGroupsSchema })),
  unplaced: familyGroupsSchema,
});
export type DeityTemples = z.infer<typeof deityTemplesSchema>;

export const surnameTempleSchema = z.object({ id: z.number(), basis: z.enum(['source', 'community', 'deity']), temple: templeCardSchema });
export type SurnameTemple = z.infer<typeof surnameTempleSchema>;

/**
 * One shrine with everything its page shows, or null. Its deity's own tag comes with the
 * deity's prayers, which the page reads beside it (getPrayersForDeity).
 */
export const getTemple = cache(async (id: string): Promise<Temple | null> => (isSlug(id) ? readTemple(id) : null));
// Its families (surnames by community) and the deity's other shrines come with it.
const readTemple = taggedRead(
  'temple',
  async (id: string) => {
    const result = await dbCall('get_temple', { p_id: id });
    return result === null ? null : templeSchema.parse(result);
  },
  (id) => [itemTag('shrine', id), listTag('shrine'), listTag('surname'), listTag('deity')],
);

const readTemples = async (): Promise<TempleListItem[]> => z.array(templeListItemSchema).parse(await dbCall('list_temples'));

/** Every shrine of a published deity, by country, state and name, with its deity and how many families it has. */
export const listTemples = cache(taggedRead('temples', readTemples, () => [listTag('shrine'), listTag('deity'), listTag('surname')]));

/** Every shrine page's id, read from the database now (proxy.ts keeps its own copy: lib/proxy/lists.ts). */
export async function readTempleIds(): Promise<string[]> {
  return (await readTemples()).map(({ id }) => id);
}

/** A deity's shrines with the families under each, and the families whose source names no shrine. */
export const getDeityTemples = cache(
  taggedRead(
    'deity-temples',
    async (deityId: string): Promise<DeityTemples> => {
      const result = await dbCall('get_deity_temples', { p_id: deityId });
      return result === null ? { shrines: [], unplaced: [] } : deityTemplesSchema.parse(result);
    },
    (deityId) => [itemTag('deity', deityId), listTag('shrine'), listTag('surname')],
  ),
);

/** The shrine each association of a surname points to, by association id (one call per page render). */
export const getSurnameTemples = cache(async (slug: string): Promise<Map<number, SurnameTemple>> => {
  const rows = await readSurnameTemples(slug);
  return new Map(rows.map((r) => [r.id, r]));
});
// A Map does not survive the data cache: the rows are kept, the Map made from them.
const readSurnameTemples = taggedRead(
  'surname-temples',
  async (slug: string) => z.array(surnameTempleSchema).parse(await dbCall('get_surname_temples', { p_slug: slug })),
  (slug) => [itemTag('surname', slug), listTag('shrine')],
);
