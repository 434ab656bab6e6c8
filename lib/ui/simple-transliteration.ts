/**
 * The simple transliteration of a prayer: Latin letters without diacritics, as families write
 * their aartis ("sukhkarta dukhharta varta vighnachi"), made from the native text itself.
 *
 * Why our own rules and not a package: the Indian scripts' Unicode blocks share one layout,
 * so reading the letters is a small table; what a package such as lipilekhika does not do is
 * what makes the text read as families write it: dropping the inherent vowel where Hindi,
 * Marathi and Gujarati speakers do not say it, the nasal before the next consonant (sundar,
 * ambe), Tamil's voicing by position (thingal, madhi, nandha), and the common spellings (ch,
 * sh, ksh, w after a consonant). Its "Normal" output ("sukhakartA duHkhahartA") would need all
 * of that added on top, and its case-coded vowels undone.
 *
 * The scholarly transliteration (IAST) stays in the data, written by hand; this is made on the
 * fly, so a new prayer gets both.
 */

type Vowel = 'a' | 'aa' | 'i' | 'ii' | 'u' | 'uu' | 'ri' | 'rii' | 'li' | 'e' | 'ee' | 'ai' | 'o' | 'oo' | 'au' | 'ae' | 'aw';

/** One letter of a word: a consonant with its vowel (the inherent 'a', a sign, or none after a virama), or an independent vowel, or a nasal or visarga. */
type Unit =
  | { kind: 'c'; c: string; v: Vowel | null; dropped?: boolean }
  | { kind: 'v'; v: Vowel }
  | { kind: 'anusvara' }
  | { kind: 'chandrabindu' }
  | { kind: 'visarga' };

type Piece = { word: Unit[]; native: string } | { text: string };

// Offsets inside a script's Unicode block: the nine scripts below share Devanagari's layout.
const blocks: [number, string][] = [
  [0x0900, 'deva'],
  [0x0980, 'beng'],
  [0x0a00, 'guru'],
  [0x0a80, 'gujr'],
  [0x0b00, 'orya'],
  [0x0b80, 'taml'],
  [0x0c00, 'telu'],
  [0x0c80, 'knda'],
  [0x0d00, 'mlym'],
];

const consonants: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'ng',
  0x1a: 'c',
  0x1b: 'ch',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'ny',
  0x1f: 'tt',
  0x20: 'tth',
  0x21: 'dd',
  0x22: 'ddh',
  0x23: 'nn',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'nnn',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'rr',
  0x32: 'l',
  0x33: 'll',
  0x34: 'lll',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'ss',
  0x38: 's',
  0x39: 'h',
  // Devanagari's letters with a nukta, precomposed (NFC decomposes most of them anyway).
  0x58: 'q',
  0x59: 'khh',
  0x5a: 'ghh',
  0x5b: 'z',
  0x5c: 'rh',
  0x5d: 'rhh',
  0x5e: 'f',
  0x5f: 'yy',
};
const withNukta: Record<string, string> = { k: 'q', kh: 'khh', g: 'ghh', j: 'z', dd: 'rh', ddh: 'rhh', ph: 'f', y: 'yy' };

const independentVowels: Record<number, Vowel> = {
  0x05: 'a',
  0x06: 'aa',
  0x07: 'i',
  0x08: 'ii',
  0x09: 'u',
  0x0a: 'uu',
  0x0b: 'ri',
  0x0c: 'li',
  0x0d: 'ae',
  0x0e: 'e',
  0x0f: 'ee',
  0x10: 'ai',
  0x11: 'aw',
  0x12: 'o',
  0x13: 'oo',
  0x14: 'au',
  0x60: 'rii',
  0x61: 'li',
};
const vowelSigns: Record<number, Vowel> = {
  0x3e: 'aa',
  0x3f: 'i',
  0x40: 'ii',
  0x41: 'u',
  0x42: 'uu',
  0x43: 'ri',
  0x44: 'rii',
  0x45: 'ae',
  0x46: 'e',
  0x47: 'ee',
  0x48: 'ai',
  0x49: 'aw',
  0x4a: 'o',
  0x4b: 'oo',
  0x4c: 'au',
  0x62: 'li',
  0x63: 'li',
  // Length marks written after a sign (Kannada, Telugu, Malayalam, Tamil's au).
  0x55: 'ee',
  0x56: 'ai',
  0x57: 'au',
};
/** Malayalam's chillu letters: a consonant with no vowel, written as one letter. */
const chillus: Record<number, string> = { 0x7a: 'nn', 0x7b: 'n', 0x7c: 'r', 0x7d: 'l', 0x7e: 'll', 0x7f: 'k', 0x54: 'm', 0x55: 'y', 0x56: 'lll' };

