import Sanscript from '@indic-transliteration/sanscript';

/**
 * Names in Devanagari and Gujarati script where no source gives them: one written rule, its
 * exceptions listed beside the names (data/translations/{lang}/names.json says which names a
 * source gives, which the rule makes, and which are written otherwise and why).
 *
 * The rule, from a name's usual Latin spelling to Devanagari:
 * 1. lower case; `aa`, `ee`, `oo` are the long vowels (आ, ई, ऊ); `w` is व; `z` is ज; `q` is क;
 *    `x` is क्ष; `chh` is छ; `ch` is च; `sh` is श; `kh gh jh th dh ph bh` are the aspirates;
 *    every other `t` and `d` is the dental त, द;
 * 2. an `n` or `m` before another consonant (not `y`, `h`) is the nasal sign (ं);
 * 3. a final `a`, `i` or `u` is long (ा, ी, ू: Sharma शर्मा, Tiwari तिवारी); a final consonant
 *    keeps its vowel unwritten (Patel पटेल);
 * 4. between two consonants the inherent vowel is kept (Deshpande देशपंदे, Bhavnagar भवनगर),
 *    but for an `r` before a consonant, a consonant before `r` or `y`, and a doubled one, which
 *    join (Sharma शर्मा, Mishra मिश्रा, Bhatt भत्त).
 * Gujarati is then Devanagari letter for letter (a script of the same order).
 */
export function ruleDevanagari(latin: string): string {
  return latin
    .trim()
    .split(/\s+/)
    .map((word) => Sanscript.t(itransOf(word), 'itrans', 'devanagari'))
    .join(' ');
}

const VOWEL = /[aeiouAIU]/;

function itransOf(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/aa/g, 'A')
    .replace(/ee/g, 'I')
    .replace(/oo/g, 'U')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'kSh')
    .replace(/chh/g, 'Ch');
  // A nasal before another consonant (not y or h): the nasal sign.
  w = w.replace(/[nm](?=[bcdfgjklpqrstv])/g, 'M');
  // The inherent vowel between two consonants, but before r or y and in a doubled consonant.
  const tokens = w.match(/kSh|Ch|kh|gh|ch|jh|th|dh|ph|bh|sh|ai|au|[a-zA-Z]/g) ?? [];
  w = tokens
    .map((t, i) => {
      const next = tokens[i + 1];
      const consonant = (x: string | undefined) => x !== undefined && !/^(a|e|i|o|u|A|I|U|ai|au|M)$/.test(x);
      return consonant(t) && consonant(next) && t !== 'r' && next !== 'r' && next !== 'y' && next !== t ? `${t}a` : t;
    })
    .join('');
  // Final vowels are long; a final consonant keeps its inherent vowel unwritten.
  if (/[^aeiouAIU]a$/.test(w)) w = `${w.slice(0, -1)}A`;
  else if (/i$/.test(w)) w = `${w.slice(0, -1)}I`;
  else if (/u$/.test(w)) w = `${w.slice(0, -1)}U`;
  else if (!VOWEL.test(w.at(-1) ?? '')) w = `${w}a`;
  return w;
}

/** Devanagari written letter for letter in Gujarati script. */
export function toGujarati(devanagari: string): string {
  return Sanscript.t(devanagari, 'devanagari', 'gujarati');
}

/** The rule's name in a language's script. */
export function ruleName(latin: string, script: 'Deva' | 'Gujr'): string {
  const deva = ruleDevanagari(latin);
  return script === 'Gujr' ? toGujarati(deva) : deva;
}

const DIGITS: Record<string, string> = {};
for (const [zero, n] of [
  [0x0966, 10],
  [0x0ae6, 10],
] as const) {
  for (let i = 0; i < n; i++) DIGITS[String.fromCodePoint(zero + i)] = String(i);
}

/** A text with Devanagari and Gujarati digits written as 0-9. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F\u0AE6-\u0AEF]/g, (d) => DIGITS[d] ?? d);
}
