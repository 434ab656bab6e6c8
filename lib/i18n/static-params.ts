import { writtenIn, type TranslatedKind } from '@/lib/data/languages';
import { languageCodes, pagesInEveryLanguage, type Language } from '@/lib/pages/kinds.mjs';

/**
 * The prerendered languages of a fixed page (its English address): every language it is
 * written in. Each page names its own languages (the layout names none): a language in which a
 * kind has no page yet must not leave that kind's pages without their other params.
 */
export function languagesOf(path: string): { lang: Language }[] {
  return (pagesInEveryLanguage.includes(path) ? languageCodes : (['en'] as const)).map((lang) => ({ lang }));
}

/** The prerendered pages of a kind written one by one: each of `ids` in every language it is written in, as `{ lang, [key]: id }`. */
export async function writtenParams<K extends string>(
  kind: TranslatedKind,
  key: K,
  ids: string[],
): Promise<({ lang: Language } & Record<K, string>)[]> {
  const out: ({ lang: Language } & Record<K, string>)[] = [];
  for (const lang of languageCodes) {
    for (const id of await writtenIn(lang, kind, ids)) out.push({ lang, [key]: id } as { lang: Language } & Record<K, string>);
  }
  return out;
}
