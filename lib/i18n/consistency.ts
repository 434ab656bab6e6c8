import type { OtherLanguage } from '../pages/kinds.mjs';
import { latinDigits, toGujarati } from './script';

/**
 * Whether a translation says what its English original says, as far as a machine can tell: the
 * same numbers, and the same deities, communities, gotras, surnames and places, no more and no
 * fewer. A name counts when the translation writes it in its own script (as data/ and
 * data/translations/{lang}/names.json give it, in any of its forms) or in Latin letters.
 */

/** A named thing: the Latin forms an English text may use, and its forms in Indian scripts. */
interface Named {
  kind: string;
  latin: string[];
  native: string[];
}

export interface NameIndex {
  named: Named[];
}

interface NameData {
  deities: { id: string; name: string; sanskrit_name: string; alternative_names: string[] }[];
  surnameAliases: { surname: string; alias: string }[];
  communities: { name: string; native_name: string; labels: string[] }[];
}

type NameEntries = Partial<Record<string, Record<string, { name: string; also?: string[] }> | undefined>>;

const INDIC = /[\u0900-\u0DFF]/;

/** Every name the texts are checked for, with its forms. */
export function nameIndex(data: NameData, names: NameEntries): NameIndex {
  const named: Named[] = [];
  for (const d of data.deities) {
    const forms = [d.name, d.sanskrit_name, ...d.alternative_names];
    const own = names.deity?.[d.id];
    named.push({
      kind: 'deity',
      // Kshemankari Mata is also Kshemankari: a name with its closing title, and without.
      latin: [
        ...new Set(
          forms
            .filter((f) => !INDIC.test(f))
            .flatMap((f) => {
              const bare = f.replace(/\s+(Mata|Maa|Mai|Devi|Aai|Amma|Devta|Devata)$/, '');
              return bare.length >= 7 ? [f, bare] : [f];
            })
            .filter((f) => f.length >= 4),
        ),
      ],
      native: [...forms.filter((f) => INDIC.test(f)), ...(own ? [own.name, ...(own.also ?? [])] : [])],
    });
  }
  // Other names by kind and Latin form, each with every native form data/ and the names file give.
  const byLatin = new Map<string, Named>();
  const note = (kind: string, latin: string, native: string[]) => {
    const key = `${kind}\u0000${latin}`;
    const entry = byLatin.get(key) ?? { kind, latin: [latin], native: [] };
    entry.native.push(...native.filter((n) => n && !entry.native.includes(n)));
    byLatin.set(key, entry);
  };
  for (const a of data.surnameAliases) if (INDIC.test(a.alias)) note('surname', a.surname, [a.alias]);
  for (const c of data.communities)
    for (const label of [c.name, ...c.labels]) if (label.length >= 4) note('community', label, c.native_name ? [c.native_name] : []);
  for (const [kind, entries] of Object.entries(names)) {
    if (kind === 'deity' || !entries) continue;
    for (const [latin, entry] of Object.entries(entries)) note(kind, latin, [entry.name, ...(entry.also ?? [])]);
  }
  return { named: [...named, ...byLatin.values()] };
}

const ENGLISH_NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUMBER_WORDS: Record<OtherLanguage, Record<string, number>> = {
  hi: { दो: 2, तीन: 3, चार: 4, पाँच: 5, पांच: 5, छह: 6, छः: 6, सात: 7, आठ: 8, नौ: 9, दस: 10, ग्यारह: 11, बारह: 12 },
  mr: { दोन: 2, तीन: 3, चार: 4, पाच: 5, सहा: 6, सात: 7, आठ: 8, नऊ: 9, दहा: 10, अकरा: 11, बारा: 12 },
  gu: { બે: 2, ત્રણ: 3, ચાર: 4, પાંચ: 5, છ: 6, સાત: 7, આઠ: 8, નવ: 9, દસ: 10, અગિયાર: 11, બાર: 12 },
};

/** The numbers a text names, in digits or in words (two to twelve: "one" is also the article), sorted. */
export function numbersIn(text: string, lang: OtherLanguage | 'en'): number[] {
  const digits = [...latinDigits(text).matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  const words = lang === 'en' ? ENGLISH_NUMBERS : NUMBER_WORDS[lang];
  // An English number word is one that no hyphen ties to a word before it: the "two" of
  // "seventy-two" is no number of its own, the "two" of "two-edged" is.
  const spelled = lang === 'en' ? text.toLowerCase().match(/(?<![a-z-])[a-z]+(?![a-z])/g) : text.split(/[\s,.;:()"'“”‘’!?।-]+/);
  const named = (spelled ?? []).flatMap((w) => (Object.hasOwn(words, w) ? [words[w]!] : []));
  return [...digits, ...named].sort((a, b) => a - b);
}

const patterns = new Map<string, RegExp>();

/** A pattern compiled once for all the texts. */
function pattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let re = patterns.get(key);
  if (!re) patterns.set(key, (re = new RegExp(source, flags)));
  return re;
}

function hasLatin(text: string, form: string, midSentence = false): boolean {
  if (!text.includes(form.endsWith('y') ? form.slice(0, -1) : form)) return false;
  // With a plural ending: "the Leva Patels".
  const plural = form.endsWith('y') ? `|${escape(form.slice(0, -1))}ies` : '';
  // A surname that is also an English word (More) is only told mid-sentence, where the word
  // would not be capitalised.
  const before = midSentence ? '(?<![A-Za-z])(?<!(?:^|[.!?:;]\\s+|\\n\\s*))' : '(?<![A-Za-z])';
  return pattern(`${before}(?:${escape(form)}(?:e?s)?${plural})(?![a-z])`, '').test(text);
}

/**
 * Letters a language writes either way in a name (ळ and ल, ળ and લ; a nukta; chandrabindu and
 * anusvara), made one before names are compared.
 */
function fold(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ळ]/g, 'ल')
    .replace(/[ળ]/g, 'લ')
    .replace(/[\u093C\u0ABC]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0A81/g, '\u0A82');
}

