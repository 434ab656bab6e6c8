import type { CsvRecord, Inputs, RuleException } from './inputs';
import { makePolicy } from './policy';
import { namedRows, rowKey, type RowClass, type SurnameRow } from './rows';
import { markConflicts } from './stages/conflicts';
import { derivedRows } from './stages/derived';
import { documentedRows } from './stages/documented';
import { factRows, isRule } from './stages/facts';
import { ruleRows, type Unexpanded } from './stages/inferred';
import { markSubClans } from './stages/subclans';
import { compareTuples, foldName, nfc } from './text';

export type { RowClass, SurnameRow } from './rows';
export { rowKey } from './rows';
export { subClanOf } from './stages/subclans';

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
  'temple_id',
  'temple_basis',
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
export const TARGETS = { rows: 1500, surnames: 700, communities: 30, nonInferredShare: 0.4, aliasTopSurnames: 150 };

/** The surname rows and what the build noticed on the way. */
export interface SurnameBuild {
  rows: SurnameRow[];
  namedFacts: CsvRecord[];
  dropped: number;
  unexpanded: Unexpanded[];
  errors: string[];
}

const where = (r: CsvRecord) => `${r.file}:${r.line}`;

export function buildSurnameRows(inputs: Inputs): SurnameBuild {
  const policy = makePolicy(inputs);
  const nameToId = new Map(inputs.deities.map((d) => [d.name, d.id]));
  const communityLabel = policy.communityLabel;
  const replacement = policy.replacement;

  const namedFacts = inputs.facts.filter((f) => !isRule(f));
  const rows: SurnameRow[] = markConflicts([...factRows(inputs.facts, policy), ...markSubClans(documentedRows(inputs, policy))]);

  const named = namedRows(rows);
  const rules = ruleRows(inputs.facts, named, policy);
  const inferred: SurnameRow[] = [...rules.rows, ...derivedRows(inputs.facts, named, policy)];
  const unexpanded = rules.unexpanded;
  rows.push(...inferred);

  // ---------------------------------------------------------------- de-duplicate (facts first, then documented, then inferred)
  const order: Record<RowClass, number> = { fact: 0, documented: 1, inferred: 2 };
  const seen = new Set<string>();
  const final: SurnameRow[] = [];
  let dropped = 0;
  for (const r of [...rows].sort((a, b) => order[a.rowClass] - order[b.rowClass])) {
    const k = rowKey(r);
    if (seen.has(k)) {
      dropped++;
      continue;
    }
    seen.add(k);
    final.push(r);
  }
  final.sort((a, b) =>
    compareTuples(
      [a.surname.toLowerCase(), a.community.toLowerCase(), a.gotra.toLowerCase(), a.deity_id, a.source_ref],
      [b.surname.toLowerCase(), b.community.toLowerCase(), b.gotra.toLowerCase(), b.deity_id, b.source_ref],
    ),
  );

  // every named fact is in, with its source_ref
  const errors: string[] = [];
  // every exception a rule's sources name is said by a named row of the same surname, community and deity
  for (const rule of ruleExceptions(inputs)) {
    const named = final.some(
      (r) => r.rowClass !== 'inferred' && foldName(r.surname) === foldName(rule.surname) && r.community === communityLabel(rule.community) && r.deity_id === rule.deity_id,
    );
    if (!named) errors.push(`${rule.from}: exception ${rule.surname} (${rule.community}: ${rule.deity_id}) has no named row saying it`);
  }
  const present = new Set(final.map((r) => `${r.surname}|${r.community}|${r.deity_id}|${r.source_ref}`));
  for (const f of namedFacts) {
    const ref = f.get('source_ref').trim();
    const k = `${nfc(f.get('surname'))}|${communityLabel(f.get('community'))}|${nameToId.get(f.get('deity_normalized'))}|${replacement(ref)?.source_ref ?? ref}`;
    if (!present.has(k)) errors.push(`${where(f)}: fact missing from the output: ${k}`);
  }
  return { rows: final, namedFacts, dropped, unexpanded, errors };
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
    if (r.source === 'inferred' && c >= 60) errors.push(`${at}: inferred row with confidence ${c}`);
    if (r.source !== 'inferred' && c > inputs.config.max_single_source_confidence) errors.push(`${at}: confidence above the single-source cap`);
    if (!r.source_ref) errors.push(`${at}: empty source_ref`);
    const k = rowKey(r);
    if (keys.has(k)) errors.push(`${at}: duplicate key`);
    keys.add(k);
  });
  return errors;
}

/** The exceptions every inferred rule lists: surnames its own sources give another deity for. */
export function ruleExceptions(inputs: Inputs): (RuleException & { community: string; from: string })[] {
  const out: (RuleException & { community: string; from: string })[] = [];
  for (const [community, spec] of Object.entries(inputs.communitySurnames)) {
    if (community.startsWith('_') || !spec) continue;
    for (const e of spec.exceptions ?? []) out.push({ ...e, community, from: `curation/community_surnames.json (${community})` });
  }
  for (const g of inputs.derived.groups) {
    for (const e of g.exceptions ?? []) out.push({ ...e, community: g.community, from: `curation/derived.json (${g.community})` });
  }
  return out;
}

/**
 * Inferred rows that say more than their rule's sources: a row covering a surname the rule's sources give another
 * deity for, or standing beside a named row of the same surname and community. Empty when all is well.
 */
export function inferredRuleViolations(rows: SurnameRow[], inputs: Inputs): string[] {
  const label = (c: string) => {
    const l = inputs.config.community_labels?.[c];
    return l === undefined ? c : typeof l === 'object' ? l.label : l;
  };
  const named = new Map<string, SurnameRow[]>();
  for (const r of rows) {
    if (r.rowClass === 'inferred') continue;
    const k = `${foldName(r.surname)}|${r.community}`;
    named.set(k, [...(named.get(k) ?? []), r]);
  }
  const exceptions = new Map(ruleExceptions(inputs).map((e) => [`${foldName(e.surname)}|${label(e.community)}`, e]));
  const out: string[] = [];
  for (const r of rows) {
    if (r.rowClass !== 'inferred') continue;
    const k = `${foldName(r.surname)}|${r.community}`;
    const e = exceptions.get(k);
    if (e) out.push(`${r.surname} / ${r.community}: inferred ${r.deity_id} over the exception its source names (${e.deity_id}, ${e.source_url})`);
    const beside = named.get(k);
    if (beside) out.push(`${r.surname} / ${r.community}: inferred ${r.deity_id} beside the named row(s) ${beside.map((x) => `${x.deity_id} (${x.source_url || x.source_ref})`).join(', ')}`);
  }
  return out;
}
