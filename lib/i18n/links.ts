import 'server-only';
import { listWrittenPages, type TranslatedKind } from '@/lib/data/languages';
import { inLanguage, languages, type Language, type OtherLanguage } from '@/lib/pages/kinds.mjs';
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