const VIRAMA = 0x4d;
const NUKTA = 0x3c;

/** Where the inherent vowel is dropped in speech, and so in the simple spelling. */
const schwaDeleting = new Set(['hindi', 'marathi', 'gujarati', 'punjabi', 'rajasthani', 'konkani']);

function blockOf(cp: number): [number, string] | null {
  for (const [base, script] of blocks) if (cp >= base && cp < base + 0x80) return [base, script];
  return null;
}

/** Typographic marks some texts use, as they are typed on a plain keyboard. */
const typographic: Record<string, string> = { '…': '...', '‘': "'", '’': "'", '“': '"', '”': '"' };

/** Splits a line into words of units and the text between them (spaces, punctuation, digits). */
function parse(line: string): Piece[] {
  const pieces: Piece[] = [];
  let word: Unit[] = [];
  let native = '';
  const endWord = () => {
    if (word.length) pieces.push({ word, native });
    word = [];
    native = '';
  };
  const text = (t: string) => {
    endWord();
    const last = pieces[pieces.length - 1];
    if (last && 'text' in last) last.text += t;
    else pieces.push({ text: t });
  };
  const chars = [...line.normalize('NFC')];
  chars.forEach((ch, i) => {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x200c || cp === 0x200d) return; // joiners only shape the letters
    const block = blockOf(cp);
    // A Latin S inside a word stands for the avagraha in texts typed without it (सदाSहं): not spoken.
    if (ch === 'S' && word.length && blockOf(chars[i + 1]?.codePointAt(0) ?? 0)) {
      native += ch;
      return;
    }
    if (!block) {
      text(typographic[ch] ?? ch);
      return;
    }
    const [base, script] = block;
    const off = cp - base;
    native += ch;
    const last = word[word.length - 1];
    if (off === 0x64 || off === 0x65) {
      // A space between a word and its danda, as the scholarly text has; none inside ॥धृ॥.
      const before = pieces[pieces.length - 1];
      const inside = before !== undefined && 'text' in before && before.text.endsWith('|');
      text(`${word.length && !inside ? ' ' : ''}${off === 0x64 ? '|' : '||'}`);
    } else if (off >= 0x66 && off <= 0x6f) text(String(off - 0x66));
    else if (off === 0x50) {
      // Om (ॐ, ૐ, ௐ)
      endWord();
      pieces.push({
        word: [
          { kind: 'v', v: 'oo' },
          { kind: 'c', c: 'm', v: null },
        ],
        native: ch,
      });
    } else if (script === 'mlym' && off in chillus) word.push({ kind: 'c', c: chillus[off]!, v: null });
    else if (off in consonants && !(script === 'mlym' && off >= 0x54 && off <= 0x56)) word.push({ kind: 'c', c: consonants[off]!, v: 'a' });
    else if (off in independentVowels) word.push({ kind: 'v', v: independentVowels[off]! });
    else if (off in vowelSigns) {
      if (last?.kind === 'c')
        last.v = last.v === 'ee' && off === 0x56 ? 'ai' : off >= 0x55 && off <= 0x57 && last.v !== 'a' ? lengthen(last.v, off) : vowelSigns[off]!;
    } else if (off === VIRAMA) {
      if (last?.kind === 'c') last.v = null;
    } else if (off === NUKTA) {
      if (last?.kind === 'c') last.c = withNukta[last.c] ?? last.c;
    } else if (off === 0x02) word.push({ kind: 'anusvara' });
    else if (off === 0x01) word.push({ kind: 'chandrabindu' });
    else if (off === 0x03) word.push({ kind: 'visarga' });
    else if (off === 0x3d)
      return; // avagraha: an elided vowel, not spoken
    else if (script === 'guru' && off === 0x70)
      word.push({ kind: 'anusvara' }); // tippi
    else if (script === 'guru' && off === 0x71)
      word.push({ kind: 'c', c: '', v: null }); // addak: doubles the next consonant
    else text(ch);
  });
  endWord();
  // Gurmukhi's addak doubles the consonant after it.
  for (const p of pieces)
    if ('word' in p)
      p.word.forEach((u, i) => {
        const next = p.word[i + 1];
        if (u.kind === 'c' && u.c === '' && next?.kind === 'c') u.c = next.c;
      });
  return pieces;
}

