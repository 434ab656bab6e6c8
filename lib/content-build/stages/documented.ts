import { DataFileError } from '../../seed/files';
import type { CsvRecord } from '../inputs';
import type { Policy } from '../policy';
import { gotraLabel, surnameRow, type SurnameRow } from '../rows';
import { extract, foldName, format, nfc } from '../text';
import { isRule } from './facts';

const where = (r: CsvRecord) => `${r.file}:${r.line}`;

/**
 * Stage 2, documented rows: the surnames in everyday use (upanama) that a source gives beside
 * an ancestral surname (derived.json's `upanama`, for the sources it names), then the rows we
 * added (curation/documented.csv) and the research rows (research/*.csv), each as given.
 */
export function documentedRows(
  sources: { facts: readonly CsvRecord[]; documented: readonly CsvRecord[]; research: readonly CsvRecord[] },
  policy: Policy,
): SurnameRow[] {
  return [
    ...upanamaRows(sources.facts, policy),
    ...sources.documented.map((d) => documentedRow(d, d.get('source_ref').trim(), '', '', policy)),
    ...sources.research.map((d) => {
      const url = d.get('source_url').trim();
      // A family's word: its reference names the family's row, not a page (it may give none).
      const ref = d.get('source_kind').trim() === 'family' ? `family:${where(d)}` : url;
      return documentedRow(d, ref, url, nfc(d.get('source_label')), policy);
    }),
  ];
}

/** The surname in use (upanama) a fact's note gives for its ancestral family, as a row of its own. */
function upanamaRows(facts: readonly CsvRecord[], policy: Policy): SurnameRow[] {
  const { upanama } = policy.derived;
  const rows: SurnameRow[] = [];
  for (const f of facts) {
    if (isRule(f) || !policy.fromSources(upanama.sources, f.get('source_ref'))) continue;
    const given = extract(/upanama \(general surname\): ([^;]+)/, f.get('note'));
    if (!given) continue;
    for (const u of given.split('/').map((x) => x.trim())) {
      if (!u || foldName(u) === foldName(f.get('surname'))) continue;
      const community = policy.communityLabel(f.get('community'));
      const id = policy.deityId(f.get('deity_normalized'), where(f));
      rows.push(
        surnameRow({
          surname: u,
          community,
          gotra: gotraLabel(f.get('gotra')),
          deity_id: id,
          state_province: '',
          cultural_tradition: policy.traditionFor(community, id),
          confidence_level: policy.clamp(upanama.confidence),
          source: 'community',
          source_ref: f.get('source_ref').trim(),
          notes: format(upanama.note, { ancestral: f.get('surname'), gotra: f.get('gotra'), surname: u }),
          rowClass: 'documented',
          from: where(f),
        }),
      );
    }
  }
  return rows;
}

/** A row of documented.csv or a research file; subclan_of holds the column as given (stages/subclans.ts reads it). */
function documentedRow(d: CsvRecord, ref: string, url: string, label: string, policy: Policy): SurnameRow {
  const community = policy.communityLabel(d.get('community'));
  const id = d.get('deity_id').trim();
  const confidence = Number(d.get('confidence'));
  if (!Number.isInteger(confidence)) throw new DataFileError(d.file, d.line, `confidence "${d.get('confidence')}" is not a whole number`);
  return surnameRow({
    surname: nfc(d.get('surname')),
    community,
    gotra: nfc(d.get('gotra')),
    deity_id: id,
    country: d.get('country').trim() || 'India',
    state_province: nfc(d.get('state_province')),
    town_village: nfc(d.get('town_village')) || 'various',
    cultural_tradition: policy.traditionFor(community, id),
    confidence_level: policy.clamp(confidence),
    source: policy.sourceFor(d.get('source_kind'), where(d)),
    source_ref: ref,
    notes: nfc(d.get('notes')),
    source_url: url,
    source_label: label,
    subclan_of: d.get('subclan_of').trim(),
    rowClass: 'documented',
    from: where(d),
  });
}
