/**
 * The visitor's own dashboard data, kept only in this browser (localStorage); nothing here is
 * ever sent to the server. Every read is validated by hand (no zod: this module ships in the
 * deity page's client bundle) and anything unreadable (broken JSON, foreign shapes, oversized
 * lists) is replaced by the empty default and written back, so the storage repairs itself.
 */

import { isSlug } from '../validation/slug';

export const storageKeys = {
  favorites: 'kuldevta.favorites.v1',
  history: 'kuldevta.search-history.v1',
  preferences: 'kuldevta.preferences.v1',
  reading: 'kuldevta.reading.v1',
  familyCard: 'kuldevta.family-card.v1',
} as const;

/** Fired on window in this tab after a write; other tabs get the browser's own 'storage' event. */
export const storageChangeEvent = 'kuldevta:storage';

export const limits = {
  favorites: 200,
  history: 50,
  text: 200,
  /** Raw values longer than this are not even parsed. */
  rawChars: 200_000,
} as const;

export interface Favorite {
  id: string;
  name: string;
  sanskritName: string;
  region: string;
  regionName: string;
  type: string;
  tradition: string;
  popularity: number;
  /** ISO date-time the visitor added it. */
  addedAt: string;
}

export const searchKinds = ['deity', 'surname', 'prayer'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchHistoryEntry {
  query: string;
  kind: SearchKind;
  /** ISO date-time of the search. */
  at: string;
}

export const languages = [
  { id: 'en', label: 'English' },
  { id: 'hi', label: 'Hindi' },
  { id: 'sa', label: 'Sanskrit' },
] as const;
export const themes = [
  { id: 'default', label: 'Default (follow my device)' },
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
] as const;
export type Language = (typeof languages)[number]['id'];
export type Theme = (typeof themes)[number]['id'];

export interface Preferences {
  region: string;
  type: string;
  tradition: string;
  notifications: boolean;
  language: Language;
  theme: Theme;
}

export const defaultPreferences: Preferences = {
  region: '',
  type: '',
  tradition: '',
  notifications: true,
  language: 'en',
  theme: 'default',
};

/** How this browser shows a prayer: which transliteration, and how large. */
export const transliterations = [
  { id: 'simple', label: 'Simple' },
  { id: 'scholarly', label: 'Scholarly (IAST)' },
] as const;
export const textSizes = [
  { id: 'normal', label: 'A', name: 'Normal text' },
  { id: 'large', label: 'A+', name: 'Large text' },
  { id: 'larger', label: 'A++', name: 'Larger text' },
] as const;
export interface Reading {
  transliteration: (typeof transliterations)[number]['id'];
  textSize: (typeof textSizes)[number]['id'];
}
export const defaultReading: Reading = { transliteration: 'simple', textSize: 'normal' };

// ---- validation -------------------------------------------------------------------------

type Check<T> = (value: unknown) => value is T;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, min = 0): v is string => typeof v === 'string' && v.length >= min && v.length <= limits.text;
const isOptionalId = (v: unknown): v is string => v === '' || isSlug(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));
const oneOf = <T extends string>(options: readonly { id: T }[], v: unknown): v is T => options.some((o) => o.id === v);

export const isFavorite: Check<Favorite> = (v): v is Favorite =>
  isObject(v) &&
  isSlug(v.id) &&
  isText(v.name, 1) &&
  isText(v.sanskritName) &&
  isOptionalId(v.region) &&
  isText(v.regionName) &&
  isOptionalId(v.type) &&
  isOptionalId(v.tradition) &&
  typeof v.popularity === 'number' &&
  Number.isInteger(v.popularity) &&
  v.popularity >= 0 &&
  v.popularity <= 100 &&
  isDate(v.addedAt);

export const isHistoryEntry: Check<SearchHistoryEntry> = (v): v is SearchHistoryEntry =>
  isObject(v) && isText(v.query, 1) && v.query.trim() === v.query && (searchKinds as readonly unknown[]).includes(v.kind) && isDate(v.at);

export const isPreferences: Check<Preferences> = (v): v is Preferences =>
  isObject(v) &&
  isOptionalId(v.region) &&
  isOptionalId(v.type) &&
  isOptionalId(v.tradition) &&
  typeof v.notifications === 'boolean' &&
  oneOf(languages, v.language) &&
  oneOf(themes, v.theme);

export const isReading: Check<Reading> = (v): v is Reading =>
  isObject(v) && oneOf(transliterations, v.transliteration) && oneOf(textSizes, v.textSize);

function listOf<T>(check: Check<T>, max: number, unique: (item: T) => string): Check<T[]> {
  return (v): v is T[] => {
    if (!Array.isArray(v) || v.length > max || !v.every(check)) return false;
    return new Set(v.map(unique)).size === v.length;
  };
}

/** The family card kept on this device: its link's query (the card lives in its link). */
export interface FamilyCardLink {
  query: string;
}