/** The forms of a native name a text may use: itself, in Gujarati letters for a Gujarati text, and without a closing title (माता, मा, देवी). */
const formsCache = new Map<string, string[]>();

function nativeForms(form: string, lang: OtherLanguage): string[] {
  const key = `${lang}/${form}`;
  const cached = formsCache.get(key);
  if (cached) return cached;
  const made = makeNativeForms(form, lang);
  formsCache.set(key, made);
  return made;
}

function makeNativeForms(form: string, lang: OtherLanguage): string[] {
  const scripted = lang === 'gu' && /[\u0900-\u097F]/.test(form) ? toGujarati(form) : form;
  const forms = [scripted];
  const bare = scripted.replace(/\s+(माता|मा|माँ|मां|देवी|देवता|आई|આઈ|માતા|મા|માં|દેવી)$/u, '');
  if (bare !== scripted && bare.length >= 3) forms.push(bare);
  // A label with a bracket ("सुथार (सुतार) बढ़ई"): its first word before the bracket too.
  const head = scripted.split(/\s*\(/)[0]!.trim();
  if (head !== scripted && head.length >= 3) forms.push(head);
  return forms.map(fold);
}

/**
 * A name in an Indian script. `inflected`: also with the ending a language adds to it
 * (माता, मातेची); else as a word of its own.
 */
function hasNative(text: string, form: string, lang: OtherLanguage, inflected: boolean): boolean {
  const folded = foldedText(text);
  // A name without its closing title (विशाल of विशाल माता) is also an ordinary word: only a
  // name's absence is told by it, never its presence.
  const forms = inflected ? nativeForms(form, lang) : nativeForms(form, lang).slice(0, 1);
  return forms.some((f) => {
    const stem = inflected && /[\u093E-\u094C\u0ABE-\u0ACC]$/.test(f) && f.length >= 4 ? f.slice(0, -1) : f;
    if (!folded.includes(stem)) return false;
    return pattern(`(?<![\\p{L}\\p{M}])${escape(stem)}${inflected ? '' : '(?![\\p{L}\\p{M}])'}`, 'u').test(folded);
  });
}

let lastText = '';
let lastFolded = '';

/** A text folded once for all the names it is checked for. */
function foldedText(text: string): string {
  if (text !== lastText) [lastText, lastFolded] = [text, fold(text)];
  return lastFolded;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a translation says otherwise than its English: empty when they agree. */
export function disagreements(english: string, translated: string, lang: OtherLanguage, index: NameIndex): string[] {
  const found: string[] = [];
  const en = numbersIn(english, 'en');
  const tr = numbersIn(translated, lang);
  if (en.join(',') !== tr.join(',')) found.push(`names the numbers [${tr.join(', ')}] where the English names [${en.join(', ')}]`);
  // Names the English gives, by each of their native forms (several Latin spellings may share one: Gaud, Gowda).
  const givenNatives = new Set(index.named.filter((n) => n.latin.some((f) => hasLatin(english, f))).flatMap((n) => n.native));
  // What the translation says besides those names: a name inside one of them (the village
  // देवमोगरा in the goddess देवमोगरा माता) is not a name of its own.
  let rest = fold(translated);
  for (const f of [...givenNatives].flatMap((g) => nativeForms(g, lang)).sort((a, b) => b.length - a.length)) rest = rest.split(f).join(' ');
  // Latin names the English gives; one found only inside a longer one (Vania in Khadayata
  // Vania) is told by that longer name's translation.
  const givenLatin = index.named.flatMap((n) => n.latin.filter((f) => hasLatin(english, f)));
  const onlyInside = (form: string) => {
    let other = english;
    for (const longer of givenLatin.filter((f) => f.length > form.length && f.includes(form)).sort((a, b) => b.length - a.length))
      other = other.split(longer).join(' ');
    return other !== english && !hasLatin(other, form);
  };
  // Several entries may share a Latin form (Shakambhari, a goddess of her own and another
  // name of Banashankari): the translation tells it when it gives any one of theirs.
  // Whether the translation gives a name, asked only of names the English gives, once each.
  const given = new Map<Named, boolean>();
  const inTranslation = (n: Named) => {
    if (!given.has(n)) given.set(n, n.native.some((f) => hasNative(translated, f, lang, true)) || n.latin.some((f) => hasLatin(translated, f)));
    return given.get(n)!;
  };
  const told = new Set(index.named.filter((n) => n.latin.some((f) => hasLatin(english, f)) && inTranslation(n)).flatMap((n) => n.latin));
  for (const n of index.named) {
    const inEnglish = n.latin.find((f) => hasLatin(english, f, n.kind === 'surname'));
    if (inEnglish && !told.has(inEnglish) && !inTranslation(n) && !onlyInside(inEnglish)) {
      found.push(`leaves out the ${n.kind} ${inEnglish}${n.native.length ? ` (${n.native[0]})` : ''}`);
    }
    // Surnames and gotras are often ordinary words too (कांठे, a bank): only their absence is told.
    if (n.kind === 'surname' || n.kind === 'gotra') continue;
    const added = n.native.find((f) => f.length >= 4 && !givenNatives.has(f) && hasNative(rest, f, lang, false));
    if (added && !inEnglish && !n.native.some((f) => hasNative(english, f, lang, true)))
      found.push(`names the ${n.kind} ${added}, which the English does not`);
  }
  return found;
}
