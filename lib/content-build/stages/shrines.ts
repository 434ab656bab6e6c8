import { readJsonRows } from '../../seed/files';
import { loadGazetteer } from '../gazetteer';
import { CURATION_DIR, readCsv, readJson, type CsvRecord, type Inputs } from '../inputs';
import type { SurnameRow } from '../rows';
import { buildShrines, type ShrineCuration, type ShrineBuild, type ShrineInput } from '../shrines';
import type { Gazetteer } from '../gazetteer';

/** What the shrine stage reads besides the rows: the deity temples, the curated shrines and places, the gazetteer. */
export interface ShrineInputs {
  entries: ShrineInput[];
  placeRows: CsvRecord[];
  curation: ShrineCuration;
  gazetteer: Gazetteer;
}

export function loadShrineInputs(root: string): ShrineInputs {
  const entries: ShrineInput[] = readJsonRows(root, 'data/deity_shrines.json').map(({ file, line, value }) => {
    const v = value as Record<string, unknown>;
    const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string).trim().normalize('NFC') : '');
    return {
      deity_id: str('deity_id'),
      name: str('name'),
      town: str('town'),
      district: str('district'),
      state: str('state'),
      country: str('country') || 'India',
      is_principal: v.is_principal === true,
      source: str('source'),
      note: str('note'),
      from: `${file}:${line}`,
    };
  });
  return {
    entries,
    placeRows: readCsv(root, `${CURATION_DIR}/shrine_places.csv`),
    curation: readJson<ShrineCuration>(root, `${CURATION_DIR}/shrines.json`),
    gazetteer: loadGazetteer(root),
  };
}

/** Stage 9, shrines: data/built/shrines.json, and the shrine each row points to (shrines.ts). */
export function pointToShrines(
  rows: readonly SurnameRow[],
  shrines: ShrineInputs,
  inputs: Pick<Inputs, 'deities' | 'config'>,
): ShrineBuild & { rows: SurnameRow[] } {
  const pointed = rows.map((r) => ({ ...r }));
  const built = buildShrines({ deities: inputs.deities, rows: pointed, ...shrines, defaultState: inputs.config.community_default_state });
  return { ...built, rows: pointed };
}
