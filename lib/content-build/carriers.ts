import type { CsvRecord, SourceNames } from './inputs';
import { publicSource } from './sources';
import { compareTuples, foldName, nfc } from './text';

export const CARRIER_HEADER = ['surname', 'communities', 'rank', 'statement', 'source_url', 'source_label'] as const;
export type CarrierRow = Record<(typeof CARRIER_HEADER)[number], string>;

/** The community labels one row of surname_carriers names, as the other surname files spell them. */
export const carrierLabels = (communities: string) =>
  communities
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);

/** The community labels each surname's rows use (by folded surname), so a ranking names only real ones. */
export function communityLabelsBySurname(rows: readonly { surname: string; community: string }[]): Map<string, Set<string>> {
  const labels = new Map<string, Set<string>>();
  for (const r of rows) labels.set(foldName(r.surname), (labels.get(foldName(r.surname)) ?? new Set()).add(r.community));
  return labels;
}

/**
 * data/built/surname_carriers.csv: which communities carry a surname most, as a source states it (the
 * surname's encyclopedia article, a community history), ranked 1 for the most families. The
 * pages order a surname's communities by it before anything else. Each row names one community
 * by every label the other files give it ("Leva Patel | Leva (Leuva) Patidar"); a label no row
 * of that surname uses stops the build, so a rename cannot silently drop the order.
 */
export function buildCarrierRows(
  records: CsvRecord[] | undefined,
  known: Map<string, Set<string>>,
  names: SourceNames,
): { rows: CarrierRow[]; errors: string[] } {
  const errors: string[] = [];
  const rows: CarrierRow[] = [];
  for (const r of records ?? []) {
    const at = `${r.file}:${r.line}`;
    const row = Object.fromEntries(CARRIER_HEADER.map((k) => [k, nfc(r.get(k)).trim()])) as CarrierRow;
    const labels = known.get(foldName(row.surname));
    if (!labels) errors.push(`${at}: surname "${row.surname}" has no rows`);
    for (const label of carrierLabels(row.communities)) {
      if (labels && !labels.has(label)) errors.push(`${at}: no row of ${row.surname} has the community "${label}"`);
    }
    if (!/^[1-9]\d?$/.test(row.rank)) errors.push(`${at}: rank "${row.rank}" is not a whole number from 1`);
    if (!row.statement || row.statement.length > 240) errors.push(`${at}: statement empty or longer than 240 characters`);
    if (!/^https?:\/\/\S+$/.test(row.source_url)) errors.push(`${at}: source_url must be a web address`);
    else {
      try {
        const s = publicSource(row.source_url, row.source_label, names);
        [row.source_url, row.source_label] = [s.url, s.label];
      } catch (error) {
        errors.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (!row.source_label) errors.push(`${at}: empty source_label`);
    for (const [k, v] of Object.entries(row)) {
      if (/[<>\r\n]/.test(v)) errors.push(`${at}: '<', '>' or a line break in ${k}`);
    }
    rows.push(row);
  }
  rows.sort((a, b) =>
    compareTuples(
      [a.surname.toLowerCase(), a.rank.padStart(2, '0'), a.communities],
      [b.surname.toLowerCase(), b.rank.padStart(2, '0'), b.communities],
    ),
  );
  return { rows, errors };
}