export const isFamilyCardLink: Check<FamilyCardLink> = (v): v is FamilyCardLink =>
  isObject(v) && typeof v.query === 'string' && v.query.length <= 1_000 && !/[\s<>"]/.test(v.query);

const stores = {
  favorites: { key: storageKeys.favorites, check: listOf(isFavorite, limits.favorites, (f) => f.id), empty: [] as Favorite[] },
  history: {
    key: storageKeys.history,
    check: listOf(isHistoryEntry, limits.history, (e) => `${e.kind}\u0000${e.query}`),
    empty: [] as SearchHistoryEntry[],
  },
  preferences: { key: storageKeys.preferences, check: isPreferences, empty: defaultPreferences },
  reading: { key: storageKeys.reading, check: isReading, empty: defaultReading },
  familyCard: { key: storageKeys.familyCard, check: isFamilyCardLink, empty: { query: '' } as FamilyCardLink },
};
type Stores = typeof stores;
export type StoreName = keyof Stores;
/** What one store holds: Favorite[], SearchHistoryEntry[], Preferences or Reading. */
export type StoreValue<N extends StoreName> = Stores[N]['empty'];

export interface ReadResult<T> {
  value: T;
  /** True when what was stored could not be used and has been reset. */
  repaired: boolean;
}

/** The part of the Web Storage API used here, so tests can pass a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Parses what is stored; an unusable value is replaced by the default (written back). */
export function readStore<N extends StoreName>(storage: KeyValueStorage, name: N): ReadResult<StoreValue<N>> {
  const { key, check, empty } = stores[name];
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { value: empty, repaired: false };
  }
  if (raw === null) return { value: empty, repaired: false };
  let parsed: unknown;
  try {
    parsed = raw.length <= limits.rawChars ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if ((check as Check<StoreValue<N>>)(parsed)) return { value: parsed, repaired: false };
  try {
    storage.removeItem(key);
  } catch {
    // Storage that cannot even be cleared is simply ignored.
  }
  return { value: empty, repaired: true };
}

/** Writes a value; false when the browser refuses (private mode, quota). */
export function writeStore<N extends StoreName>(storage: KeyValueStorage, name: N, value: StoreValue<N>): boolean {
  const { key, check } = stores[name];
  if (!(check as Check<StoreValue<N>>)(value)) throw new Error(`Refusing to store an invalid ${name} value`);
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

// ---- pure updates -----------------------------------------------------------------------

/** Adds the favorite at the front, or removes it when it is there. */
export function toggleFavorite(list: Favorite[], favorite: Favorite): Favorite[] {
  if (list.some((f) => f.id === favorite.id)) return list.filter((f) => f.id !== favorite.id);
  return [favorite, ...list].slice(0, limits.favorites);
}

export function removeFavorite(list: Favorite[], id: string): Favorite[] {
  return list.filter((f) => f.id !== id);
}

/** Newest first; the same search again moves to the top instead of repeating. */
export function addSearch(list: SearchHistoryEntry[], kind: SearchKind, query: string, at: Date): SearchHistoryEntry[] {
  const clean = query.replace(/\s+/g, ' ').trim().slice(0, limits.text).trim();
  if (!clean) return list;
  const rest = list.filter((e) => !(e.kind === kind && e.query === clean));
  return [{ query: clean, kind, at: at.toISOString() }, ...rest].slice(0, limits.history);
}

/** Where a past search leads again. */
export function searchHref(entry: Pick<SearchHistoryEntry, 'kind' | 'query'>): string {
  const q = encodeURIComponent(entry.query);
  if (entry.kind === 'surname') return `/surname-search?surname=${q}`;
  if (entry.kind === 'prayer') return `/prayers?q=${q}`;
  return `/search?q=${q}`;
}

export interface Insights {
  total: number;
  region: string;
  type: string;
  tradition: string;
  searches: number;
  averagePopularity: number;
}

/**
 * What the dashboard says about the favorites: the count; the region, type and tradition of
 * the first favorite (empty when none); the number of saved searches; the average popularity
 * rounded (0 when there are no favorites).
 */
export function computeInsights(favorites: Favorite[], history: SearchHistoryEntry[]): Insights {
  const first = favorites[0];
  const sum = favorites.reduce((acc, f) => acc + f.popularity, 0);
  return {
    total: favorites.length,
    region: first?.region ?? '',
    type: first?.type ?? '',
    tradition: first?.tradition ?? '',
    searches: history.length,
    averagePopularity: favorites.length ? Math.round(sum / favorites.length) : 0,
  };
}

/** 'Nov 21, 3:05 PM': en-US, month short, day, hour and minute. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The snapshot of a deity kept with a favorite (so the dashboard needs no server call). */
export function favoriteSnapshot(deity: {
  id: string;
  name: string;
  sanskrit_name: string;
  region: string;
  region_name: string | null;
  type: string;
  cultural_tradition: string;
  popularity: number;
}): Omit<Favorite, 'addedAt'> {
  return {
    id: deity.id,
    name: deity.name.slice(0, limits.text),
    sanskritName: deity.sanskrit_name.slice(0, limits.text),
    region: deity.region,
    regionName: (deity.region_name ?? deity.region).slice(0, limits.text),
    type: deity.type,
    tradition: deity.cultural_tradition,
    popularity: Math.max(0, Math.min(100, Math.round(deity.popularity))),
  };
}
