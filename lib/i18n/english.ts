import type { Language } from '@/lib/pages/kinds.mjs';

/**
 * The lang attribute of a text on a page in `lang`: "en" for one left in Latin letters on a page
 * in another language (a source's title, a name as the English gives it, a text not yet
 * translated), so that readers and screen readers take it as English; else none (the page's).
 */
export function englishIn(lang: Language, text: string): 'en' | undefined {
  return lang !== 'en' && /[A-Za-z]/.test(text) && !/[\u0900-\u0DFF]/.test(text) ? 'en' : undefined;
}

/**
 * A text on a page in another language cut into its runs of Latin letters (names as the English
 * gives them, between words of the page's script) and the rest, so each run can be marked
 * lang="en": "अन्य नाम: Aai Mata; Bilara Mata।" → [अन्य नाम: ][Aai Mata; Bilara Mata][।].
 */
export function latinRuns(text: string): { text: string; latin: boolean }[] {
  const runs: { text: string; latin: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9'’.\-]*(?:[\s,;:()'’&/-]+[A-Za-z0-9][A-Za-z0-9'’.\-]*)*\)?/g)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), latin: false });
    runs.push({ text: m[0], latin: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), latin: false });
  return runs;
}
