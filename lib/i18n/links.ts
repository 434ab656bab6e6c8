import 'server-only';
import { listWrittenPages, translatedKinds, type TranslatedKind } from '@/lib/data/languages';
import { inLanguage, languages, pagesInEveryLanguage, slugKinds, type Language, type OtherLanguage } from '@/lib/pages/kinds.mjs';

/** Where a link from a page in some language goes: the page in that language, or the English one (`english`). */
export interface LinkTarget {
  href: string;
  english: boolean;
}

/**
 * How a page in `lang` links another page given by its English address (with any #anchor or
 * ?query): to that page in `lang` when it is written in it, else to the English page, which
 * the link then says (hrefLang="en" and the language's "(in English)"). Fixed pages follow
 * `pagesInEveryLanguage`; surname pages are in every language; deity, community, shrine and
 * category pages when the build lists them; a prayer when the language's pages show its
 * script (`prayerLanguage`, the prayer's language, when the caller knows it).
 */
export async function linksIn(lang: Language): Promise<(path: string, prayerLanguage?: string) => LinkTarget> {
  if (lang === 'en') return (path) => ({ href: path, english: false });
  const written = (await listWrittenPages())[lang as OtherLanguage] ?? {};
  const local = (path: string): LinkTarget => ({ href: inLanguage(lang, path), english: false });
  const english = (path: string): LinkTarget => ({ href: path, english: true });
  return (path, prayerLanguage) => {
    const address = path.replace(/[?#].*$/, '');
    if (pagesInEveryLanguage.includes(address)) return local(path);
    for (const kind of Object.values(slugKinds)) {
      if (!address.startsWith(kind.prefix)) continue;
      const id = decodeURIComponent(address.slice(kind.prefix.length));
      if (kind.written === 'always') return local(path);
      if (kind.written === 'in its script')
        return prayerLanguage && languages[lang].prayerLanguages.includes(prayerLanguage) ? local(path) : english(path);
      const tag = kind.tag as TranslatedKind;
      return (translatedKinds as readonly string[]).includes(tag) && (written[tag] ?? []).includes(id) ? local(path) : english(path);
    }
    return english(path);
  };
}
