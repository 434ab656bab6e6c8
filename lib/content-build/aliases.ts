import type { CsvRecord, Inputs } from './inputs';
import type { SurnameRow } from './surnames';
import { TARGETS } from './surnames';
import { compareTuples, extract, foldName, nfc } from './text';

export interface AliasRow {
  surname: string;
  alias: string;
  source_ref: string;
}

export const ALIAS_HEADER = ['surname', 'alias', 'source_ref'] as const;

/** Gujarati code points assigned at the same offset from their Devanagari counterparts. */
const GUJARATI_ASSIGNED = new Set<number>([
  ...range(0x0a81, 0x0a84),
  ...range(0x0a85, 0x0a8e),
  0x0a8f,
  0x0a90,
  0x0a91,
  ...range(0x0a93, 0x0aa9),
  ...range(0x0aaa, 0x0ab1),
  0x0ab2,
  0x0ab3,
  ...range(0x0ab5, 0x0aba),
  ...range(0x0abc, 0x0ac6),
  0x0ac7,
  0x0ac8,
  0x0ac9,
  0x0acb,
  0x0acc,
  0x0acd,
  0x0ad0,
]);
const GUJARATI_OFFSET = 0x0a80 - 0x0900;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/**
 * Letter-for-letter Devanagari -> Gujarati (the two scripts share the Brahmi layout). Nukta
 * letters such as ड़ are first decomposed; undefined if any letter has no Gujarati counterpart.
 */
export function toGujarati(devanagari: string): string | undefined {
  let out = '';
  for (const ch of devanagari.normalize('NFD')) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x0900 && cp <= 0x097f) {
      const g = cp + GUJARATI_OFFSET;
      if (!GUJARATI_ASSIGNED.has(g)) return undefined;
      out += String.fromCodePoint(g);
    } else if (ch === ' ' || ch === '-') out += ch;
    else return undefined;
  }
  // Gujarati has no separate nukta-dda: drop the nukta after dda/ddha (ડ઼ -> ડ)
  return out.normalize('NFC').replaceAll('\u0aa1\u0abc', '\u0aa1').replaceAll('\u0aa2\u0abc', '\u0aa2');
}

const inScript = (text: string, lo: number, hi: number) => [...text].some((ch) => ch.codePointAt(0)! >= lo && ch.codePointAt(0)! <= hi);
const GUJARATI_REF = 'standard transliteration (Gujarati script, letter for letter from the Devanagari spelling)';

export interface AliasBuild {
  aliases: AliasRow[];
  surnamesWithAlias: number;
  topMissing: string[];
  skippedCurated: number;
  errors: string[];
}

