import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag } from '../cache/tags';
import { communityResolver } from '../community/resolve';
import { isSlug } from '../validation/slug';
import { isIndicScript, latinName } from '../ui/latin-name';
import { customSchema } from './surnames';

const sourceKind = z.enum(['traditional', 'research', 'community', 'inferred']);

export const communityRowSchema = z.object({
  id: z.number(),
  surname: z.string(),
  slug: z.string(),
  /** The label the row carries ("Maratha (Dewas Pawar)"). */
  label: z.string(),
  gotra: z.string(),
  state_province: z.string(),
  town_village: z.string(),
  confidence_level: z.number(),
  source: sourceKind,
  source_url: z.string(),
  source_label: z.string(),
  deity: z.object({ id: z.string(), name: z.string(), sanskrit_name: z.string() }),
});
export type CommunityRow = z.infer<typeof communityRowSchema>;

const communityFields = {
  slug: z.string(),
  name: z.string(),
  native_name: z.string(),
  also_called: z.array(z.string()),
  /** What the rows' gotra column is called here; '' when the page is not grouped by it. */
  division: z.string(),
  /** What one of its surnames is: "surname", "khap", "aankna", "gotra", "kul", "clan", "kulam". */
  surname_term: z.string(),
  labels: z.array(z.string()),
};

export const communitySchema = z.object({
  ...communityFields,
  description: z.string(),
  source_url: z.string(),
  source_label: z.string(),
  updated_at: z.string(),
  customs: z.array(customSchema),
  rows: z.array(communityRowSchema),
});
export type Community = z.infer<typeof communitySchema>;

export const communitySummarySchema = z.object({
  ...communityFields,
  surnames: z.number(),
  deities: z.number(),
  updated_at: z.string().nullable(),
});
export type CommunitySummary = z.infer<typeof communitySummarySchema>;

/** One community page with every association its labels carry; null when there is none. */
export const getCommunity = cache(async (slug: string): Promise<Community | null> => (isSlug(slug) ? readCommunity(slug) : null));
// Its rows name surnames and deities, each linked.
const readCommunity = taggedRead(
  'community',
  async (slug: string) => {
    const result = await dbCall('get_community', { p_slug: slug });
    return result === null ? null : communitySchema.parse(result);
  },
  (slug) => [itemTag('community', slug), listTag('surname'), listTag('deity')],
);

const readCommunities = async (): Promise<CommunitySummary[]> => z.array(communitySummarySchema).parse(await dbCall('list_communities'));

/** Every community page, by name, with how many surnames and deities it lists (the /community page). */
export const listCommunities = cache(taggedRead('communities', readCommunities, () => [listTag('community'), listTag('surname')]));

/** Every community page's slug, read from the database now (proxy.ts keeps its own copy: lib/proxy/lists.ts). */
export async function readCommunitySlugs(): Promise<string[]> {
  return (await readCommunities()).map(({ slug }) => slug);
}

/** The community page a row label names (see communityResolver), or null. */
export const communityForLabel = cache(async (label: string): Promise<CommunitySummary | null> => {
  return (await resolver())(label);
});
// Names and labels only: the links it makes change when communities do (list:community).
const communityNames = taggedRead('community-names', readCommunities, () => [listTag('community')]);
const resolver = cache(async () => communityResolver(await communityNames()));

const familyNamesSchema = z.object({
  surnames: z.array(
    z.object({
      surname: z.string(),
      slug: z.string(),
      matched: z.string(),
      match_kind: z.enum(['exact', 'alias', 'prefix']),
      communities: z.array(z.object({ label: z.string(), rows: z.number() })),
    }),
  ),
  communities: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      native_name: z.string(),
      division: z.string(),
      surname_term: z.string(),
      match_kind: z.enum(['exact', 'prefix']),
    }),
  ),
  gotras: z.array(
    z.object({
      gotra: z.string(),
      communities: z.array(z.object({ slug: z.string(), name: z.string(), division: z.string(), group: z.string() })),
    }),
  ),
});

/** A community a surname is carried by: its page when it has one. */
export interface CarrierCommunity {
  name: string;
  slug: string | null;
}

export interface FamilyNames {
  surnames: { surname: string; slug: string; matched: string; match_kind: 'exact' | 'alias' | 'prefix'; communities: CarrierCommunity[] }[];
  communities: z.infer<typeof familyNamesSchema>['communities'];
  gotras: z.infer<typeof familyNamesSchema>['gotras'];
}

/**
 * What a typed text names among surnames, communities and gotras (find_family_names): the
 * search boxes lead with it. Each surname's community labels become the communities, with
 * their pages, as the cards name them, most rows first.
 */
export const findFamilyNames = cache(async (query: string, prefix = false): Promise<FamilyNames> => {
  const ask = async (q: string) => familyNamesSchema.parse(await dbCall('find_family_names', { p_query: q, p_prefix: prefix }));
  const found = await ask(query);
  // A name typed in its own script is also looked up as families spell it in Latin letters (जाधव, Jadhav).
  if (isIndicScript(query)) {
    const latin = await ask(latinName(query));
    const known = new Set(found.surnames.map((s) => s.slug));
    found.surnames.push(...latin.surnames.filter((s) => !known.has(s.slug)));
    const communities = new Set(found.communities.map((c) => c.slug));
    found.communities.push(...latin.communities.filter((c) => !communities.has(c.slug)));
    const gotras = new Set(found.gotras.map((g) => g.gotra));
    found.gotras.push(...latin.gotras.filter((g) => !gotras.has(g.gotra)));
  }
  const resolve = found.surnames.length ? await resolver() : () => null;
  return {
    ...found,
    surnames: found.surnames.map((s) => {
      const merged = new Map<string, CarrierCommunity & { rows: number }>();
      for (const c of s.communities) {
        if (c.label === 'Community not stated') continue;
        const page = resolve(c.label);
        const key = page?.slug ?? c.label;
        const entry = merged.get(key) ?? { name: page?.name ?? c.label, slug: page?.slug ?? null, rows: 0 };
        entry.rows += c.rows;
        merged.set(key, entry);
      }
      const communities = [...merged.values()].sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name)).map(({ name, slug }) => ({ name, slug }));
      return { ...s, communities };
    }),
  };
});
