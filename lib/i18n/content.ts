import 'server-only';
import type { DeityCard, Deity } from '@/lib/data/deities';
import { listIn, textIn, translationsOf, translationsOfKind, type TranslatedFields } from '@/lib/data/languages';
import type { Language } from '@/lib/pages/kinds.mjs';

/**
 * The content of a page in its language: what data/translations/ holds for it, read from the
 * database (cached and tagged as the English content is), laid over the English rows the data
 * modules return, so that components show whichever language the page is in. A text with no
 * translation stays English: a page is only written in a language (page_languages) when its
 * main content is; what is left English on it is marked with lang="en" by the component.
 */

/** The kinds of name the names file gives; deities and surnames always have one (the build makes it). */
export type NameKind = 'deity' | 'surname' | 'community' | 'gotra' | 'place' | 'other';

export interface Names {
  lang: Language;
  /** The name in the page's script, or null where none is written (then the Latin one is shown). */
  of(kind: NameKind, latin: string): string | null;
  /** The name as the page shows it: its script's, else the Latin one. */
  show(kind: NameKind, latin: string): string;
}

const english: Names = { lang: 'en', of: () => null, show: (_kind, latin) => latin };

/** Every name in a language. */
export async function namesIn(lang: Language): Promise<Names> {
  if (lang === 'en') return english;
  const kinds: NameKind[] = ['deity', 'surname', 'community', 'gotra', 'place', 'other'];
  const maps = await Promise.all(kinds.map((k) => translationsOfKind(lang, `name_${k}`)));
  const byKind = new Map(kinds.map((k, i) => [k, maps[i]!]));
  const of = (kind: NameKind, latin: string) => {
    const value = byKind.get(kind)?.[latin]?.name;
    return typeof value === 'string' ? value : null;
  };
  return { lang, of, show: (kind, latin) => of(kind, latin) ?? latin };
}

/** The reference lists in a language: regions, types, traditions, festivals, ways of worship, prayer categories. */
export async function referenceIn(lang: Language) {
  const lists = ['regions', 'deity_types', 'cultural_traditions', 'festivals', 'worship_methods', 'prayer_categories'] as const;
  const got = await Promise.all(lists.map((l) => translationsOfKind(lang, l)));
  return Object.fromEntries(lists.map((l, i) => [l, got[i]!])) as Record<(typeof lists)[number], Record<string, TranslatedFields>>;
}

/** A deity card (a name, a region, a short description) in a language. */
export async function deityCardsIn<T extends DeityCard>(lang: Language, cards: T[]): Promise<T[]> {
  if (lang === 'en' || cards.length === 0) return cards;
  const [names, reference, texts] = await Promise.all([
    namesIn(lang),
    referenceIn(lang),
    translationsOf(
      lang,
      'deity',
      cards.map((c) => c.id),
    ),
  ]);
  return cards.map((c) => ({
    ...c,
    name: names.show('deity', c.id),
    sanskrit_name: c.name,
    region_name: textIn(reference.regions[c.region], 'name', c.region_name),
    description: textIn(texts[c.id], 'description', c.description),
  }));
}

/**
 * A deity's page in a language: its name in the page's script (the Latin name where the native
 * one was), its texts, lists and reference names. Only called for a deity written in the
 * language; its related deities' and namesakes' cards follow their own translations.
 */
export async function deityIn(lang: Language, deity: Deity): Promise<Deity> {
  if (lang === 'en') return deity;
  const [names, reference, texts, related, namesakes] = await Promise.all([
    namesIn(lang),
    referenceIn(lang),
    translationsOf(lang, 'deity', [deity.id]),
    deityCardsIn(lang, deity.related),
    deityCardsIn(lang, deity.namesakes),
  ]);
  const t = texts[deity.id];
  return {
    ...deity,
    name: names.show('deity', deity.id),
    sanskrit_name: deity.name,
    description: textIn(t, 'description', deity.description),
    long_description: textIn(t, 'long_description', deity.long_description),
    attributes: listIn(t, 'attributes', deity.attributes),
    symbols: listIn(t, 'symbols', deity.symbols),
    associated_families: listIn(t, 'associated_families', deity.associated_families),
    sub_regions: listIn(t, 'sub_regions', deity.sub_regions),
    region_name: textIn(reference.regions[deity.region], 'name', deity.region_name ?? deity.region),
    type_name: textIn(reference.deity_types[deity.type], 'name', deity.type_name ?? deity.type),
    cultural_tradition_name: textIn(reference.cultural_traditions[deity.cultural_tradition], 'name', deity.cultural_tradition_name ?? ''),
    festivals: deity.festivals.map((f) => ({
      ...f,
      name: textIn(reference.festivals[f.id], 'name', f.name),
      timing: textIn(reference.festivals[f.id], 'timing', f.timing),
    })),
    worship_methods: deity.worship_methods.map((m) => ({
      ...m,
      name: textIn(reference.worship_methods[m.id], 'name', m.name),
      description: textIn(reference.worship_methods[m.id], 'description', m.description),
    })),
    related,
    namesakes,
  };
}

/** The id of a community's sentence about a surname (surname_communities' `detail`): the surname and the community label. */
export function surnameCommunityId(surname: string, community: string): string {
  return `${surname}|${community}`;
}

/**
 * The sentences communities' sources give about a surname (surname_communities' `detail`) in a
 * language, by community label: only those written in it (the others stay English, marked).
 */
export async function surnameCommunitiesIn(lang: Language, surname: string, communities: string[]): Promise<Map<string, string>> {
  if (lang === 'en' || !communities.length) return new Map();
  const texts = await translationsOf(
    lang,
    'surname_community',
    communities.map((c) => surnameCommunityId(surname, c)),
  );
  const out = new Map<string, string>();
  for (const c of communities) {
    const detail = texts[surnameCommunityId(surname, c)]?.detail;
    if (typeof detail === 'string' && detail) out.set(c, detail);
  }
  return out;
}

/** The id of a community's custom: its community label and the custom. */
export function customId(community: string, custom: string): string {
  return `${community}|${custom}`;
}

/** Customs' details (how a community's families keep their kuldevi) in a language, by customId: only those written in it. */
export async function customsIn(lang: Language, customs: { community: string; custom: string }[]): Promise<Map<string, string>> {
  if (lang === 'en' || !customs.length) return new Map();
  const ids = [...new Set(customs.map((c) => customId(c.community, c.custom)))];
  const texts = await translationsOf(lang, 'custom', ids);
  return new Map(ids.flatMap((id) => (typeof texts[id]?.detail === 'string' && texts[id].detail ? [[id, texts[id].detail]] : [])));
}

/** The id of a source's own line: its address and what it is about (a surname or a deity id). */
export function quoteId(sourceUrl: string, about: string): string {
  return `${sourceUrl}|${about}`;
}

/** Sources' own lines in a language, by quoteId, of the given sources about the given surnames or deities. */
export async function quotesIn(lang: Language, pairs: { url: string; about: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(pairs.filter((p) => p.url && p.about).map((p) => quoteId(p.url, p.about)))];
  if (lang === 'en' || !ids.length) return new Map();
  const texts = await translationsOf(lang, 'quote', ids);
  return new Map(ids.flatMap((id) => (typeof texts[id]?.quote === 'string' && texts[id].quote ? [[id, texts[id].quote]] : [])));
}