/** The aliases: curated ones (with Gujarati letter-for-letter forms of Devanagari ones), and native spellings from the facts' and research rows' notes. */
export function buildAliases(rows: SurnameRow[], namedFacts: CsvRecord[], inputs: Inputs, sharedSurnames: string[] = []): AliasBuild {
  const canonical = new Map<string, string>();
  for (const s of [...rows.map((r) => r.surname), ...sharedSurnames]) if (!canonical.has(foldName(s))) canonical.set(foldName(s), s);
  const gujaratiCommunities = new Set(inputs.config.gujarati_alias_communities ?? []);
  const aliases: AliasRow[] = [];
  const seen = new Set<string>();
  const sameNameOk = new Set<string>();
  const missing = new Set<string>();

  const add = (surnameIn: string, aliasIn: string, ref: string) => {
    const alias = nfc(aliasIn);
    const surname = canonical.get(foldName(surnameIn));
    if (!surname || !alias || foldName(alias) === foldName(surname)) return false;
    const key = `${surname}\u0000${alias}`;
    if (seen.has(key)) return false;
    seen.add(key);
    aliases.push({ surname, alias, source_ref: ref });
    return true;
  };
  // Gujarati-script aliases only for families of Gujarat, Rajasthan or Marwari/Jain communities
  const gujaratiOk = (surname: string) =>
    rows.some((r) => r.surname === surname && (['Gujarat', 'Rajasthan'].includes(r.state_province) || gujaratiCommunities.has(r.community)));
  const curatedGujarati = new Set(
    inputs.aliases.filter((a) => inScript(a.get('alias'), 0x0a80, 0x0aff)).map((a) => foldName(a.get('surname').trim())),
  );
  const addWithGujarati = (s: string, devanagari: string, ref: string) => {
    add(s, devanagari, ref);
    const canon = canonical.get(foldName(s));
    if (canon === undefined) throw new Error(`alias for a surname not in the output: ${s}`);
    if (curatedGujarati.has(foldName(s)) || !gujaratiOk(canon)) return;
    const g = toGujarati(nfc(devanagari));
    if (g) add(s, g, GUJARATI_REF);
  };

  for (const a of inputs.aliases) {
    const s = a.get('surname').trim();
    if (!canonical.has(foldName(s))) {
      missing.add(s);
      continue;
    }
    if (a.get('same_family').trim().toLowerCase() === 'yes') sameNameOk.add(`${foldName(s)}|${foldName(a.get('alias').trim())}`);
    const ref = a.get('source_ref').trim() || 'standard transliteration';
    const alias = nfc(a.get('alias'));
    if (inScript(alias, 0x0900, 0x097f)) addWithGujarati(s, alias, ref);
    else add(s, alias, ref);
  }

  // Devanagari spellings given in the facts' notes
  for (const f of namedFacts) {
    const dv = extract(/Devanagari: ([^;,]+?)(?:;|,|$)/, f.get('note'));
    if (!dv) continue;
    const word = (dv.split(/\s+/)[0] ?? '').replace(/^[()]+|[()]+$/g, '');
    if (!/^[\u0900-\u097F]+$/.test(word)) continue;
    addWithGujarati(nfc(f.get('surname')), word, f.get('source_ref').trim());
  }

  // Native spellings that the research rows read in their sources (notes "Devanagari: ...",
  // "Telugu: ..."): the source is the row's own page.
  const scripts: [string, number, number][] = [
    ['Devanagari', 0x0900, 0x097f],
    ['Gujarati', 0x0a80, 0x0aff],
    ['Tamil', 0x0b80, 0x0bff],
    ['Telugu', 0x0c00, 0x0c7f],
    ['Kannada', 0x0c80, 0x0cff],
    ['Malayalam', 0x0d00, 0x0d7f],
    ['Bengali', 0x0980, 0x09ff],
  ];
  for (const r of inputs.research) {
    for (const [name, lo, hi] of scripts) {
      const found = extract(new RegExp(`${name}: ([^;,]+?)(?:;|,|$)`), r.get('notes'));
      const word = (found.split(/\s+/)[0] ?? '').replace(/^[()]+|[()]+$/g, '');
      if (!word || ![...word].every((c) => c.codePointAt(0)! >= lo && c.codePointAt(0)! <= hi)) continue;
      if (name === 'Devanagari') addWithGujarati(nfc(r.get('surname')), word, r.get('source_url').trim());
      else add(r.get('surname'), word, r.get('source_url').trim());
    }
  }

  aliases.sort((a, b) => compareTuples([a.surname.toLowerCase(), a.alias], [b.surname.toLowerCase(), b.alias]));
  const errors: string[] = [];
  for (const a of aliases) {
    for (const k of ALIAS_HEADER) {
      const v = a[k];
      if (v.includes('<') || v.includes('>')) errors.push(`alias ${a.surname}/${a.alias}: '<' or '>'`);
      if (v !== v.normalize('NFC')) errors.push(`alias ${a.surname}/${a.alias}: not NFC`);
    }
    const other = foldName(a.alias);
    if (canonical.has(other) && other !== foldName(a.surname) && !sameNameOk.has(`${foldName(a.surname)}|${other}`)) {
      errors.push(
        `alias ${a.alias} of ${a.surname} is itself a surname in the file; mark same_family=yes in curation/aliases.csv only if it truly is the same family name`,
      );
    }
  }

  // the top surnames by row count must have aliases: those with at least one association of
  // medium or high confidence (names known only from low-confidence app data are not ranked)
  const attested = new Set(rows.filter((r) => r.confidence_level >= 60).map((r) => r.surname));
  const rowsBySurname = new Map<string, number>();
  for (const r of rows) if (attested.has(r.surname)) rowsBySurname.set(r.surname, (rowsBySurname.get(r.surname) ?? 0) + 1);
  const ranked = [...rowsBySurname].sort((a, b) => compareTuples([-a[1], a[0].toLowerCase()], [-b[1], b[0].toLowerCase()]));
  const haveAlias = new Set(aliases.map((a) => a.surname));
  const topMissing = ranked
    .slice(0, TARGETS.aliasTopSurnames)
    .map(([s]) => s)
    .filter((s) => !haveAlias.has(s));
  if (topMissing.length) errors.push(`${topMissing.length} of the top ${TARGETS.aliasTopSurnames} surnames have no alias: ${topMissing.join(', ')}`);
  return { aliases, surnamesWithAlias: haveAlias.size, topMissing, skippedCurated: missing.size, errors };
}
