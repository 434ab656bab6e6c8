import { contentVersion } from '../cache/content-version';
import { idFromSlug, type PrayerKind } from '../urls/prayer';
import { fetchOwnRoute } from './own-route';

/**
 * The addresses of the cached pages named by a slug, as proxy.ts knows them: read from
 * /api/pages/slugs and kept for ten minutes, or until the content version changes (a
 * revalidation on any server). Before an answer that is not the expected one (an unknown slug,
 * a prayer address that is not its canonical one) the version is read afresh, so a page added
 * or renamed on another server is never answered from an old list.
 */
export interface KnownSlugs {
  deity: string[];
  'prayers/category': string[];
  /** Surname pages, and the other spellings that redirect to them. */
  surname: string[];
  /** Community pages (/community/{slug}). */
  community: string[];
  /** Shrine pages (/temple/{id}). */
  temple: string[];
  /** The canonical path of every prayer (/aarti/{title-slug}-{id}). */
  prayer: string[];
}
export type Section = 'deity' | 'prayers/category' | 'surname' | 'community' | 'temple';

/**
 * The sections whose "not found" page proxy.ts shows, with status 404, at an address that is
 * not one of their pages: at /missing/{section}/{slug}, rendered per request.
 */
export const missingSections = ['deity', 'aarti', 'mantra', 'category', 'surname', 'community', 'temple'] as const;
export type MissingSection = (typeof missingSections)[number];
export const MISSING_PREFIX = '/missing/';

export function missingSection(value: string): MissingSection | null {
  return (missingSections as readonly string[]).includes(value) ? (value as MissingSection) : null;
}

const TTL_MS = 10 * 60 * 1000;

interface Known {
  sets: Record<Section, Set<string>>;
  /** "aarti/12" → "/aarti/{title-slug}-12". */
  prayers: Map<string, string>;
  until: number;
  version: string;
}
let known: Known | null = null;
let inflight: Promise<Known | null> | null = null;

/**
 * Whether `slug` is a page of `section`: true or false, or undefined when the list cannot be
 * read now (the database is down), in which case the page decides for itself.
 */
export async function isKnownSlug(section: Section, slug: string, origin: string, requestId: string): Promise<boolean | undefined> {
  const current = await listExpecting((k) => k.sets[section].has(slug), origin, requestId);
  return current ? current.sets[section].has(slug) : undefined;
}

/**
 * The canonical path of prayer `kind`/`id` (null: no such prayer), or undefined when the list
 * cannot be read now. `asked` is the path requested: any other answer is checked afresh first.
 */
export async function canonicalPrayerPath(kind: PrayerKind, id: number, asked: string, origin: string, requestId: string): Promise<string | null | undefined> {
  const key = `${kind}/${id}`;
  const current = await listExpecting((k) => k.prayers.get(key) === asked, origin, requestId);
  return current ? (current.prayers.get(key) ?? null) : undefined;
}

/** The list, read again under a fresh content version when `expected` does not hold for it. */
async function listExpecting(expected: (known: Known) => boolean, origin: string, requestId: string): Promise<Known | null> {
  const current = await list(await contentVersion(), origin, requestId);
  if (!current || expected(current)) return current;
  const version = await contentVersion({ fresh: true });
  return version === current.version ? current : list(version, origin, requestId);
}

async function list(version: string, origin: string, requestId: string): Promise<Known | null> {
  if (known && known.until >= Date.now() && known.version === version) return known;
  inflight ??= read(origin, requestId, version).finally(() => (inflight = null));
  const fresh = await inflight;
  if (fresh) known = fresh;
  return fresh;
}

async function read(origin: string, requestId: string, version: string): Promise<Known | null> {
  try {
    const response = await fetchOwnRoute('/api/pages/slugs', origin, requestId);
    if (!response.ok) return null;
    const body = (await response.json()) as KnownSlugs;
    const sets = {
      deity: new Set(body.deity),
      'prayers/category': new Set(body['prayers/category']),
      surname: new Set(body.surname),
      community: new Set(body.community),
      temple: new Set(body.temple),
    };
    // "/aarti/{title-slug}-12" is kept under "aarti/12".
    const prayers = new Map(body.prayer.map((path) => [`${path.split('/')[1]}/${idFromSlug(path)}`, path]));
    return { sets, prayers, until: Date.now() + TTL_MS, version };
  } catch {
    return null;
  }
}
