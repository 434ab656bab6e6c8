import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag } from '../cache/tags';
import { isSlug } from '../validation/slug';

const sourceRef = z.object({ label: z.string(), url: z.string() });

export const shrineCardSchema = z.object({
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
export type ShrineCard = z.infer<typeof shrineCardSchema>;

const familyGroupsSchema = z.array(
  z.object({
    community: z.string(),
    surnames: z.array(z.object({ surname: z.string(), slug: z.string(), gotras: z.array(z.string()) })),
  }),
);
export type FamilyGroups = z.infer<typeof familyGroupsSchema>;

export const shrineSchema = shrineCardSchema.extend({
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
  other_shrines: z.array(shrineCardSchema),
});
export type Shrine = z.infer<typeof shrineSchema>;

export const shrineListItemSchema = shrineCardSchema.extend({ deity_name: z.string(), families: z.number(), updated_at: z.string() });
export type ShrineListItem = z.infer<typeof shrineListItemSchema>;

export const deityShrinesSchema = z.object({
  shrines: z.array(shrineCardSchema.extend({ families: familyGroupsSchema })),
  unplaced: familyGroupsSchema,
});
export type ShrinesOfDeity = z.infer<typeof deityShrinesSchema>;

export const surnameShrineSchema = z.object({ id: z.number(), basis: z.enum(['source', 'community', 'deity']), shrine: shrineCardSchema });
export type SurnameShrine = z.infer<typeof surnameShrineSchema>;

/**
 * One shrine with everything its page shows, or null. Its deity's own tag comes with the
 * deity's prayers, which the page reads beside it (getPrayersForDeity).
 */
export const getShrine = cache(async (id: string): Promise<Shrine | null> => (isSlug(id) ? readShrine(id) : null));
// Its families (surnames by community) and the deity's other shrines come with it.
const readShrine = taggedRead(
  'shrine',
  async (id: string) => {
    const result = await dbCall('get_shrine', { p_id: id });
    return result === null ? null : shrineSchema.parse(result);
  },
  (id) => [itemTag('shrine', id), listTag('shrine'), listTag('surname'), listTag('deity')],
);

const readShrines = async (): Promise<ShrineListItem[]> => z.array(shrineListItemSchema).parse(await dbCall('list_shrines'));

/** Every shrine of a published deity, by country, state and name, with its deity and how many families it has. */
export const listShrines = cache(taggedRead('shrines', readShrines, () => [listTag('shrine'), listTag('deity'), listTag('surname')]));

/** Every shrine page's id, read from the database now (proxy.ts keeps its own copy: lib/proxy/lists.ts). */
export async function readShrineIds(): Promise<string[]> {
  return (await readShrines()).map(({ id }) => id);
}

/** A deity's shrines with the families under each, and the families whose source names no shrine. */
export const getDeityShrines = cache(
  taggedRead(
    'deity-shrines',
    async (deityId: string): Promise<ShrinesOfDeity> => {
      const result = await dbCall('get_deity_shrines', { p_id: deityId });
      return result === null ? { shrines: [], unplaced: [] } : deityShrinesSchema.parse(result);
    },
    (deityId) => [itemTag('deity', deityId), listTag('shrine'), listTag('surname')],
  ),
);

/** The shrine each association of a surname points to, by association id (one call per page render). */
export const getSurnameShrines = cache(async (slug: string): Promise<Map<number, SurnameShrine>> => {
  const rows = await readSurnameShrines(slug);
  return new Map(rows.map((r) => [r.id, r]));
});
// A Map does not survive the data cache: the rows are kept, the Map made from them.
const readSurnameShrines = taggedRead(
  'surname-shrines',
  async (slug: string) => z.array(surnameShrineSchema).parse(await dbCall('get_surname_shrines', { p_slug: slug })),
  (slug) => [itemTag('surname', slug), listTag('shrine')],
);
