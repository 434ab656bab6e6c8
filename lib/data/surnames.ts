import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag } from '../cache/tags';
import { leadingCommunities } from '../ui/surname-answer';

const sourceKind = z.enum(['traditional', 'research', 'community', 'inferred']);
const communityRule = z.enum(['deity', 'by_gotra', 'by_clan', 'by_village', 'by_family', 'unknown']);
/** Whom a row's community label speaks for (lib/ui/surname-answer.ts never leads with a family's or an unstated one). */
const scope = z.enum(['community', 'family', 'unstated']);
const deityRef = z.object({ id: z.string(), name: z.string() });

/** Which communities carry a surname most, as a source states it (rank 1 = the most families). */
export const carrierSchema = z.object({
  communities: z.array(z.string()),
  rank: z.number(),
  statement: z.string().optional(),
  source_url: z.string().optional(),
  source_label: z.string().optional(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** How a community's families keep their kuldevi where it has no single one, as a source describes it. */
export const customSchema = z.object({
  community: z.string(),
  custom: z.enum(['by_gotra', 'by_clan', 'by_village', 'by_family']),
  detail: z.string(),
  source_url: z.string(),
  source_label: z.string(),
  /** Labels of other communities a region-wide custom also covers ("Odia Hindu families": the Karan of Odisha). */
  also_labels: z.array(z.string()),
  /** The deities the source names as commonly kept in the community: never a family's answer. */
  deities: z.array(deityRef),
});
export type CommunityCustom = z.infer<typeof customSchema>;

/** One surname that the typed text is (or is a recorded spelling of), with everything its answer lists. */
export const surnameMatchSchema = z.object({
  surname: z.string(),
  slug: z.string(),
  matched_spelling: z.string(),
  // Results are the surname itself or one of its recorded spellings, never a near miss.
  match_kind: z.enum(['exact', 'alias']),
  associations: z.array(
    z.object({
      community: z.string(),
      gotra: z.string(),
      country: z.string(),
      state_province: z.string(),
      town_village: z.string(),
      confidence_level: z.number(),
      source: sourceKind,
      subclan_of: z.string(),
      scope,
      deity: deityRef,
    }),
  ),
  communities: z.array(z.object({ community: z.string(), rule: communityRule, scope, deity: deityRef.nullable() })),
  carriers: z.array(carrierSchema),
});
export type SurnameMatch = z.infer<typeof surnameMatchSchema>;

const surnameLinkSchema = z.object({ surname: z.string(), slug: z.string() });
export type SurnameLink = z.infer<typeof surnameLinkSchema>;

export const surnameSearchSchema = z.object({
  /** The surnames found, at most ten: each answered by its communities. */
  surnames: z.array(surnameMatchSchema),
  /**
   * Close spellings of the same name with a page of their own, at most five, most common
   * first, each with its communities; never counted as results. `more_common`: a spelling
   * more common than the name typed, offered even when the typed name has results.
   */
  suggestions: z.array(
    surnameLinkSchema
      .extend({
        more_common: z.boolean(),
        associations: surnameMatchSchema.shape.associations,
        rules: surnameMatchSchema.shape.communities,
        carriers: z.array(carrierSchema),
      })
      // Labelled as its own page leads: the same grouping, order and names.
      .transform(({ associations, rules, carriers, ...s }) => ({ ...s, communities: leadingCommunities(associations, rules, carriers) })),
  ),
  total: z.number(),
});
export type SurnameSearch = z.output<typeof surnameSearchSchema>;

export const surnameSuggestionSchema = z.object({ surname: z.string(), country: z.string(), stateProvince: z.string() });
export type SurnameSuggestion = z.infer<typeof surnameSuggestionSchema>;

export const associationSchema = z.object({
  id: z.number(),
  surname: z.string(),
  community: z.string(),
  gotra: z.string(),
  country: z.string(),
  state_province: z.string(),
  town_village: z.string(),
  cultural_tradition: z.string().nullable(),
  confidence_level: z.number(),
  source: sourceKind,
  source_url: z.string(),
  source_label: z.string(),
  subclan_of: z.string(),
  scope,
  /** The shrine the row points to: its town is then the shrine's, not the families'. */
  shrine_id: z.string().nullable(),
  deity: z.object({
    id: z.string(),
    name: z.string(),
    sanskrit_name: z.string(),
    description: z.string(),
    type: z.string(),
    type_name: z.string().nullable(),
    region: z.string(),
    attributes: z.array(z.string()),
    symbols: z.array(z.string()),
    festivals: z.array(z.string()),
    worship_methods: z.array(z.string()),
  }),
});
export type Association = z.infer<typeof associationSchema>;

export const surnameDetailSchema = z.object({
  surname: z.string(),
  slug: z.string(),
  updated_at: z.string(),
  total_in_surname: z.number(),
  location: z
    .object({
      country: z.string(),
      state_province: z.string(),
      town_village: z.string(),
      cultural_tradition: z.string().nullable(),
      cultural_tradition_name: z.string().nullable(),
    })
    .nullable(),
  associations: z.array(associationSchema),
  /** For a surname carried by many communities: each community with its deity or rule. */
  communities: z.array(
    z.object({
      community: z.string(),
      rule: communityRule,
      scope,
      detail: z.string(),
      deity: z.object({ id: z.string(), name: z.string() }).nullable(),
      source_url: z.string(),
      source_label: z.string(),
    }),
  ),
  carriers: z.array(carrierSchema),
  customs: z.array(customSchema),
  educational: z.array(z.object({ title: z.string(), content: z.string(), source: z.string() })),
  related_surnames: z.array(z.string()),
});
export type SurnameDetail = z.infer<typeof surnameDetailSchema>;

export interface SurnameQuery {
  surname: string;
  country: string;
  state: string;
  town: string;
  community: string;
}

/** Surname search: the surname typed and its recorded spellings, with close spellings of the same name as suggestions. */
export const searchSurnames = cache(async (q: SurnameQuery): Promise<SurnameSearch> => {
  const result = await dbCall('search_surnames', {
    p_surname: q.surname,
    p_country: q.country || null,
    p_state: q.state || null,
    p_town: q.town || null,
    p_community: null,
  });
  return surnameSearchSchema.parse(result);
});

/** Prefix suggestions, at most 10, one per surname, country and state. */
export async function suggestSurnames(query: string): Promise<SurnameSuggestion[]> {
  return z.array(surnameSuggestionSchema).parse(await dbCall('suggest_surnames', { p_query: query, p_limit: 10 }));
}

/** The surname page narrowed to a country (region) and state, read for the request; null when unknown. */
export const getSurnameInPlace = cache(async (slug: string, region: string, state: string): Promise<SurnameDetail | null> => {
  const result = await dbCall('get_surname', { p_slug: slug, p_country: region || null, p_state: state || null });
  return result === null ? null : surnameDetailSchema.parse(result);
});

/** The surname page (every place), as the cached page shows it; null when unknown. */
export const getSurname = cache(
  taggedRead(
    'surname',
    async (slug: string): Promise<SurnameDetail | null> => {
      const result = await dbCall('get_surname', { p_slug: slug, p_country: null, p_state: null });
      return result === null ? null : surnameDetailSchema.parse(result);
    },
    (slug) => [itemTag('surname', slug), listTag('deity'), listTag('community')],
  ),
);

export const deitySurnamesSchema = z.array(z.object({ community: z.string(), surnames: z.array(surnameLinkSchema) }));
export type DeitySurnames = z.infer<typeof deitySurnamesSchema>;

/** The surnames that keep a deity as family deity, grouped by community, each in name order. */
export const getDeitySurnames = cache(
  taggedRead(
    'deity-surnames',
    async (deityId: string): Promise<DeitySurnames> => deitySurnamesSchema.parse(await dbCall('get_deity_surnames', { p_id: deityId })),
    (deityId) => [itemTag('deity', deityId), listTag('surname'), listTag('community')],
  ),
);

/** Every address a surname page answers at: its own slugs and those of other spellings. */
export async function readSurnameSlugs(): Promise<string[]> {
  return z.array(z.string()).parse(await dbCall('list_surname_slugs'));
}

/** Every published surname slug with its last change. */
export const listSurnames = cache(async () => {
  return z.array(z.object({ slug: z.string(), updated_at: z.string() })).parse(await dbCall('list_surnames'));
});

export { sourceLabels } from '../content/source-labels';

/** How sure an association is: high at least 80, medium 60 to 79, low below 60. */
export function confidenceBand(level: number): 'High' | 'Medium' | 'Low' {
  return level >= 80 ? 'High' : level >= 60 ? 'Medium' : 'Low';
}

export const surnameCardSchema = z.object({
  surname: z.string(),
  slug: z.string(),
  /** Carried by many communities: the family deity follows the community. */
  shared: z.boolean().default(false),
  native_names: z.array(z.string()),
  deities: z.array(z.object({ id: z.string(), name: z.string(), sanskrit_name: z.string() })),
});
export type SurnameCard = z.infer<typeof surnameCardSchema>;

/** What the surname's share image shows; null unless `slug` is a surname page's exact slug. */
export const getSurnameCard = cache(async (slug: string): Promise<SurnameCard | null> => (slug && slug.length <= 120 ? readSurnameCard(slug) : null));
const readSurnameCard = taggedRead(
  'surname-card',
  async (slug: string) => {
    const result = await dbCall('get_surname_card', { p_slug: slug });
    return result === null ? null : surnameCardSchema.parse(result);
  },
  (slug) => [itemTag('surname', slug), listTag('deity')],
);
