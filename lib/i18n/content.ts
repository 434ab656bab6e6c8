import 'server-only';
import type { Community } from '@/lib/data/communities';
import { getReferenceLists, type DeityCard, type Deity } from '@/lib/data/deities';
import type { CommunityCustom } from '@/lib/data/surnames';
import type { Shrine } from '@/lib/data/shrines';
import { listIn, textIn, translationsOf, translationsOfKind, type TranslatedFields } from '@/lib/data/languages';
import { languages, type Language } from '@/lib/pages/kinds.mjs';
import { toGujarati } from './script';

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

/** The id of a community's custom: its community label, the custom and the source that describes it. */
export function customId(community: string, custom: string, sourceUrl: string): string {
  return `${community}|${custom}|${sourceUrl}`;
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

/**
 * A community's name in a language: the names file's, else the community's own name in the
 * page's script (its Devanagari one letter for letter in Gujarati, as the build writes deities
 * and surnames), else the Latin one.
 */
export function communityName(lang: Language, names: Names, c: { name: string; native_name?: string }): string {
  if (lang === 'en') return c.name;
  const own = names.of('community', c.name);
  if (own) return own;
  const native = c.native_name ?? '';
  if (languages[lang].script === 'Deva' && /^[\u0900-\u097F\s]+$/.test(native)) return native;
  if (languages[lang].script === 'Gujr') {
    if (/^[\u0A80-\u0AFF\s]+$/.test(native)) return native;
    if (/^[\u0900-\u097F\s]+$/.test(native)) return toGujarati(native);
  }
  return c.name;
}

/** A community's customs in a language: each one's detail where it is written in it (`english` where it is not). */
export async function communityCustomsIn(lang: Language, customs: CommunityCustom[]): Promise<(CommunityCustom & { english: boolean })[]> {
  if (lang === 'en' || customs.length === 0) return customs.map((c) => ({ ...c, english: false }));
  const key = (c: CommunityCustom) => customId(c.community, c.custom, c.source_url);
  const [names, texts] = await Promise.all([namesIn(lang), translationsOf(lang, 'custom', customs.map(key))]);
  return customs.map((c) => {
    const detail = textIn(texts[key(c)], 'detail', '');
    return {
      ...c,
      detail: detail || c.detail,
      english: !detail,
      deities: c.deities.map((d) => ({ ...d, name: names.show('deity', d.id) })),
    };
  });
}

/** A community page in its language: what communityIn gives beside the English record. */
export interface CommunityInLanguage extends Omit<Community, 'customs'> {
  /** The name as the English gives it (the page's `name` is in its script where one is written). */
  latin_name: string;
  /** Whether the description is left in English (not written in the language). */
  description_english: boolean;
  customs: (CommunityCustom & { english: boolean })[];
}

/**
 * A community's page in a language: its name in the page's script, its description and its
 * customs, and its rows' surnames and deities by their names in the script (the gotras keep
 * their Latin names, from which the page's anchors are made: names.show gives them in the script).
 */
export async function communityIn(lang: Language, c: Community): Promise<CommunityInLanguage> {
  const customs = await communityCustomsIn(lang, c.customs);
  if (lang === 'en') return { ...c, latin_name: c.name, description_english: false, customs };
  const [names, texts] = await Promise.all([namesIn(lang), translationsOf(lang, 'community', [c.slug])]);
  const description = textIn(texts[c.slug], 'description', '');
  return {
    ...c,
    name: communityName(lang, names, c),
    latin_name: c.name,
    description: description || c.description,
    description_english: Boolean(c.description) && !description,
    customs,
    rows: c.rows.map((r) => ({
      ...r,
      surname: names.show('surname', r.surname),
      // The deity's name in the page's script is its name there: no other beside it.
      deity: { ...r.deity, name: names.show('deity', r.deity.id), sanskrit_name: '' },
    })),
  };
}

/** A shrine's page in its language: what shrineIn gives beside the English record. */
export interface ShrineInLanguage extends Shrine {
  /** The shrine's name as the English gives it. */
  latin_name: string;
  /** The deity's short description, '' where it is not written in the language. */
  deity_description: string;
}

/** A shrine's name in a language: the names file's (kind `other`, by its English name), else the English one. */
export function shrineName(names: Names, name: string): string {
  return names.of('other', name) ?? name;
}

/**
 * A shrine's page in a language: its name where the names file gives one, the way there, its
 * fairs, rites and notes (the build writes the page in a language only when these are), its
 * deity's name, festivals and ways of worship in the script (the reference lists' names, else
 * the English ones), and its other shrines' and families' names. The places keep their Latin
 * names: the page shows them with names.show('place', …), and the map point's words need them.
 */
export async function shrineIn(lang: Language, t: Shrine): Promise<ShrineInLanguage> {
  if (lang === 'en') return { ...t, latin_name: t.name, deity_description: t.deity.description };
  const [names, reference, texts, deityTexts, lists] = await Promise.all([
    namesIn(lang),
    referenceIn(lang),
    translationsOf(lang, 'shrine', [t.id]),
    translationsOf(lang, 'deity', [t.deity.id]),
    getReferenceLists(),
  ]);
  const own = texts[t.id];
  const parsed = <T>(field: string, english: T[]): T[] => {
    const value = own?.[field];
    if (typeof value !== 'string') return english;
    try {
      const list = JSON.parse(value) as unknown;
      return Array.isArray(list) && list.length === english.length ? (list as T[]) : english;
    } catch {
      return english;
    }
  };
  const fairs = parsed<{ name: string; months: string }>('fairs', t.fairs);
  const rites = parsed<{ name: string; note: string }>('rites', t.rites);
  // The shrine's record names its deity's festivals in English: the reference list gives their ids.
  const festivalId = new Map(lists.festivals.map((f) => [f.name, f.id]));
  const festival = (name: string) => reference.festivals[festivalId.get(name) ?? ''];
  return {
    ...t,
    name: shrineName(names, t.name),
    latin_name: t.name,
    way: t.way ? { ...t.way, text: textIn(own, 'way', t.way.text) } : null,
    fairs: t.fairs.map((f, i) => ({ ...f, name: fairs[i]?.name ?? f.name, months: fairs[i]?.months ?? f.months })),
    rites: t.rites.map((r, i) => ({ ...r, name: rites[i]?.name ?? r.name, note: rites[i]?.note ?? r.note })),
    notes: listIn(own, 'notes', t.notes),
    deity: {
      ...t.deity,
      name: names.show('deity', t.deity.id),
      sanskrit_name: t.deity.name,
      festivals: t.deity.festivals.map((f) => ({
        name: textIn(festival(f.name), 'name', f.name),
        timing: textIn(festival(f.name), 'timing', f.timing),
      })),
      worship_methods: t.deity.worship_methods.map((m) => ({ ...m, name: textIn(reference.worship_methods[m.id], 'name', m.name) })),
    },
    deity_description: textIn(deityTexts[t.deity.id], 'description', ''),
    other_shrines: t.other_shrines.map((s) => ({ ...s, name: shrineName(names, s.name) })),
    families: t.families.map((g) => ({
      ...g,
      community: names.show('community', g.community),
      surnames: g.surnames.map((s) => ({ ...s, surname: names.show('surname', s.surname), gotras: s.gotras.map((x) => names.show('gotra', x)) })),
    })),
  };
}
