import { languages, type Language } from '@/lib/pages/kinds.mjs';

const collators = new Map<Language, Intl.Collator>();
const numbers = new Map<Language, Intl.NumberFormat>();

/** Compares two names as the language sorts them (Marathi, Hindi and Gujarati alphabetical order, not code points). */
export function compareIn(lang: Language): (a: string, b: string) => number {
  let collator = collators.get(lang);
  if (!collator) collators.set(lang, (collator = new Intl.Collator(languages[lang].locale, { sensitivity: 'base', numeric: true })));
  return collator.compare;
}

/** A number with Indian grouping, in the digits every page uses (0-9, as Indian government style has them in every language). */
export function numberIn(lang: Language, n: number): string {
  let format = numbers.get(lang);
  if (!format) numbers.set(lang, (format = new Intl.NumberFormat(`${languages[lang].locale}-u-nu-latn`)));
  return format.format(n);
}
