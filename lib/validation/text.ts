/**
 * Cleans visitor text: markup and angle brackets stripped, control
 * characters removed, Unicode NFC, spaces trimmed. Used before every validation.
 *
 * "Control characters" are the C0 and C1 controls and DEL (tab and line breaks are kept),
 * plus invisible characters that only hide or disguise text: zero-width space, byte-order
 * mark, the Unicode line and paragraph separators, and the bidirectional embedding, override
 * and isolate controls (U+202A-202E, U+2066-2069), which can make a name read backwards in
 * the review tool. Zero-width joiners and non-joiners and the left-to-right and right-to-left
 * marks stay: Indic scripts and mixed-direction text need them. Unpaired UTF-16 surrogates
 * (never valid text) are dropped.
 *
 * The order matters: removals first, then spaces folded, then NFC (removing a character
 * between a letter and its accent would otherwise leave a decomposed pair), then trimmed.
 * supabase/migrations/*_private_helpers.sql (private.clean) does the same in SQL, for calls that do
 * not come through the site; a test checks the two agree.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function cleanText(input: string): string {
  return input
    .replace(LONE_SURROGATE, '')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/[ \t]+/g, ' ')
    .normalize('NFC')
    .trim();
}

/** Like cleanText, and single-line: for names, search terms and other one-line fields. */
export function cleanLine(input: string): string {
  return cleanText(input).replace(/\s+/g, ' ');
}

/**
 * The first `max` characters, counted as Postgres counts them (code points: an emoji is one,
 * and never cut in half, which would leave an unpaired surrogate), without a trailing space.
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('').trimEnd();
}
