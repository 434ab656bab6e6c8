import { z } from 'zod';

/**
 * A family card in its link: the family a person was born into (`b_`) and, optionally, the one
 * they married into (`m_`): surname, community, gotra, kuldevi (a deity id, or her name as
 * typed in the form) and shrine (a shrine id). Bounded: two families, short fields, a short link.
 */
export const FAMILY_SIDES = ['b', 'm'] as const;
export type FamilySide = (typeof FAMILY_SIDES)[number];
export const FAMILY_FIELDS = ['surname', 'community', 'gotra', 'deity', 'shrine'] as const;
export type FamilyField = (typeof FAMILY_FIELDS)[number];

export const FAMILY_LIMITS = { surname: 60, community: 80, gotra: 60, deity: 100, shrine: 120 } as const;
/** A card's link holds no more than this many characters of query. */
export const FAMILY_QUERY_LIMIT = 1_000;

export interface FamilyInput {
  surname: string;
  community: string;
  gotra: string;
  deity: string;
  shrine: string;
}

export type FamilyCardInput = Record<FamilySide, FamilyInput>;

export interface FamilyCardErrors {
  /** A message for the whole card (the link is too long, nothing was given). */
  form?: string;
  fields: Partial<Record<`${FamilySide}_${FamilyField}`, string>>;
}

const LABELS: Record<FamilyField, string> = { surname: 'Surname', community: 'Community', gotra: 'Gotra', deity: 'Kuldevi', shrine: 'Shrine' };

const empty = (): FamilyInput => ({ surname: '', community: '', gotra: '', deity: '', shrine: '' });

/** The text of one query parameter: the first value, trimmed, control characters out. */
function textOf(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** What a card link or the form sent, every field kept as typed (even when wrong), with what is wrong. */
export function readFamilyCard(params: URLSearchParams): { input: FamilyCardInput; errors: FamilyCardErrors; given: boolean } {
  const input: FamilyCardInput = { b: empty(), m: empty() };
  const errors: FamilyCardErrors = { fields: {} };
  let given = false;
  for (const side of FAMILY_SIDES) {
    for (const field of FAMILY_FIELDS) {
      const value = textOf(params, `${side}_${field}`);
      input[side][field] = value.slice(0, 500);
      if (value) given = true;
      if (value.length > FAMILY_LIMITS[field])
        errors.fields[`${side}_${field}`] = `${LABELS[field]} is too long: at most ${FAMILY_LIMITS[field]} characters.`;
    }
  }
  if (!given) return { input, errors, given };
  if (params.toString().length > FAMILY_QUERY_LIMIT) errors.form = `This card's link is too long: at most ${FAMILY_QUERY_LIMIT} characters.`;
  if (!input.b.surname) errors.fields.b_surname = 'Give the surname of the family you were born into.';
  if (!input.b.deity) errors.fields.b_deity = 'Give the kuldevi (or kuldevta) of the family you were born into.';
  const married = FAMILY_FIELDS.some((f) => input.m[f]);
  if (married && !input.m.surname) errors.fields.m_surname = 'Give the surname of the family you married into, or leave its fields empty.';
  if (married && !input.m.deity) errors.fields.m_deity = 'Give the kuldevi (or kuldevta) of the family you married into, or leave its fields empty.';
  return { input, errors, given };
}

/** Whether a side of the card holds a family. */
export function hasFamily(input: FamilyCardInput, side: FamilySide): boolean {
  return FAMILY_FIELDS.some((f) => input[side][f]);
}

/** A card's link query, with ids for the deity and the shrine, its fields in a fixed order. */
export function familyCardQuery(card: Record<FamilySide, FamilyInput | null>): string {
  const params = new URLSearchParams();
  for (const side of FAMILY_SIDES) {
    const family = card[side];
    if (!family) continue;
    for (const field of FAMILY_FIELDS) if (family[field]) params.set(`${side}_${field}`, family[field]);
  }
  return params.toString();
}

export const familyCardQuerySchema = z.string().max(FAMILY_QUERY_LIMIT);
