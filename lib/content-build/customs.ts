import type { CsvRecord, SourceNames } from './inputs';
import { publicSource } from './sources';
import { compareTuples, nfc } from './text';

export const CUSTOM_HEADER = ['community', 'custom', 'deity_ids', 'detail', 'source_url', 'source_label', 'also_labels'] as const;
export type CustomRow = Record<(typeof CUSTOM_HEADER)[number], string>;
const CUSTOMS = new Set(['by_gotra', 'by_clan', 'by_village', 'by_family']);

/**
 * data/built/community_customs.csv: for a community with no single kuldevi, how its families
 * keep theirs (by gotra, clan, village or family) as a source describes it, with the deities
 * that source names as commonly kept in the community (`|`-separated ids): shown on the
 * community's page and its surnames' pages as the community's custom, never as a family's
 * answer. From data/sources/customs/*.csv, checked, the source named as the page it links.
 * A source that describes the families of a whole region or group ("Odia Hindu families") says
 * so in `applies_to`, a regular expression over community labels: the custom is then also shown,
 * under its own name, for every label of the rows that matches (`also_labels`).
 */
export function buildCustomRows(
  records: CsvRecord[],
  deityIds: Set<string>,
  names: SourceNames,
  labels: readonly string[] = [],
): { rows: CustomRow[]; errors: string[] } {
  const errors: string[] = [];
  const rows: CustomRow[] = [];
  const seen = new Set<string>();
  for (const r of records) {
    const at = `${r.file}:${r.line}`;
    const row = Object.fromEntries(CUSTOM_HEADER.map((k) => [k, nfc(r.get(k)).trim()])) as CustomRow;
    const appliesTo = nfc(r.get('applies_to')).trim();
    if (appliesTo) {
      try {
        const re = new RegExp(appliesTo, 'i');
        const matched = [...new Set(labels.filter((l) => re.test(l)))].sort();
        if (!matched.length) errors.push(`${at}: applies_to /${appliesTo}/ matches no community label`);
        row.also_labels = matched.join('|');
      } catch {
        errors.push(`${at}: applies_to is not a regular expression`);
      }
    } else row.also_labels = '';
    if (!row.community) errors.push(`${at}: empty community`);
    if (!CUSTOMS.has(row.custom)) errors.push(`${at}: custom "${row.custom}" is not one of ${[...CUSTOMS].join(', ')}`);
    const ids = row.deity_ids
      .split('|')
      .map((id) => id.trim())
      .filter(Boolean);
    for (const id of ids) if (!deityIds.has(id)) errors.push(`${at}: unknown deity id "${id}"`);
    row.deity_ids = ids.join('|');
    if (!row.detail) errors.push(`${at}: empty detail (the custom in our words)`);
    if (row.detail.length > 400) errors.push(`${at}: detail longer than 400 characters`);
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(row.source_url)) errors.push(`${at}: source_url must be a web address`);
    if (!row.source_label) errors.push(`${at}: empty source_label`);
    for (const [k, v] of Object.entries(row)) if (/[<>\r\n]/.test(v)) errors.push(`${at}: '<', '>' or a line break in ${k}`);
    if (row.source_url) {
      try {
        const s = publicSource(row.source_url, row.source_label, names);
        [row.source_url, row.source_label] = [s.url, s.label];
      } catch (error) {
        errors.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const key = `${row.community}|${row.custom}|${row.source_url}`;
    if (seen.has(key)) errors.push(`${at}: the same community, custom and source twice`);
    seen.add(key);
    rows.push(row);
  }
  rows.sort((a, b) => compareTuples([a.community.toLowerCase(), a.custom, a.source_url], [b.community.toLowerCase(), b.custom, b.source_url]));
  return { rows, errors };
}
