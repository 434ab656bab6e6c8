import 'server-only';
import { cache } from 'react';
import { getReferenceLists } from '@/lib/data/deities';
import { listWrittenPages, type TranslatedKind } from '@/lib/data/languages';
import type { SurnameDetail } from '@/lib/data/surnames';
import { namesIn, quotesIn, referenceIn, surnameCommunitiesIn, type Names } from '@/lib/i18n/content';
import { compareIn, numberIn } from '@/lib/i18n/format';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { surnameMessages, surnameSearchMessages } from '@/lib/i18n/messages/surname';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, type Language, type OtherLanguage } from '@/lib/pages/kinds.mjs';
import { englishOrder, type NameOrder } from '@/lib/ui/surname-answer';

/** A link to a page in the page's language, or to its English page when it is not written in it (then marked). */
export interface PageLink {
  href: string;
  /** The page is English only: the link says so and carries hrefLang="en". */
  english: boolean;
}

/**
 * Everything the surname pages need to show themselves in a language, made once per render:
 * its texts, its names (surnames, deities, communities, gotras, places in the page's script),
 * its order of names, and where each link leads (the page in the language when it is written
 * in it, else the English page).
 */
export interface SurnameKit {
  lang: Language;
  t: (typeof surnameMessages)['en'];
  search: (typeof surnameSearchMessages)['en'];
  /** " (in English)" after a link to an English-only page ('' on English pages). */
  inEnglish: string;
  names: Names;
  compare: (a: string, b: string) => number;
  number: (n: number) => string;
  /** A community label as the page shows it ("Community not stated" in the language). */
  community: (label: string) => string;
  surname: (latin: string) => string;
  gotra: (latin: string) => string;
  place: (latin: string) => string;
  deity: (id: string, englishName: string) => string;
  /** An address of a page written in every language (a surname, the searches, help). */
  href: (path: string) => string;
  /** A deity's, community's or shrine's page: in the language when written in it. */
  page: (kind: Exclude<TranslatedKind, 'category'>, id: string, path: string) => PageLink;
  /** The order of the page's names (groupAnswer's). */
  order: NameOrder;
  /** The page's reference names by English name (festivals, ways of worship) and by id (types, traditions). */
  reference: () => Promise<ReferenceNames>;
}

export interface ReferenceNames {
  festival: (english: string) => string | null;
  worship: (english: string) => string | null;
  type: (id: string) => string | null;
  tradition: (id: string) => string | null;
}

const NOT_STATED = 'Community not stated';

export const surnameKit = cache(async (lang: Language): Promise<SurnameKit> => {
  const [names, written] = await Promise.all([namesIn(lang), lang === 'en' ? null : listWrittenPages()]);
  const t = surnameMessages[lang];
  const own = written?.[lang as OtherLanguage] ?? {};
  const sets = new Map((['deity', 'community', 'shrine'] as const).map((k) => [k, new Set(own[k] ?? [])]));
  const community = (label: string) => names.of('community', label) ?? (label === NOT_STATED ? t.notStated : label);
  const compare = lang === 'en' ? (a: string, b: string) => a.localeCompare(b) : compareIn(lang);
  return {
    lang,
    t,
    search: surnameSearchMessages[lang],
    inEnglish: layoutMessages[lang].inEnglish,
    names,
    compare,
    number: (n) => (lang === 'en' ? String(n) : numberIn(lang, n)),
    community,
    surname: (latin) => names.show('surname', latin),
    gotra: (latin) => names.show('gotra', latin),
    place: (latin) => names.show('place', latin),
    deity: (id, englishName) => names.of('deity', id) ?? englishName,
    href: (path) => inLanguage(lang, path),
    page: (kind, id, path) =>
      lang === 'en' || sets.get(kind)?.has(id) ? { href: inLanguage(lang, path), english: false } : { href: path, english: true },
    order:
      lang === 'en' ? englishOrder : { compare, community, deity: (d) => names.of('deity', d.id) ?? d.name, gotra: (g) => names.show('gotra', g) },
    reference: cache(async () => referenceNames(lang)),
  };
});

/** The kit of the page being rendered. */
export function pageKit(): Promise<SurnameKit> {
  return surnameKit(pageLanguage());
}

async function referenceNames(lang: Language): Promise<ReferenceNames> {
  if (lang === 'en') return { festival: (n) => n, worship: (n) => n, type: () => null, tradition: () => null };
  const [lists, texts] = await Promise.all([getReferenceLists(), referenceIn(lang)]);
  const byName = (list: { id: string; name: string }[], translated: Record<string, Record<string, unknown>>) => {
    const ids = new Map(list.map((r) => [r.name, r.id]));
    return (english: string) => {
      const name = translated[ids.get(english) ?? '']?.name;
      return typeof name === 'string' && name ? name : null;
    };
  };
  const byId = (translated: Record<string, Record<string, unknown>>) => (id: string) => {
    const name = translated[id]?.name;
    return typeof name === 'string' && name ? name : null;
  };
  return {
    festival: byName(lists.festivals, texts.festivals),
    worship: byName(lists.worship_methods, texts.worship_methods),
    type: byId(texts.deity_types),
    tradition: byId(texts.cultural_traditions),
  };
}

/** Whether a name is shown in Latin letters (then, on a page in another language, it is marked lang="en"). */
export function isLatin(text: string): boolean {
  return /[A-Za-z]/.test(text) && !/[\u0900-\u0DFF]/.test(text);
}

/**
 * The content of one surname page in its language, read once for the page: the communities'
 * sentences about the surname (by community label), the
 * sources' own lines (by quoteId). Each map holds only what is written in the language; what it
 * lacks is shown in English, marked.
 */
export interface SurnameTexts {
  surname: string;
  /** The surname's slug: a source's line may be about it by either. */
  slug: string;
  details: Map<string, string>;
  quotes: Map<string, string>;
}

export const noTexts = (surname: string, slug: string): SurnameTexts => ({ surname, slug, details: new Map(), quotes: new Map() });

/** Whether a text is written in the page language's script (Devanagari for Hindi and Marathi, Gujarati for Gujarati). */
export function inPageScript(lang: Language, text: string): boolean {
  if (!text) return false;
  if (lang === 'gu') return /[\u0A80-\u0AFF]/.test(text);
  if (lang === 'hi' || lang === 'mr') return /[\u0900-\u097F]/.test(text);
  return !/[\u0900-\u0DFF]/.test(text);
}

/** The surname page's content in its language: the communities' sentences and the sources' own lines it can show. */
export async function surnameTexts(lang: Language, detail: SurnameDetail): Promise<SurnameTexts> {
  if (lang === 'en') return noTexts(detail.surname, detail.slug);
  const about = (url: string | undefined, ...more: string[]) => (url ? [detail.surname, detail.slug, ...more].map((a) => ({ url, about: a })) : []);
  const [details, quotes] = await Promise.all([
    surnameCommunitiesIn(
      lang,
      detail.surname,
      detail.communities.map((c) => c.community),
    ),
    quotesIn(lang, [
      ...detail.associations.flatMap((a) => about(a.source_url, a.deity.id)),
      ...detail.communities.flatMap((c) => about(c.source_url, c.community)),
      ...detail.carriers.flatMap((c) => about(c.source_url, ...c.communities)),
    ]),
  ]);
  return { surname: detail.surname, slug: detail.slug, details, quotes };
}
