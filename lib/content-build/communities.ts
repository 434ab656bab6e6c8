import type { CsvRecord, SourceNames } from './inputs';
import { publicSource } from './sources';
import { compareTuples, nfc } from './text';

export const COMMUNITY_HEADER = ['surname', 'community', 'rule', 'deity_id', 'detail', 'source_url', 'source_label', 'notes', 'scope'] as const;
const RULES = new Set(['deity', 'by_gotra', 'by_clan', 'by_village', 'by_family', 'unknown']);

export type CommunityRow = Record<(typeof COMMUNITY_HEADER)[number], string>;

/**
 * data/built/surname_communities.csv: surnames shared by several communities, and how each community
 * settles the family deity (one deity, or by gotra, clan, village or family). Copied from
 * data/sources/shared-surnames.csv, checked and sorted; header only when that file is absent.
 */
export function buildCommunityRows(
  records: CsvRecord[] | undefined,
  deityIds: Set<string>,
  names?: SourceNames,
  scopeOf: (label: string) => string = () => 'community',
): { rows: CommunityRow[]; errors: string[] } {
  const errors: string[] = [];
  const rows: CommunityRow[] = [];
  for (const r of records ?? []) {
    const at = `${r.file}:${r.line}`;
    const row = Object.fromEntries(COMMUNITY_HEADER.map((k) => [k, nfc(r.get(k))])) as CommunityRow;
    row.scope = scopeOf(row.community);
    if (!row.surname) errors.push(`${at}: empty surname`);
    if (!row.community) errors.push(`${at}: empty community`);
    if (!RULES.has(row.rule)) errors.push(`${at}: rule "${row.rule}" is not one of ${[...RULES].join(', ')}`);
    if (row.rule === 'deity' && !row.deity_id) errors.push(`${at}: rule "deity" needs a deity_id`);
    if (row.rule !== 'deity' && row.deity_id) errors.push(`${at}: deity_id is only for rule "deity"`);
    if (row.deity_id && !deityIds.has(row.deity_id)) errors.push(`${at}: unknown deity id "${row.deity_id}"`);
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(row.source_url)) errors.push(`${at}: source_url must be a web address`);
    if (!row.source_label) errors.push(`${at}: empty source_label`);
    if (names && row.source_url) {
      try {
        const s = publicSource(row.source_url, row.source_label, names);
        [row.source_url, row.source_label] = [s.url, s.label];
      } catch (error) {
        errors.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (/not yet in this site's deity list/i.test(row.detail)) {
      errors.push(`${at}: detail speaks of this site's deity list (it goes stale: name the deity with rule "deity" instead)`);
    }
    if (row.detail.length > 200) errors.push(`${at}: detail longer than 200 characters`);
    for (const [k, v] of Object.entries(row)) {
      if (/[<>\r\n]/.test(v)) errors.push(`${at}: '<', '>' or a line break in ${k}`);
    }
    rows.push(row);
  }
  rows.sort((a, b) => compareTuples([a.surname.toLowerCase(), a.community.toLowerCase()], [b.surname.toLowerCase(), b.community.toLowerCase()]));
  return { rows, errors };
}