/** A length mark after a vowel sign: Kannada's e + length = ee, o + length = oo. */
function lengthen(v: Vowel | null, mark: number): Vowel {
  if (mark === 0x57) return 'au';
  if (v === 'e') return 'ee';
  if (v === 'o') return 'oo';
  return v ?? 'a';
}

/** Whether the syllable of word[j] ends in a consonant: a nasal or a vowelless consonant follows. */
function closed(word: Unit[], j: number): boolean {
  const after = word[j + 1];
  return (
    after !== undefined &&
    (after.kind === 'anusvara' || after.kind === 'chandrabindu' || (after.kind === 'c' && (after.v === null || after.dropped === true)))
  );
}

const hasVowel = (u: Unit | undefined) => u !== undefined && (u.kind === 'v' || (u.kind === 'c' && u.v !== null && !u.dropped));
const isConsonant = (u: Unit | undefined): u is Extract<Unit, { kind: 'c' }> => u?.kind === 'c';

/**
 * Marks the inherent vowels a Hindi, Marathi or Gujarati reader does not say: the last one of
 * a word (kept after a cluster: mantra, krishna; and in a word of one syllable: na), then,
 * from the right, one between a vowel and a consonant that has its own vowel (kamala >
 * kamla, vighnahartaa > vighnaharta, sukhakartaa > sukhkarta).
 */
function dropInherentVowels(word: Unit[], language: string): void {
  // A visarga inside a word is not said (duhkha > dukh): it does not close the syllable.
  for (let i = word.length - 2; i > 0; i--) if (word[i]!.kind === 'visarga') word.splice(i, 1);
  const syllables = word.filter(hasVowel).length;
  const last = word[word.length - 1];
  const before = word[word.length - 2];
  if (isConsonant(last) && last.v === 'a' && syllables > 1 && !(isConsonant(before) && before.v === null)) last.dropped = true;
  for (let i = word.length - 2; i >= 1; i--) {
    const u = word[i]!;
    if (!isConsonant(u) || u.v !== 'a' || u.dropped) continue;
    const next = word[i + 1];
    // Marathi keeps the vowel before an open syllable (charani, sadana, gaurikumara,
    // trinayana) and drops it before a closed one with the inherent vowel (sukhkarta, dukhharta).
    if (!isConsonant(next) || !hasVowel(next)) continue;
    if (language === 'marathi') {
      if (hasVowel(word[i - 1]) && next.v === 'a' && closed(word, i + 1)) u.dropped = true;
      continue;
    }
    // Hindi and Gujarati keep it before a short i (raghupati, sumati, anjani, and so ganpati
    // from the right), and drop it after a nasal too (nandlala).
    const prev = word[i - 1]!;
    if ((hasVowel(prev) || prev.kind === 'anusvara') && next.v !== 'i') u.dropped = true;
  }
}

const plain: Record<string, string> = {
  k: 'k',
  kh: 'kh',
  g: 'g',
  gh: 'gh',
  ng: 'n',
  c: 'ch',
  ch: 'chh',
  j: 'j',
  jh: 'jh',
  ny: 'n',
  tt: 't',
  tth: 'th',
  dd: 'd',
  ddh: 'dh',
  nn: 'n',
  t: 't',
  th: 'th',
  d: 'd',
  dh: 'dh',
  n: 'n',
  nnn: 'n',
  p: 'p',
  ph: 'ph',
  b: 'b',
  bh: 'bh',
  m: 'm',
  y: 'y',
  r: 'r',
  rr: 'r',
  l: 'l',
  ll: 'l',
  lll: 'zh',
  v: 'v',
  sh: 'sh',
  ss: 'sh',
  s: 's',
  h: 'h',
  q: 'q',
  khh: 'kh',
  ghh: 'gh',
  z: 'z',
  rh: 'd',
  rhh: 'dh',
  f: 'f',
  yy: 'y',
};
const vowels: Record<Vowel, string> = {
  a: 'a',
  aa: 'a',
  i: 'i',
  ii: 'i',
  u: 'u',
  uu: 'u',
  ri: 'ri',
  rii: 'ri',
  li: 'li',
  e: 'e',
  ee: 'e',
  ai: 'ai',
  o: 'o',
  oo: 'o',
  au: 'au',
  ae: 'e',
  aw: 'o',
};
// Tamil readers write the long vowels doubled (neeraada, poovai) and the short e, o as e, o.
const tamilVowels: Record<Vowel, string> = { ...vowels, aa: 'aa', ii: 'ee', uu: 'oo' };
/** ज्ञ as each language's families spell it: gyan, dnyan, gnan, jnana. */
const jnaSpelling: Record<string, string> = { hindi: 'gy', marathi: 'dny', gujarati: 'gn', rajasthani: 'gy', punjabi: 'gy' };

