import type { CsvRecord } from '../inputs';
import type { Policy } from '../policy';
import { gotraLabel, surnameRow, type SurnameRow } from '../rows';
import { DataFileError } from '../../seed/files';
import { extract, foldName, format, letterKey, nfc, shortSource } from '../text';

/** The surname a '*' fact's own row carries: the rule is for the whole community (or gotra), no one surname. */
export const COMMUNITY_RULE = '(community)';

export const isRule = (f: CsvRecord) => f.get('surname').trim() === '*';

const where = (r: CsvRecord) => `${r.file}:${r.line}`;
const stripMata = (s: string) => s.replaceAll('mata', '');

/** How many temples of a temple list (config.shrine_lists) name each surname in each community. */
type ShrineCounts = ReadonlyMap<string, ReadonlySet<string>>;

/** The fields a fact note may carry ("role: kuldaivat; main kul: X; ..."), as the source templates use them. */
function noteFields(note: string): Record<string, string> {
  return {
    role: extract(/role: (kuldaivata?|kuldev)/, note) || 'family deity',
    main_kul: extract(/main kul: ([^;]+)/, note),
    vansh: extract(/vansh: ([^;]+)/, note),
    pravara: extract(/pravara: ([^;]+)/, note),
    upanama: extract(/upanama \(general surname\): ([^;]+)/, note),
  };
}

/**
 * Stage 1, facts: every named fact of facts.csv as a row, its confidence from the source and the
 * note's flags, its note in our words (fact_notes.json), its place from curation/places.csv.
 */
export function factRows(facts: readonly CsvRecord[], policy: Policy): SurnameRow[] {
  const named = facts.filter((f) => !isRule(f));
  // pages that list surnames under temples: how many temples list each surname (per community)
  const shrines = new Map<string, Set<string>>();
  for (const f of named) {
    const ref = f.get('source_ref').trim();
    if (typeof policy.forSource(policy.config.shrine_lists, ref) !== 'object') continue;
    const k = `${ref}|${foldName(f.get('surname'))}|${f.get('community')}`;
    shrines.set(k, (shrines.get(k) ?? new Set()).add(f.get('deity_normalized')));
  }
  // several deities from one cell of one source for the same surname
  const cellKey = (f: CsvRecord) => ['surname', 'community', 'gotra', 'source_ref', 'deity_as_written'].map((c) => f.get(c)).join('\u0000');
  const cells = new Map<string, number>();
  for (const f of named) cells.set(cellKey(f), (cells.get(cellKey(f)) ?? 0) + 1);
  return named.map((f) => factRow(f, f.get('surname'), (cells.get(cellKey(f)) ?? 0) > 1, shrines, policy));
}

/** The row a '*' fact states for its whole community (or gotra): the parent of the inferred rows the rule makes. */
export function ruleParent(f: CsvRecord, policy: Policy): SurnameRow {
  return factRow(f, COMMUNITY_RULE, false, new Map(), policy);
}

