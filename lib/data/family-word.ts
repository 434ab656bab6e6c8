import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { taggedRead } from '../cache/tagged-read';
import { itemTag } from '../cache/tags';
import { dbCall } from '../db';
import type { Visitor } from '../request/visitor';
import type { Confirmation, Correction, FamilyPrayerInput } from '../validation/family-word';
import { writeResultSchema, type WriteResult } from './writes';

const trailSchema = z.object({
  confirmed: z.number(),
  regions: z.array(z.string()),
  history: z.array(
    z.object({
      on: z.string(),
      event: z.enum(['added', 'confidence', 'confirmed', 'corrected', 'deprecated']),
      detail: z.string(),
      source_label: z.string(),
      source_url: z.string(),
    }),
  ),
});
export type AssociationTrail = z.infer<typeof trailSchema>;

/** Each association's confirmations (how many families, from which regions) and its history, by key. */
export const getAssociationTrails = cache(
  taggedRead(
    'association-trails',
    async (keys: string[], tag: string): Promise<Record<string, AssociationTrail>> => {
      if (keys.length === 0 || !tag) return {};
      return z.record(z.string(), trailSchema).parse(await dbCall('association_trails', { p_keys: keys }));
    },
    // Tagged with what they are about (a deity, whose tag a review revalidates).
    (_keys, tag) => [tag],
  ),
);

const earlierSchema = z.array(
  z.object({
    key: z.string(),
    surname: z.string(),
    community: z.string(),
    gotra: z.string(),
    deity_id: z.string(),
    deity_name: z.string(),
    confidence_level: z.number(),
    source_label: z.string(),
    source_url: z.string(),
    reason: z.string(),
    deprecated_on: z.string(),
  }),
);
export type EarlierAssociation = z.infer<typeof earlierSchema>[number];

/** What earlier sources said for a surname that a reviewer found wrong, with why. */
export const getEarlierAssociations = cache(
  taggedRead('earlier-associations', async (slug: string) => earlierSchema.parse(await dbCall('earlier_associations', { p_surname_slug: slug })), (slug) => [itemTag('surname', slug)]),
);

const familyPrayersSchema = z.array(
  z.object({ id: z.number(), title: z.string(), language: z.string(), text: z.string(), source: z.string(), source_url: z.string(), region: z.string(), approved_on: z.string() }),
);
export type FamilyPrayer = z.infer<typeof familyPrayersSchema>[number];

/** The prayers families sent for a deity, approved. */
export const getFamilyPrayers = cache(
  taggedRead('family-prayers', async (deityId: string) => familyPrayersSchema.parse(await dbCall('family_prayers_for', { p_deity_id: deityId })), (id) => [itemTag('deity', id)]),
);

export async function storeConfirmation(c: Confirmation, visitor: Visitor, idempotencyKey: string | null): Promise<WriteResult> {
  return writeResultSchema.parse(
    await dbCall('confirm_association', {
      p_surname: c.surname,
      p_community: c.community,
      p_gotra: c.gotra,
      p_deity_id: c.deityId,
      p_region: c.region,
      p_town: c.town || null,
      p_family_gotra: c.familyGotra || null,
      p_idempotency_key: idempotencyKey,
      p_visitor_hash: visitor.hash,
    }),
  );
}

export async function storeCorrection(c: Correction, visitor: Visitor, idempotencyKey: string | null): Promise<WriteResult> {
  return writeResultSchema.parse(
    await dbCall('correct_association', {
      p_surname: c.surname,
      p_community: c.community,
      p_gotra: c.gotra,
      p_deity_id: c.deityId,
      p_their_deity: c.theirDeity,
      p_their_shrine: c.theirShrine,
      p_their_community: c.theirCommunity,
      p_their_gotra: c.theirGotra,
      p_how: c.how,
      p_link: c.link,
      p_reason: c.reason,
      p_region: c.region,
      p_town: c.town || null,
      p_idempotency_key: idempotencyKey,
      p_visitor_hash: visitor.hash,
    }),
  );
}

export async function storeFamilyPrayer(p: FamilyPrayerInput, visitor: Visitor, idempotencyKey: string | null): Promise<WriteResult> {
  return writeResultSchema.parse(
    await dbCall('send_family_prayer', {
      p_deity_id: p.deityId,
      p_title: p.title,
      p_language: p.language,
      p_text: p.text,
      p_source: p.source,
      p_link: p.link,
      p_region: p.region,
      p_idempotency_key: idempotencyKey,
      p_visitor_hash: visitor.hash,
    }),
  );
}