const labials = new Set(['p', 'ph', 'b', 'bh', 'm']);
const sonorants = new Set(['y', 'r', 'rr', 'l', 'll', 'lll', 'v', 'sh', 'ss', 's', 'h']);
const longVowels = new Set<Vowel | null>(['aa', 'ii', 'uu', 'ee', 'ai', 'oo', 'au', 'e', 'o']);

/** A nasal (anusvara) as the letter of the consonant after it: sundar, ambe, shankar; the language decides at the end of a word. */
function nasal(word: Unit[], i: number, language: string, kind: 'anusvara' | 'chandrabindu'): string {
  const next = word.slice(i + 1).find((u) => u.kind !== 'anusvara' && u.kind !== 'chandrabindu');
  const before = word[i - 1];
  const vowelBefore = before?.kind === 'v' ? before.v : before?.kind === 'c' ? before.v : null;
  const atEnd = next === undefined;
  if (isConsonant(next) && labials.has(next.c)) return 'm';
  if (i === 1 && before?.kind === 'v' && before.v === 'oo') return 'm'; // omkara
  if (atEnd || next?.kind === 'v') {
    if (language === 'hindi' && vowelBefore === 'ee' && atEnd) return 'in'; // में > mein, हैं > hain
    if (language === 'marathi' || language === 'gujarati') return atEnd && longVowels.has(vowelBefore) ? '' : 'n';
    if (schwaDeleting.has(language)) return 'n';
    return kind === 'chandrabindu' ? 'n' : 'm';
  }
  if (isConsonant(next) && sonorants.has(next.c) && !schwaDeleting.has(language)) return 'm'; // samsara, simha
  return 'n';
}

/** Tamil writes one letter for k and g, t and d, s and ch: which is said depends on the letter's place. */
function tamilConsonant(word: Unit[], i: number): string {
  const u = word[i] as Extract<Unit, { kind: 'c' }>;
  const prev = word[i - 1];
  const next = word[i + 1];
  const initial = i === 0;
  const prevC = isConsonant(prev) && prev.v === null ? prev.c : null; // the consonant just before, in a cluster
  const afterVowel = !initial && hasVowel(prev);
  // The first of a doubled pair, and a consonant ending a word, are said voiceless: nokka, palitthuk.
  if (u.v === null && (!next || (isConsonant(next) && next.c === u.c))) {
    const voiceless: Record<string, string> = { k: 'k', c: 'c', tt: 't', t: 't', p: 'p', rr: 't' };
    if (u.c in voiceless) return next || u.c !== 'c' ? voiceless[u.c]! : 'ch';
  }
  switch (u.c) {
    case 'k':
      if (initial || prevC === 'k' || prevC === 'tt' || prevC === 'rr' || prevC === 'ss' || prevC === 's' || prevC === 't' || prevC === 'p')
        return 'k';
      if (u.v === null && isConsonant(next) && next.c === 'ss') return 'k';
      return 'g';
    case 'c':
      if (prevC === 'c') return 'ch';
      if (prevC === 'ny') return 'j';
      if (u.v === null) return 'ch';
      if (prevC === 'tt' || prevC === 'rr') return 'ch';
      return 's';
    case 'tt':
      if (prevC === 'tt' || prevC === 'ss' || u.v === null) return 't';
      return 'd';
    case 't':
      if (prevC === 'n' || prevC === 'nnn') return 'dh';
      if (prevC === 't') return 'th';
      if (u.v === null) return 't';
      return afterVowel || (prevC !== null && sonorants.has(prevC)) ? 'dh' : 'th';
    case 'p':
      return prevC === 'm' || prevC === 'n' || prevC === 'nnn' ? 'b' : 'p';
    case 'rr':
      if (u.v === null && isConsonant(next) && next.c === 'rr') return 't';
      if (prevC === 'nnn' || prevC === 'n') return 'dr';
      return 'r';
    case 'ny':
      return initial ? 'gn' : 'n';
    default:
      return plain[u.c] ?? '';
  }
}

