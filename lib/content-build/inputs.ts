import fs from 'node:fs';
import path from 'node:path';
import { DataFileError, readCsvRows } from '../seed/files';
import type { CommunityCuration } from './community-pages';

/** Where the build's inputs live, relative to the repository root. */
export const SOURCES_DIR = 'data/sources';
export const CURATION_DIR = 'data/sources/curation';
export const RESEARCH_DIR = 'data/sources/research';
export const CUSTOMS_DIR = 'data/sources/customs';

/** A CSV row with the file and line it came from (for error messages); get() gives '' for a missing column. */
export interface CsvRecord {
  readonly file: string;
  readonly line: number;
  get(column: string): string;
}

export function readCsv(root: string, file: string): CsvRecord[] {
  return readCsvRows(root, file).map(({ file: f, line, value }) => {
    const fields = value as Record<string, string>;
    return { file: f, line, get: (column: string) => fields[column] ?? '' };
  });
}

export function readJson<T>(root: string, file: string): T {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new DataFileError(file, 1, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The curated policy (data/sources/curation/config.json); keys starting with "_" are comments. */
export interface BuildConfig {
  source_kind_to_source: Record<string, string>;
  base_confidence: Record<string, number>;
  low_confidence_sources: Record<string, number | string>;
  max_single_source_confidence: number;
  note_penalties: Record<string, number | string>;
  inferred: { cap: number; drop: number; floor: number };
  community_default_state: Record<string, string>;
  community_tradition_override: Record<string, string>;
  gujarati_alias_communities?: string[];
  /**
   * Labels replaced by the label visitors see: an object for a label that carries a reviewer's remark (the remark
   * goes to the notes), a string for a second spelling of a community that has one label everywhere.
   */
  community_labels?: Record<string, { label: string; note: string } | string>;
  /** A fact source no one can open any more, replaced by one that says the same (the fact row itself stays as delivered). */
  replaced_sources?: Record<string, ReplacedSource | string>;
  /** Sources whose temple places (town and state) are not taken: a place is kept only where a second source agrees. */
  unverified_places?: Record<string, string>;
  /** Pages that list surnames under temples (and gotras under temples): the page pairs no surname with a gotra or with one temple. */
  shrine_lists?: Record<string, { several_shrines_penalty: number } | string>;
}

export interface ReplacedSource {
  source_ref: string;
  source_kind: string;
  shrine_place?: string;
  state?: string;
  why: string;
}

/** A surname a rule's own sources give another deity for: the rule never covers it, and a named row must say it. */
export interface RuleException {
  surname: string;
  deity_id: string;
  source_url: string;
  note: string;
}

export interface FactNotes {
  source_templates: { prefix: string; note: string }[];
  corroborated_marker: { text: string; add: number };
  /** A rule's note saying its deity is local to one village: a rule without a gotra is not applied to the community's surnames. */
  local_marker: { text: string };
  /** A rule's note saying the source gives alternatives: the inferred rows say `note`. */
  alternatives_marker: { text: string; note: string };
  specific: { surname: string; community: string; deity: string; note: string }[];
  corroborations: { surname: string; community: string; deity: string; add: number; note: string }[];
}

export interface CommunitySurnames {
  gotra_surnames?: Record<string, string>;
  community_wide_surnames?: string[];
  surnames?: { surname: string; gotra?: string | null; note?: string; drop?: number }[];
  exclude?: string[];
  exceptions?: RuleException[];
  extra_drop?: number;
  where?: string;
}

export interface Derived {
  /** Surnames in everyday use (upanama) a fact's note gives beside its ancestral surname, for the facts of `sources` (source_ref prefixes). */
  upanama: { sources: string[]; confidence: number; note: string };
  groups: {
    community: string;
    deity_id: string;
    state: string;
    town: string;
    confidence: number;
    parent_ref: string;
    /** the name of the page parent_ref opens, when its site's name in source_names.json would misname it */
    parent_label?: string;
    note: string;
    where: string;
    surnames: string[];
    exceptions?: RuleException[];
  }[];
  /** Main kuls of a community table whose facts (`sources`, source_ref prefixes) name each surname's main kul. */
  main_kul: { sources: string[]; community: string; confidence: number; note: string; spelling_fixes?: Record<string, string> };
}

export interface Deity {
  id: string;
  name: string;
  cultural_tradition: string;
}

/** Everything the surname build reads, all of it inside the repository. */
export interface Inputs {
  deities: Deity[];
  traditions: Set<string>;
  config: BuildConfig;
  factNotes: FactNotes;
  communitySurnames: Record<string, CommunitySurnames | undefined>;
  derived: Derived;
  places: Map<string, CsvRecord>;
  documented: CsvRecord[];
  research: CsvRecord[];
  facts: CsvRecord[];
  aliases: CsvRecord[];
  sourceNames: SourceNames;
  sharedSurnames: CsvRecord[] | undefined;
  /** curation/surname_carriers.csv: which communities carry a surname most, per a source (absent: none). */
  carriers: CsvRecord[] | undefined;
  /** curation/communities.json: how community labels make community pages (absent: derived only). */
  communityCuration: CommunityCuration | undefined;
  /** customs/*.csv: how a community's families keep their kuldevi, where it has no single one. */
  customs: CsvRecord[];
}

/** data/sources/curation/source_names.json: readable names for sources, by web domain and by GitHub repository. */
export interface SourceNames {
  domains: Record<string, string>;
  /** Per repository: who publishes it, and the commit a source_ref of the form "owner/repo:path" was read at. */
  github: Record<string, { commit?: string; publisher: string }>;
  wikipedia_prefix: string;
  /** Language code -> the edition's name ("mr" -> "Marathi Wikipedia"). */
  wikipedia_languages?: Record<string, string>;
  /** Sites that copy Wikipedia, and the article each cited address copies ("en:Title"). */
  wikipedia_copies?: { hosts: string[]; titles: Record<string, string>; read_on?: Record<string, string> };
}

/** The CSV files of a folder of data/sources/ (research/, customs/), in name order. */
export function csvFiles(root: string, folder: string = RESEARCH_DIR): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .map((f) => `${folder}/${f}`);
}

export function loadInputs(root: string): Inputs {
  const cur = (f: string) => `${CURATION_DIR}/${f}`;
  const shared = `${SOURCES_DIR}/shared-surnames.csv`;
  return {
    deities: readJson<Deity[]>(root, 'data/deities.json'),
    traditions: new Set(readJson<{ id: string }[]>(root, 'data/cultural_traditions.json').map((t) => t.id)),
    config: readJson<BuildConfig>(root, cur('config.json')),
    factNotes: readJson<FactNotes>(root, cur('fact_notes.json')),
    communitySurnames: readJson<Record<string, CommunitySurnames>>(root, cur('community_surnames.json')),
    derived: readJson<Derived>(root, cur('derived.json')),
    places: new Map(readCsv(root, cur('places.csv')).map((r) => [r.get('shrine_place'), r])),
    documented: readCsv(root, cur('documented.csv')),
    research: csvFiles(root, RESEARCH_DIR).flatMap((f) => readCsv(root, f)),
    facts: readCsv(root, `${SOURCES_DIR}/facts.csv`),
    aliases: fs.existsSync(path.join(root, cur('aliases.csv'))) ? readCsv(root, cur('aliases.csv')) : [],
    sourceNames: readJson<SourceNames>(root, cur('source_names.json')),
    sharedSurnames: fs.existsSync(path.join(root, shared)) ? readCsv(root, shared) : undefined,
    carriers: fs.existsSync(path.join(root, cur('surname_carriers.csv'))) ? readCsv(root, cur('surname_carriers.csv')) : undefined,
    communityCuration: fs.existsSync(path.join(root, cur('communities.json')))
      ? readJson<CommunityCuration>(root, cur('communities.json'))
      : undefined,
    customs: csvFiles(root, CUSTOMS_DIR).flatMap((f) => readCsv(root, f)),
  };
}
