import 'server-only';
import { listWrittenPages, translatedKinds, type TranslatedKind } from '@/lib/data/languages';
import { inLanguage, languages, pagesInEveryLanguage, slugKinds, type Language, type OtherLanguage } from '@/lib/pages/kinds.mjs';
import { prayerPath, type PrayerKind } from '@/lib/urls/prayer';

/**
 * Where a link on a page in one language leads: the page in that language when it is written
 * in it, else the English page, which the link then marks ("(in English)", hrefLang="en").
 */
export interface PageLink {
  href: string;
  /** The English page, from a page in another language. */
  english: boolean;
}

/** The links to pages of a kind written one by one (deities, communities, shrines, prayer categories), from a page in `lang`. */
export async function writtenLinks(lang: Language, kind: TranslatedKind): Promise<(id: string, path: string) => PageLink> {
  if (lang === 'en') return (_id, path) => ({ href: path, english: false });
  const written = new Set((await listWrittenPages())[lang as OtherLanguage]?.[kind] ?? []);
  return (id, path) => (written.has(id) ? { href: inLanguage(lang, path), english: false } : { href: path, english: true });
}

/** The link to a prayer from a page in `lang`: its page in that language when the language shows the prayer's script. */
export function prayerLink(lang: Language, prayer: { type: PrayerKind; title: string; id: number; language: string }): PageLink {
  const path = prayerPath(prayer.type, prayer.title, prayer.id);
  if (lang === 'en') return { href: path, english: false };
  return languages[lang].prayerLanguages.includes(prayer.language) ? { href: inLanguage(lang, path), english: false } : { href: path, english: true };
}

/** Whether a prayer's page exists in `lang`. */
export function prayerWrittenIn(lang: Language, language: string): boolean {
  return lang === 'en' || languages[lang].prayerLanguages.includes(language);
}

/** Where a link from a page in some language goes (as PageLink). */
export type LinkTarget = PageLink;

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
