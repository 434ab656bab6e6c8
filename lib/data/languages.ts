import { cache } from 'react';
import { z } from 'zod';
import { dbCall } from '../db';
import { taggedRead } from '../cache/tagged-read';
import { itemTag, listTag, type TagKind } from '../cache/tags';
import { languageCodes, prefixedLanguages, type Language, type OtherLanguage } from '../pages/kinds.mjs';

/** The kinds of page written in a language only when their content is (the others are in every language). */
export const translatedKinds = ['deity', 'community', 'shrine', 'category'] as const;
export type TranslatedKind = (typeof translatedKinds)[number];

const textValue = z.union([z.string(), z.array(z.string())]);
const fieldsSchema = z.record(z.string(), textValue);
export type TranslatedFields = z.infer<typeof fieldsSchema>;

const writtenSchema = z.partialRecord(z.enum(prefixedLanguages as unknown as [OtherLanguage]), z.partialRecord(z.enum(translatedKinds), z.array(z.string())));

/** The pages written in each language other than English, by kind, read from the database now (proxy.ts keeps its own copy). */
export async function readWrittenPages(): Promise<Partial<Record<OtherLanguage, Partial<Record<TranslatedKind, string[]>>>>> {
  return writtenSchema.parse(await dbCall('written_pages'));
}

/** The same, as cached pages read it (the sitemaps, the lists of pages). */
export const listWrittenPages = cache(
  taggedRead('written-pages', () => readWrittenPages(), () => translatedKinds.map((k) => listTag(k))),
);

/** The languages one page is written in, English first. */
export const pageLanguagesOf = cache(
  taggedRead(
    'page-languages',
    async (kind: TranslatedKind, id: string): Promise<Language[]> => {
      const others = z.array(z.string()).parse(await dbCall('page_languages_of', { p_kind: kind, p_id: id }));
      return languageCodes.filter((l) => l === 'en' || others.includes(l));
    },
    (kind, id) => [itemTag(kind, id)],
  ),
);

/** The texts of some items of a kind in a language, by item id (none for English: the content is English). */
export const translationsOf = cache(
  taggedRead(
    'translations',
    async (lang: Language, kind: string, ids: string[]): Promise<Record<string, TranslatedFields>> => {
      if (lang === 'en' || ids.length === 0) return {};
      return z.record(z.string(), fieldsSchema).parse(await dbCall('translations_of', { p_lang: lang, p_kind: kind, p_ids: ids }));
    },
    (_lang, kind, ids) => (ids.length <= 20 && (translatedKinds as readonly string[]).includes(kind) ? ids.map((id) => itemTag(kind as TagKind, id)) : []),
  ),
);

/** Every text of a kind in a language (the reference lists: festivals, ways of worship, regions, types, traditions). */
export const translationsOfKind = cache(
  taggedRead(
    'translations-of-kind',
    async (lang: Language, kind: string): Promise<Record<string, TranslatedFields>> => {
      if (lang === 'en') return {};
      return z.record(z.string(), fieldsSchema).parse(await dbCall('translations_of_kind', { p_lang: lang, p_kind: kind }));
    },
    () => [],
  ),
);

/** A translated text of an item, or the English one. */
export function textIn(fields: TranslatedFields | undefined, field: string, english: string): string {
  const value = fields?.[field];
  return typeof value === 'string' && value ? value : english;
}

/** A translated list of an item, or the English one. */
export function listIn(fields: TranslatedFields | undefined, field: string, english: string[]): string[] {
  const value = fields?.[field];
  return Array.isArray(value) && value.length === english.length ? value : english;
}

/** Of the `ids` of a kind, those written in `lang` (every one in English): a page's static params in that language. */
export async function writtenIn(lang: Language, kind: TranslatedKind, ids: string[]): Promise<string[]> {
  if (lang === 'en') return ids;
  const written = new Set((await listWrittenPages())[lang as OtherLanguage]?.[kind] ?? []);
  return ids.filter((id) => written.has(id));
}
