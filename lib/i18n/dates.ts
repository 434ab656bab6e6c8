import { languages, type Language } from '@/lib/pages/kinds.mjs';

/** A day or a span of days as the language writes it: "11-19 October 2026", "११ ऑक्टोबर २०२६" in Latin digits. */
export function dayRangeIn(lang: Language, start: string, end: string): string {
  const format = new Intl.DateTimeFormat(`${languages[lang].locale}-u-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const a = new Date(`${start}T00:00:00Z`);
  if (start === end) return format.format(a);
  return format.formatRange(a, new Date(`${end}T00:00:00Z`));
}
