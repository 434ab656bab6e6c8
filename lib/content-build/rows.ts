import { foldName, nfc } from './text';

/** Where a row comes from: a fact of facts.csv, a documented addition (curated or research), or our inference. */
export type RowClass = 'fact' | 'documented' | 'inferred';

export interface SurnameRow {
  surname: string;
  community: string;
  gotra: string;
  deity_id: string;
  country: string;
  state_province: string;
  town_village: string;
  cultural_tradition: string;
  confidence_level: number;
  source: string;
  source_ref: string;
  notes: string;
  /** Set by the build's source stage (stages/sources.ts) from source_ref, or given by a research row. */
  source_url: string;
  source_label: string;
  /** The clan whose sub-clan (kul) list names this surname, when it is not the clan's own name (stages/subclans.ts). */
  subclan_of: string;
  rowClass: RowClass;
  /** The file and line the row was built from, for error messages. */
  from: string;
  /** The shrine the row points to (data/built/shrines.json), set by the shrine build, and why. */
  shrine_id?: string;
  shrine_basis?: string;
  /** What the community label speaks for (a community, one family, or none stated), set by the build from curation/communities.json. */
  scope?: 'community' | 'family' | 'unstated';
}

/** An inferred row's confidence is always below this (validateRows checks it). */
export const INFERRED_BELOW = 60;

/** A row with the fields no stage has set yet at their defaults: India, place 'various', no address, no clan. */
export function surnameRow(
  fields: Omit<SurnameRow, 'country' | 'town_village' | 'source_url' | 'source_label' | 'subclan_of'> &
    Partial<Pick<SurnameRow, 'country' | 'town_village' | 'source_url' | 'source_label' | 'subclan_of'>>,
): SurnameRow {
  return {
    surname: fields.surname,
    community: fields.community,
    gotra: fields.gotra,
    deity_id: fields.deity_id,
    country: fields.country ?? 'India',
    state_province: fields.state_province,
    town_village: fields.town_village ?? 'various',
    cultural_tradition: fields.cultural_tradition,
    confidence_level: fields.confidence_level,
    source: fields.source,
    source_ref: fields.source_ref,
    notes: fields.notes,
    source_url: fields.source_url ?? '',
    source_label: fields.source_label ?? '',
    subclan_of: fields.subclan_of ?? '',
    rowClass: fields.rowClass,
    from: fields.from,
  };
}

/** The dedup key: surname (folded), community, gotra, deity. */
export const rowKey = (r: Pick<SurnameRow, 'surname' | 'community' | 'gotra' | 'deity_id'>) =>
  `${foldName(r.surname)}|${r.community}|${r.gotra}|${r.deity_id}`;

/** One surname in one community, whatever its gotra and deity. */
export const surnameCommunityKey = (surname: string, community: string) => `${foldName(surname)}|${community}`;

/** Whether a named (fact or documented) row exists for a surname and community: a rule never stands beside one. */
export type NamedRows = (surname: string, community: string) => boolean;

export function namedRows(rows: readonly SurnameRow[]): NamedRows {
  const named = new Set(rows.filter((r) => r.rowClass !== 'inferred').map((r) => surnameCommunityKey(r.surname, r.community)));
  return (surname, community) => named.has(surnameCommunityKey(surname, community));
}

/** A gotra as shown: several gotras a source separates with '|' are written "A / B". */
export function gotraLabel(g: string): string {
  const s = nfc(g);
  return s.includes('|')
    ? s
        .split('|')
        .map((p) => p.trim())
        .join(' / ')
    : s;
}
