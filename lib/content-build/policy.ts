import type { BuildConfig, CommunitySurnames, CsvRecord, Derived, Deity, FactNotes, Inputs, ReplacedSource } from './inputs';
import { nfc } from './text';

/**
 * The build's one policy object: the curated judgement of data/sources/curation/ (config.json,
 * fact_notes.json, community_surnames.json, derived.json, places.csv) with the deity list, and
 * the few rules every stage applies the same way. Each stage is a function of its own inputs
 * and this object; what holds for one source only is a named entry of those files, never a test
 * of a source's name in code.
 */
export interface Policy {
  readonly config: BuildConfig;
  readonly factNotes: FactNotes;
  readonly communitySurnames: Readonly<Record<string, CommunitySurnames | undefined>>;
  readonly derived: Derived;
  /** curation/places.csv by shrine_place as the facts write it. */
  readonly places: ReadonlyMap<string, CsvRecord>;
  /** The deities.json id of a deity name; throws naming `at` when the name is not there. */
  deityId(name: string, at: string): string;
  /** The deities.json id of a deity name, or undefined. */
  findDeityId(name: string): string | undefined;
  /** fact_notes.json's note for one fact (surname, community and deity as facts.csv writes them). */
  factNote(surname: string, community: string, deity: string): string | undefined;
  /** fact_notes.json's corroboration of one fact: a second source that agrees. */
  corroboration(surname: string, community: string, deity: string): { add: number; note: string } | undefined;
  /** The community as visitors see it: config.community_labels replaces remarks and second spellings. */
  communityLabel(raw: string): string;
  /** The reviewer's remark a community label carried ('' when none): it goes to the row's notes. */
  communityNote(raw: string): string;
  /** The deity's tradition, or the community's (Jain communities); '' when not in cultural_traditions.json. */
  traditionFor(community: string, deityId: string): string;
  /** The row's state, else the community's home state when that is clear. */
  stateFor(community: string, state: string): string;
  /** A confidence as a whole number from 0 to the single-source cap (or `hi`). */
  clamp(confidence: number, hi?: number): number;
  /** The confidence a source starts at: lower for weak sources, else its kind's base. */
  baseConfidence(kind: string, ref: string): number;
  /** The largest penalty a fact note's flags ask for, and the flag. */
  notePenalty(note: string): [number, string];
  /** The displayed source (traditional, research, community) of a source kind. */
  sourceFor(kind: string, at: string): string;
  /** The source that replaces one no one can open any more. */
  replacement(ref: string): ReplacedSource | undefined;
  /** The entry of a table keyed by source prefix (config.shrine_lists, ...) whose prefix `ref` starts with. */
  forSource<T>(table: Readonly<Record<string, T | string>> | undefined, ref: string): T | string | undefined;
  /** Whether `ref` starts with one of the prefixes (a quirk's `sources`). */
  fromSources(prefixes: readonly string[] | undefined, ref: string): boolean;
}

export function makePolicy(
  inputs: Pick<Inputs, 'config' | 'factNotes' | 'communitySurnames' | 'derived' | 'places' | 'deities' | 'traditions'>,
): Policy {
  const { config } = inputs;
  const nameToId = new Map(inputs.deities.map((d: Deity) => [d.name, d.id]));
  const idToTradition = new Map(inputs.deities.map((d: Deity) => [d.id, d.cultural_tradition]));
  const label = (raw: string) => config.community_labels?.[nfc(raw)];
  const comment = (key: string) => key.startsWith('_');
  const fact = (surname: string, community: string, deity: string) => `${surname}|${community}|${deity}`;
  const notes = new Map(inputs.factNotes.specific.map((s) => [fact(s.surname, s.community, s.deity), s.note]));
  const corroborations = new Map(inputs.factNotes.corroborations.map((c) => [fact(c.surname, c.community, c.deity), c]));
  return {
    config,
    factNotes: inputs.factNotes,
    communitySurnames: inputs.communitySurnames,
    derived: inputs.derived,
    places: inputs.places,
    deityId(name, at) {
      const id = nameToId.get(name);
      if (!id) throw new Error(`${at}: deity not in data/deities.json: ${name}`);
      return id;
    },
    findDeityId: (name) => nameToId.get(name),
    factNote: (surname, community, deity) => notes.get(fact(surname, community, deity)),
    corroboration: (surname, community, deity) => corroborations.get(fact(surname, community, deity)),
    communityLabel(raw) {
      const c = nfc(raw);
      const l = label(c);
      if (comment(c) || l === undefined) return c;
      return typeof l === 'object' ? l.label : l;
    },
    communityNote(raw) {
      const l = label(raw);
      return typeof l === 'object' ? l.note : '';
    },
    traditionFor(community, deityId) {
      const t = config.community_tradition_override[community] || idToTradition.get(deityId) || '';
      return inputs.traditions.has(t) ? t : '';
    },
    stateFor: (community, state) => state || (config.community_default_state[community] ?? ''),
    clamp: (c, hi = config.max_single_source_confidence) => Math.max(0, Math.min(hi, Math.trunc(c))),
    baseConfidence(kind, ref) {
      for (const [domain, value] of Object.entries(config.low_confidence_sources)) {
        if (comment(domain)) continue;
        if (ref.includes(domain)) return Number(value);
      }
      const base = config.base_confidence[kind];
      if (base === undefined) throw new Error(`config.json: no base_confidence for source_kind ${kind}`);
      return base;
    },
    notePenalty(note) {
      let best = 0;
      let why = '';
      const low = note.toLowerCase();
      for (const [phrase, value] of Object.entries(config.note_penalties)) {
        if (comment(phrase)) continue;
        if (low.includes(phrase) && Number(value) > best) [best, why] = [Number(value), phrase];
      }
      return [best, why];
    },
    sourceFor(kind, at) {
      const source = config.source_kind_to_source[kind];
      if (!source) throw new Error(`${at}: unknown source_kind ${kind}`);
      return source;
    },
    replacement(ref) {
      const r = config.replaced_sources?.[ref];
      return typeof r === 'object' ? r : undefined;
    },
    forSource(table, ref) {
      for (const [prefix, value] of Object.entries(table ?? {})) if (!comment(prefix) && ref.startsWith(prefix)) return value;
      return undefined;
    },
    fromSources: (prefixes, ref) => (prefixes ?? []).some((p) => ref.startsWith(p)),
  };
}
