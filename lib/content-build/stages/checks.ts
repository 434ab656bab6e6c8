import type { CsvRecord, Inputs, RuleException } from '../inputs';
import { makePolicy, type Policy } from '../policy';
import { INFERRED_BELOW, rowKey, surnameCommunityKey, type SurnameRow } from '../rows';
import { foldName, nfc } from '../text';
import { isRule } from './facts';

/** The columns of data/built/family_surnames.csv, in order. */
export const SURNAME_HEADER = [
  'surname',
  'community',
  'gotra',
  'deity_id',
  'country',
  'state_province',
  'town_village',
  'cultural_tradition',
  'confidence_level',
  'source',
  'source_ref',
  'source_url',
  'source_label',
  'notes',
  'subclan_of',
  'shrine_id',
  'shrine_basis',
  'scope',
] as const;

export const SOURCES = new Set(['traditional', 'research', 'community', 'inferred']);
const LIMITS: Record<string, number> = {
  surname: 100,
  community: 120,
  gotra: 120,
  state_province: 80,
  town_village: 120,
  source_ref: 500,
  source_url: 500,
  source_label: 160,
  notes: 2000,
  subclan_of: 100,
};

/** Every named fact is in the output with its (replaced) source, or the problem naming the fact's line. */
export function missingFacts(rows: readonly SurnameRow[], facts: readonly CsvRecord[], policy: Policy): string[] {
  const present = new Set(rows.map((r) => `${r.surname}|${r.community}|${r.deity_id}|${r.source_ref}`));
  const errors: string[] = [];
  for (const f of facts) {
    if (isRule(f)) continue;
    const ref = f.get('source_ref').trim();
    const k = `${nfc(f.get('surname'))}|${policy.communityLabel(f.get('community'))}|${policy.findDeityId(f.get('deity_normalized'))}|${policy.replacement(ref)?.source_ref ?? ref}`;
    if (!present.has(k)) errors.push(`${f.file}:${f.line}: fact missing from the output: ${k}`);
  }
  return errors;
}

/** Every exception a rule's sources name is said by a named row of the same surname, community and deity. */
export function unsaidExceptions(rows: readonly SurnameRow[], policy: Policy): string[] {
  const errors: string[] = [];
  for (const rule of ruleExceptions(policy)) {
    const named = rows.some(
      (r) =>
        r.rowClass !== 'inferred' &&
        foldName(r.surname) === foldName(rule.surname) &&
        r.community === policy.communityLabel(rule.community) &&
        r.deity_id === rule.deity_id,
    );
    if (!named) errors.push(`${rule.from}: exception ${rule.surname} (${rule.community}: ${rule.deity_id}) has no named row saying it`);
  }
  return errors;
}

/** Checks every row as the site and the seed expect; returns the problems (empty when all is well). */
export function validateRows(rows: SurnameRow[], inputs: Inputs): string[] {
  const errors: string[] = [];
  const deityIds = new Set(inputs.deities.map((d) => d.id));
  const keys = new Set<string>();
  rows.forEach((r, i) => {
    const at = `row ${i + 2} (${r.surname}/${r.community}/${r.deity_id}, from ${r.from})`;
    for (const k of SURNAME_HEADER) {
      const v = String(r[k]);
      if (v.includes('<') || v.includes('>')) errors.push(`${at}: '<' or '>' in ${k}`);
      if (v !== v.normalize('NFC')) errors.push(`${at}: ${k} not NFC`);
      const limit = LIMITS[k];
      if (limit !== undefined && v.length > limit) errors.push(`${at}: ${k} longer than ${limit}`);
      if (/[\r\n]/.test(v)) errors.push(`${at}: line break in ${k}`);
    }
    if (!/^[A-Z][A-Za-z]*(?:[ -][A-Z][A-Za-z]*)*$/.test(r.surname)) errors.push(`${at}: surname not Title Case Latin`);
    if (!r.community) errors.push(`${at}: empty community`);
    if (!deityIds.has(r.deity_id)) errors.push(`${at}: unknown deity_id "${r.deity_id}"`);
    if (r.cultural_tradition && !inputs.traditions.has(r.cultural_tradition)) errors.push(`${at}: unknown cultural_tradition`);
    if (!['India', 'Nepal', 'Pakistan', 'Bangladesh'].includes(r.country)) errors.push(`${at}: bad country`);
    if (!r.town_village) errors.push(`${at}: empty town_village`);
    const c = r.confidence_level;
    if (!Number.isInteger(c) || c < 0 || c > 100) errors.push(`${at}: bad confidence`);
    if (!SOURCES.has(r.source)) errors.push(`${at}: bad source`);
    if (r.source === 'inferred' && c >= INFERRED_BELOW) errors.push(`${at}: inferred row with confidence ${c}`);
    if (r.source !== 'inferred' && c > inputs.config.max_single_source_confidence) errors.push(`${at}: confidence above the single-source cap`);
    if (!r.source_ref) errors.push(`${at}: empty source_ref`);
    const k = rowKey(r);
    if (keys.has(k)) errors.push(`${at}: duplicate key`);
    keys.add(k);
  });
  return errors;
}

/** The exceptions every inferred rule lists: surnames its own sources give another deity for. */
export function ruleExceptions(curation: Pick<Inputs, 'communitySurnames' | 'derived'>): (RuleException & { community: string; from: string })[] {
  const out: (RuleException & { community: string; from: string })[] = [];
  for (const [community, spec] of Object.entries(curation.communitySurnames)) {
    if (community.startsWith('_') || !spec) continue;
    for (const e of spec.exceptions ?? []) out.push({ ...e, community, from: `curation/community_surnames.json (${community})` });
  }
  for (const g of curation.derived.groups) {
    for (const e of g.exceptions ?? []) out.push({ ...e, community: g.community, from: `curation/derived.json (${g.community})` });
  }
  return out;
}

/**
 * Inferred rows that say more than their rule's sources: a row covering a surname the rule's sources give another
 * deity for, or standing beside a named row of the same surname and community. Empty when all is well.
 */
export function inferredRuleViolations(rows: SurnameRow[], inputs: Inputs): string[] {
  const { communityLabel } = makePolicy(inputs);
  const named = new Map<string, SurnameRow[]>();
  for (const r of rows) {
    if (r.rowClass === 'inferred') continue;
    const k = surnameCommunityKey(r.surname, r.community);
    named.set(k, [...(named.get(k) ?? []), r]);
  }
  const exceptions = new Map(ruleExceptions(inputs).map((e) => [surnameCommunityKey(e.surname, communityLabel(e.community)), e]));
  const out: string[] = [];
  for (const r of rows) {
    if (r.rowClass !== 'inferred') continue;
    const k = surnameCommunityKey(r.surname, r.community);
    const e = exceptions.get(k);
    if (e) out.push(`${r.surname} / ${r.community}: inferred ${r.deity_id} over the exception its source names (${e.deity_id}, ${e.source_url})`);
    const beside = named.get(k);
    if (beside)
      out.push(
        `${r.surname} / ${r.community}: inferred ${r.deity_id} beside the named row(s) ${beside.map((x) => `${x.deity_id} (${x.source_url || x.source_ref})`).join(', ')}`,
      );
  }
  return out;
}