function factRow(f: CsvRecord, surname: string, multiDeity: boolean, shrineCounts: ShrineCounts, policy: Policy): SurnameRow {
  const { config, factNotes } = policy;
  const delivered = f.get('source_ref').trim();
  const replaced = policy.replacement(delivered);
  const kind = replaced?.source_kind ?? f.get('source_kind');
  const ref = replaced?.source_ref ?? delivered;
  const noteSrc = f.get('note');
  let conf = policy.baseConfidence(kind, ref);
  const [penalty, why] = policy.notePenalty(noteSrc);
  conf -= penalty;
  const extra: string[] = [];
  if (noteSrc.toLowerCase().includes(factNotes.corroborated_marker.text)) {
    conf += factNotes.corroborated_marker.add;
    extra.push('other pages agree (per the fact notes)');
  }
  const corroboration = policy.corroboration(surname, f.get('community'), f.get('deity_normalized'));
  if (corroboration) {
    conf += corroboration.add;
    extra.push(corroboration.note);
  }

  const template = factNotes.source_templates.find((t) => ref.startsWith(t.prefix))?.note ?? `from ${shortSource(ref)}`;
  let parts = [format(template, noteFields(noteSrc))];
  const role = extract(/role: (kuldaivata?|kuldev)\b/, noteSrc);
  if (role && !parts[0]!.includes('role:')) parts.push(`role: ${role}`);
  const normal = f.get('deity_normalized');
  parts.push(listedAs(f.get('deity_as_written').trim(), normal));
  if (multiDeity) parts.push(`the source gives more than one deity here; this row is ${normal}`);
  const spec = policy.factNote(surname, f.get('community'), f.get('deity_normalized'));
  if (spec !== undefined) {
    if (spec.includes('listed as') || spec.includes('cell')) parts = parts.filter((p) => !p.startsWith('listed as'));
    parts.push(spec);
  }
  parts.push(policy.communityNote(f.get('community')));
  if (penalty) parts.push(`confidence lowered (the fact note flags: '${why.replace(/^[()]+|[()]+$/g, '')}')`);
  parts.push(...extra);
  if (replaced) parts.push(`source replaced: ${replaced.why}`);
  let gotra = gotraLabel(f.get('gotra'));
  const list = policy.forSource(config.shrine_lists, ref);
  if (typeof list === 'object' && surname !== COMMUNITY_RULE) {
    // the page lists the temple's families by surname and the temple's gotras apart: it pairs no surname with a gotra
    if (gotra) parts.push(`the temple's families are of the gotras ${gotra}; the page does not say which gotra goes with which surname`);
    gotra = '';
    const shrines = shrineCounts.get(`${ref}|${foldName(surname)}|${f.get('community')}`)?.size ?? 1;
    if (shrines > 1) {
      conf -= list.several_shrines_penalty;
      parts.push(
        `the page lists ${surname} under ${shrines} temples; it does not say which ${surname} families belong to which, so it pairs the name with no one temple (confidence lowered)`,
      );
    }
  }
  const place = factPlace(f, ref, policy);
  parts.push(place.note);
  const community = policy.communityLabel(f.get('community'));
  const id = policy.deityId(normal, where(f));
  return surnameRow({
    surname: nfc(surname),
    community,
    gotra,
    deity_id: id,
    state_province: policy.stateFor(community, place.state),
    town_village: place.town,
    cultural_tradition: policy.traditionFor(community, id),
    confidence_level: policy.clamp(conf),
    source: policy.sourceFor(kind, where(f)),
    source_ref: ref,
    notes: parts.filter((p) => p).join('; '),
    rowClass: 'fact',
    from: where(f),
  });
}

/** The deity as the source wrote it, when that is not plainly the deity's name ('' when it is). */
function listedAs(written: string, normal: string): string {
  const writtenKey = letterKey(written).replaceAll('mata', '').replaceAll('maa', '').replaceAll('shri', '').replaceAll('sri', '');
  if (!written || stripMata(letterKey(normal)).includes(writtenKey) || letterKey(written).includes(stripMata(letterKey(normal)))) return '';
  return /[A-Za-z]/.test(written) ? `listed as '${written}'` : `listed as ${written}`;
}

/** The fact's shrine place through curation/places.csv (or its replacement source's), unless its source's places are not taken. */
function factPlace(f: CsvRecord, ref: string, policy: Policy): { town: string; state: string; note: string } {
  const replaced = policy.replacement(f.get('source_ref').trim());
  const placeRaw = replaced ? (replaced.shrine_place ?? '') : f.get('shrine_place').trim();
  let town = 'various';
  let state = replaced ? (replaced.state ?? '') : f.get('state').trim();
  if (placeRaw) {
    const place = policy.places.get(placeRaw);
    if (!place) throw new DataFileError(f.file, f.line, `place not in curation/places.csv: "${placeRaw}"`);
    town = place.get('town_village') || 'various';
    state = state || place.get('state_province');
  }
  const unverified = policy.forSource(policy.config.unverified_places, ref);
  if (typeof unverified === 'string' && (placeRaw || state)) {
    return { town: 'various', state: '', note: `temple place not taken (${[placeRaw, state].filter(Boolean).join(', ')}): ${unverified}` };
  }
  return { town, state, note: '' };
}
