import type { Language } from '@/lib/pages/kinds.mjs';

/**
 * The lang attribute of a text on a page in `lang`: "en" for one left in Latin letters on a page
 * in another language (a source's title, a name as the English gives it, a text not yet
 * translated), so that readers and screen readers take it as English; else none (the page's).
 */
export function englishIn(lang: Language, text: string): 'en' | undefined {
  return lang !== 'en' && /[A-Za-z]/.test(text) && !/[\u0900-\u0DFF]/.test(text) ? 'en' : undefined;
}