function spellWord(word: Unit[], language: string, script: 'tamil' | 'other'): string {
  if (schwaDeleting.has(language)) dropInherentVowels(word, language);
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const u = word[i]!;
    const prev = word[i - 1];
    const next = word[i + 1];
    if (u.kind === 'anusvara' || u.kind === 'chandrabindu') {
      out += script === 'tamil' ? 'm' : nasal(word, i, language, u.kind);
      continue;
    }
    if (u.kind === 'visarga') {
      // Hindi, Marathi, Gujarati: dukh; Sanskrit and the south: namah, duhkha. Tamil's aytham is h too.
      out += schwaDeleting.has(language) && i < word.length - 1 ? '' : 'h';
      continue;
    }
    if (u.kind === 'v') {
      // A word that opens with a long a is written aa (aarti, aave), as distinct from a (arth).
      out += i === 0 && u.v === 'aa' ? 'aa' : (script === 'tamil' ? tamilVowels : vowels)[u.v];
      continue;
    }
    let c: string;
    if (u.c === 'j' && u.v === null && isConsonant(next) && next.c === 'ny') {
      c = jnaSpelling[language] ?? 'jn';
      (next as { c: string }).c = '';
    } else if (u.c === '') c = '';
    else if (script === 'tamil') c = tamilConsonant(word, i);
    else if (u.c === 'v' && isConsonant(prev) && prev.v === null && prev.c !== 'r' && prev.c !== 'rr' && prev.c !== '')
      c = 'w'; // swami, ishwar, dwarka
    else if (u.c === 'c' && u.v === null && isConsonant(next) && (next.c === 'c' || next.c === 'ch'))
      c = 'c'; // iccha, accha
    else if (u.c === 'ch' && isConsonant(prev) && prev.v === null && prev.c === 'c') c = 'ch';
    else c = plain[u.c] ?? '';
    out += c;
    if (u.v !== null && !u.dropped) out += (script === 'tamil' ? tamilVowels : vowels)[u.v];
  }
  return out;
}

/** Whole words whose common spelling the rules do not give, by their native spelling. */
const spellings: Record<string, Record<string, string>> = {
  hindi: { जय: 'jai', माँ: 'maa', मां: 'maa' },
  gujarati: { મા: 'maa', માં: 'maa' },
};

/** Sanskrit word endings: -am (varadam), a final virama (harim, jagat), a final visarga (namah). */
function sanskritEndings(pieces: Piece[]): number {
  let n = 0;
  for (const p of pieces) {
    if (!('word' in p) || p.word.length < 2) continue;
    const [before, last] = p.word.slice(-2);
    if (last?.kind === 'visarga' || (last?.kind === 'c' && last.v === null)) n++;
    else if (last?.kind === 'anusvara' && before?.kind === 'c' && before.v === 'a') n++;
  }
  return n;
}

/**
 * The simple transliteration of a prayer's text. Line breaks are kept, so each line stays
 * beside its original. A stanza of Sanskrit verse inside a Hindi or Marathi prayer (two or
 * more Sanskrit endings) keeps its vowels, as it is recited.
 */
export function simpleTransliteration(text: string, language: string): string {
  return text
    .split(/(\n[ \t]*\n)/)
    .map((stanza, i) => {
      if (i % 2 === 1) return stanza;
      const lines = stanza.split('\n').map(parse);
      const verse = schwaDeleting.has(language) && sanskritEndings(lines.flat()) >= 2 ? 'sanskrit' : language;
      return lines.map((pieces, j) => spellLine(pieces, verse, /[\u0B80-\u0BFF]/.test(stanza.split('\n')[j] ?? '') ? 'tamil' : 'other')).join('\n');
    })
    .join('');
}

function spellLine(pieces: Piece[], language: string, script: 'tamil' | 'other'): string {
  return pieces.map((p) => ('text' in p ? p.text : (spellings[language]?.[p.native] ?? spellWord(p.word, language, script)))).join('');
}
