import { z } from 'zod';
import { prayerKinds } from '../urls/prayer';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../validation/slug';
import { festivalRule } from '../almanac/rules';

/** Text as stored: NFC, no markup, trimmed, within the schema's limits. */
export const text = (min: number, max: number) =>
  z
    .string()
    // Lengths and patterns, not refinements, so the JSON Schemas made from these (an editor's check) carry them too.
    .min(min, `must be ${min} to ${max} characters`)
    .max(max, `must be ${min} to ${max} characters`)
    .regex(/^[^<>]*$/, 'must not contain markup or angle brackets')
    .regex(/^(?!\s)[\s\S]*(?<!\s)$|^$/, 'must not start or end with spaces')
    .refine((s) => s === s.normalize('NFC'), 'must be Unicode NFC');

export const slug = z
  .string()
  .regex(SLUG_PATTERN, 'must be a lower-case kebab-case id')
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`);

const list = (maxItems: number, maxLength: number) => z.array(text(1, maxLength)).max(maxItems);

export const referenceRow = z.object({
  id: slug,
  name: text(1, 100),
  description: text(0, 500).optional().default(''),
});

export const festivalRow = referenceRow.extend({ timing: text(0, 200).optional().default(''), rule: festivalRule });

/** A worship method; `family_rite` marks the rites a family does at its deity's shrine (a first haircut, a newly-wed couple's darshan). */
export const worshipMethodRow = referenceRow.extend({ family_rite: z.boolean().optional().default(false) });

export const deityRow = z.object({
  id: slug,
  name: text(1, 100),
  sanskrit_name: text(1, 100),
  alternative_names: list(40, 120),
  description: text(20, 400),
  long_description: text(200, 4000),
  region: slug,
  type: slug,
  cultural_tradition: slug,
  image_url: z
    .string()
    .regex(/^(https:\/\/|\/)/)
    .nullable()
    .optional()
    .default(null),
  attributes: list(20, 200).min(1),
  symbols: list(20, 200).min(1),
  associated_families: list(60, 300),
  sub_regions: list(30, 200).min(1),
  festivals: z.array(slug).min(1).max(20),
  worship_methods: z.array(slug).min(1).max(20),
  popularity: z.number().int().min(0).max(100),
  popularity_basis: text(10, 400),
  sources: list(30, 500).min(1),
  // Goddesses of the same name that families keep at a well-known shrine of their own, with pages of their own: her page links them.
  namesakes: z.array(slug).max(10).optional().default([]),
});
export type DeityRow = z.infer<typeof deityRow>;

export const deityShrineRow = z.object({
  deity_id: slug,
  name: text(1, 200),
  town: text(0, 120),
  district: text(0, 120).optional().default(''),
  state: text(0, 120).optional().default(''),
  country: text(1, 80),
  is_principal: z.boolean().optional().default(false),
  source: text(0, 500).optional().default(''),
  note: text(0, 1000).optional().default(''),
});

const sourceRef = z.object({ label: z.string().max(300), url: z.string().max(500) });

/** A shrine as `npm run data:build` writes it to data/built/shrines.json. */
export const shrineRow = z.object({
  id: slug,
  deity_id: slug,
  name: text(1, 200),
  native_name: text(0, 200),
  town: text(0, 120),
  district: text(0, 120),
  state: text(0, 120),
  country: text(1, 80),
  is_principal: z.boolean(),
  lat: z.number().min(-90).max(90).nullable(),
  lon: z.number().min(-180).max(180).nullable(),
  precision: z.enum(['shrine', 'town', 'area', 'district']).nullable(),
  located_as: text(0, 200),
  coord_source: sourceRef.nullable(),
  way: z.object({ text: text(1, 500), source: sourceRef }).nullable(),
  fairs: z.array(z.object({ name: text(1, 200), months: text(0, 200), source: sourceRef })),
  rites: z.array(z.object({ name: text(1, 200), note: text(0, 500), source: sourceRef })),
  sources: z.array(sourceRef),
  notes: z.array(text(1, 1000)),
});

export const aliasRow = z.object({
  deity_id: slug,
  alias: text(1, 120),
  source_ref: text(0, 500),
});

const prayerTypes = ['Aarti', 'Mantra', 'Stotra', 'Bhajan', 'Kirtan', 'Shloka', 'Sukta', 'Kavach'] as const;
const languages = [
  'sanskrit',
  'hindi',
  'gujarati',
  'marathi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'punjabi',
  'english',
  'other',
] as const;

/** Multi-line prayer text: NFC, no markup, no stray spaces at the ends. */
const prayerText = (min: number, max: number) => text(min, max);

/**
 * A prayer's recording: a file the site serves itself from public/media/ (/media/name.mp3), or
 * an https address (the Supabase storage bucket prayer-media, or a host the
 * Content-Security-Policy's media-src allows). The database checks the same rule.
 */
export const mediaUrl = z
  .string()
  .regex(
    /^https:\/\/[^\s"'<>]+$|^\/media\/([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/,
    'must be an https:// address or a file under /media/',
  )
  .nullable()
  .optional()
  .default(null);

/** Where a prayer's text was read: an http(s) address, or '' for the prayers that predate the field. */
const textSourceUrl = z
  .string()
  .regex(/^(https?:\/\/[^\s"'<>]+)?$/, 'must be an http(s) address')
  .max(500)
  .optional()
  .default('');

export const aartiRow = z.object({
  id: z.number().int().positive(),
  title: text(1, 200),
  prayer_type: z.enum(prayerTypes),
  language: z.enum(languages),
  local_script: prayerText(1, 20000),
  transliteration: prayerText(1, 20000),
  translation: prayerText(1, 20000),
  meaning: text(0, 5000),
  author_or_origin: text(0, 300),
  text_note: text(0, 500),
  text_source_url: textSourceUrl,
  text_source_label: text(0, 200).optional().default(''),
  duration_minutes: z.number().int().min(1).max(240),
  difficulty_level: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
  popularity: z.number().int().min(0).max(100),
  tags: list(20, 60),
  deity_id: slug,
  benefits: list(10, 200),
  when_to_recite: list(10, 200),
  audio_url: mediaUrl,
  video_url: mediaUrl,
  seo_title: text(1, 120),
  seo_description: text(1, 320),
  seo_keywords: list(20, 100),
  // Whom it is addressed to: the deity it is listed under, the Devi in all her forms, or every home's worship.
  addressed_to: z.enum(['deity', 'devi', 'general']).optional().default('deity'),
});
export type AartiRow = z.infer<typeof aartiRow>;

export const mantraRow = aartiRow.extend({
  sanskrit_text: prayerText(0, 20000),
  number_of_repetitions: z.number().int().min(1).max(100000),
});

export const prayerCategoryRow = z.object({
  id: slug,
  name: text(1, 100),
  description: text(0, 500),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
});

export const prayerCollectionRow = z.object({
  id: slug,
  name: text(1, 150),
  description: text(0, 1000),
  category: slug,
  deity_id: slug.nullable(),
  popularity: z.number().int().min(0).max(100),
  prayers: z
    .array(z.object({ prayer_type: z.enum(prayerKinds), prayer_id: z.number().int().positive(), sequence_order: z.number().int().positive() }))
    .min(1),
});

const csvText = (min: number, max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(text(min, max));
/** Empty, or one web address (http or https, as the source publishes it) without spaces. */
const webUrl = csvText(0, 500).refine((s) => s === '' || /^https?:\/\/\S+$/.test(s), 'must be an http(s):// address');

const labelScope = z.enum(['community', 'family', 'unstated']).optional().default('community');

export const familySurnameRow = z
  .object({
    surname: csvText(1, 100),
    community: csvText(0, 120),
    gotra: csvText(0, 120),
    deity_id: slug,
    country: csvText(0, 80).transform((s) => s || 'India'),
    state_province: csvText(0, 80),
    town_village: csvText(0, 120).transform((s) => s || 'various'),
    cultural_tradition: z
      .string()
      .transform((s) => s.trim() || null)
      .pipe(slug.nullable()),
    confidence_level: z.coerce.number().int().min(0).max(100),
    source: z.enum(['traditional', 'research', 'community', 'inferred']),
    source_ref: csvText(1, 500),
    // A link a reader can open and the name of the site or book behind it.
    source_url: webUrl.optional().default(''),
    source_label: csvText(0, 160).optional().default(''),
    // Internal: for reviewers, never shown to visitors.
    notes: csvText(0, 2000),
    // The clan whose sub-clan list names this surname (not the clan's own name): shown as such, never first.
    subclan_of: csvText(0, 100).optional().default(''),
    // The shrine the association points to (data/built/shrines.json) and why.
    shrine_id: z
      .string()
      .optional()
      .default('')
      .transform((s) => s.trim() || null)
      .pipe(z.string().max(100).nullable()),
    shrine_basis: z.enum(['', 'source', 'community', 'deity']).optional().default(''),
    // What the community label speaks for: a community, one family (a house, one village), or none stated.
    scope: labelScope,
  })
  .refine((r) => r.source !== 'inferred' || r.confidence_level < 60, {
    message: 'an inferred association must have confidence below 60',
    path: ['confidence_level'],
  });
export type FamilySurnameRow = z.infer<typeof familySurnameRow>;

/** A surname carried by many communities: one community, and its deity or the rule that decides it. */
export const surnameCommunityRow = z
  .object({
    surname: csvText(1, 100),
    community: csvText(1, 120),
    rule: z.enum(['deity', 'by_gotra', 'by_clan', 'by_village', 'by_family', 'unknown']),
    deity_id: z
      .string()
      .transform((s) => s.trim() || null)
      .pipe(slug.nullable()),
    detail: csvText(0, 240),
    source_url: webUrl.refine((s) => s.length > 0, 'is required'),
    source_label: csvText(1, 160),
    notes: csvText(0, 2000),
    scope: labelScope,
  })
  .refine((r) => (r.rule === 'deity') === (r.deity_id !== null), {
    message: 'names a deity exactly when the rule is "deity"',
    path: ['deity_id'],
  });
export type SurnameCommunityRow = z.infer<typeof surnameCommunityRow>;

/** Which communities carry a surname most, as a source states it (1 = the most families). */
export const surnameCarrierRow = z.object({
  surname: csvText(1, 100),
  communities: csvText(1, 600).transform((s) =>
    s
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
  rank: z.coerce.number().int().min(1).max(99),
  statement: csvText(1, 240),
  source_url: webUrl.refine((s) => s.length > 0, 'is required'),
  source_label: csvText(1, 160),
});
export type SurnameCarrierRow = z.infer<typeof surnameCarrierRow>;

/** How a community's families keep their kuldevi, as a source describes it (data/built/community_customs.csv). */
export const communityCustomRow = z.object({
  community: csvText(1, 120),
  custom: z.enum(['by_gotra', 'by_clan', 'by_village', 'by_family']),
  deity_ids: z
    .string()
    .transform((s) =>
      s
        .split('|')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(slug).max(20)),
  detail: csvText(1, 400),
  source_url: webUrl.refine((s) => s.length > 0, 'is required'),
  source_label: csvText(1, 160),
  // The labels a region-wide or group-wide custom also covers (expanded from its applies_to).
  also_labels: z
    .string()
    .optional()
    .default('')
    .transform((s) =>
      s
        .split('|')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
});

/** A surname's place in a public count of surnames (data/sources/common-surnames.csv): how common it is. */
export const surnameFrequencyRow = z.object({
  rank: z.coerce.number().int().min(1),
  surname: csvText(1, 100),
  counted: z.enum(['yes', 'no']),
});

export const surnameAliasRow = z.object({
  surname: csvText(1, 100),
  alias: csvText(1, 100),
  source_ref: csvText(0, 500),
});

export const educationalRow = z.object({
  content_type: z.literal('surname_cultural_info'),
  title: text(1, 200),
  content: text(1, 4000),
  source: text(0, 500),
  region: slug.nullable(),
  community: text(0, 120),
});

/** A community page (data/built/communities.json, written by `npm run data:build`). */
export const communityRow = z
  .object({
    slug,
    name: text(1, 120),
    native_name: text(0, 120),
    also_called: list(30, 120),
    labels: z.array(text(1, 120)).min(1).max(200),
    division: text(0, 40),
    surname_term: text(1, 40),
    description: text(0, 600),
    source_url: webUrl,
    source_label: text(0, 160),
    curated: z.boolean(),
    surnames: z.number().int().min(1),
    divisions: z
      .array(z.object({ name: text(1, 120), anchor: text(1, 200), parts: z.array(text(1, 120)).min(1), surnames: z.number().int().min(1) }))
      .max(2000),
  })
  .refine((c) => !c.description || (c.source_url && c.source_label), { message: 'a description needs its source', path: ['source_url'] });
export type CommunityRow = z.infer<typeof communityRow>;
