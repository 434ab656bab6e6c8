import { readCommunitySlugs } from '../data/communities';
import { readDeityIds } from '../data/deities';
import { readPrayerIds } from '../data/prayers';
import { readSurnameSlugs } from '../data/surnames';
import { readShrineIds } from '../data/shrines';
import { ALL_CONTENT, listTag } from '../cache/tags';
import { lastRevalidation } from '../cache/revalidations';
import { readWrittenPages, translatedKinds, type TranslatedKind } from '../data/languages';
import { prefixedLanguages, slugKinds, tagKinds, type OtherLanguage, type SlugKind } from '../pages/kinds.mjs';
import { prayerPath, type PrayerKind } from '../urls/prayer';

/** The kinds whose addresses are a slug checked against a list (a prayer's address is checked against the prayers). */
type ListedKind = { [K in SlugKind]: (typeof slugKinds)[K]['slug'] extends 'prayer' ? never : K }[SlugKind];

type PrayerIds = Awaited<ReturnType<typeof readPrayerIds>>;

/**
 * How each listed kind's addresses are read from the database, given the prayers' list (read
 * once for the prayers' addresses and the categories); a surname's include its other spellings,
 * which redirect.
 */
const readers: Record<ListedKind, (prayers: PrayerIds) => Promise<string[]> | string[]> = {
  deity: async () => (await readDeityIds()).map(({ id }) => id),
  category: (prayers) => prayers.categories.map(({ id }) => id),
  surname: readSurnameSlugs,
  community: readCommunitySlugs,
  shrine: readShrineIds,
};

/**
 * The addresses of the pages named by a slug, as lib/proxy/addresses.ts asks them: read from
 * the database in this process and kept in memory until one of their list tags (or `content`)
 * is revalidated, on any server (lib/cache/revalidations.ts), or ten minutes pass (a change
 * made in the database without a revalidation). Next.js's data cache does not reach proxy.ts,
 * so the lists are kept here, refreshed by the same revalidations as the pages.
 */
export interface Lists {
  slugs: Record<ListedKind, Set<string>>;
  /** "aarti/12" → its English address ("/aarti/{title-slug}-12") and the language of its text. */
  prayers: Map<string, { path: string; language: string }>;
  /** The pages written in each language other than English, of the kinds written one by one. */
  written: Record<OtherLanguage, Record<TranslatedKind, Set<string>>>;
}

const TAGS = [ALL_CONTENT, ...tagKinds.map(listTag)];
const TTL_MS = 10 * 60 * 1000;

let kept: { lists: Lists; read: number } | null = null;
let inflight: Promise<{ lists: Lists; read: number }> | null = null;

/**
 * The lists, read again when a revalidation is newer than them. `fresh` checks Redis now (for
 * an answer that would be wrong on an old list). Throws when they cannot be read (the database
 * is down): the page decides.
 */
export async function pageLists({ fresh = false } = {}): Promise<Lists> {
  const changed = await lastRevalidation(TAGS, { fresh });
  if (kept && kept.read > changed && Date.now() - kept.read < TTL_MS) return kept.lists;
  inflight ??= read().finally(() => (inflight = null));
  kept = await inflight;
  return kept.lists;
}

async function read(): Promise<{ lists: Lists; read: number }> {
  const read = Date.now();
  const kinds = Object.keys(readers) as ListedKind[];
  const prayers = await readPrayerIds();
  const [slugs, written] = await Promise.all([Promise.all(kinds.map((k) => readers[k](prayers))), readWrittenPages()]);
  const inLanguage = (lang: OtherLanguage) =>
    Object.fromEntries(translatedKinds.map((k) => [k, new Set(written[lang]?.[k] ?? [])])) as Record<TranslatedKind, Set<string>>;
  return {
    read,
    lists: {
      slugs: Object.fromEntries(kinds.map((k, i) => [k, new Set(slugs[i])])) as Record<ListedKind, Set<string>>,
      prayers: new Map(
        prayers.prayers.map((p) => [`${p.type}/${p.id}`, { path: prayerPath(p.type as PrayerKind, p.title, p.id), language: p.language }]),
      ),
      written: Object.fromEntries(prefixedLanguages.map((l) => [l, inLanguage(l)])) as Lists['written'],
    },
  };
}
