import { contentVersion } from '../cache/content-version';
import { fetchOwnRoute } from './own-route';

/**
 * The slugs of the cached deity, prayer-category and surname pages, as proxy.ts knows them: read
 * from /api/pages/slugs and kept for ten minutes, or until the content version changes (a
 * revalidation on any server). Before a slug is called unknown the version is read afresh, so
 * a page added on another server is never answered "not found" from an old list.
 */
export interface KnownSlugs {
  deity: string[];
  'prayers/category': string[];
  /** Surname pages, and the other spellings that redirect to them. */
  surname: string[];
}
export type Section = keyof KnownSlugs;

/**
 * The sections whose "not found" page proxy.ts shows, with status 404, at an address that is
 * not one of their pages: at /missing/{section}/{slug}, rendered per request.
 */
export const missingSections = ['deity', 'aarti', 'mantra', 'category', 'surname'] as const;
export type MissingSection = (typeof missingSections)[number];
export const MISSING_PREFIX = '/missing/';

export function missingSection(value: string): MissingSection | null {
  return (missingSections as readonly string[]).includes(value) ? (value as MissingSection) : null;
}

const TTL_MS = 10 * 60 * 1000;

interface Known {
  sets: Record<Section, Set<string>>;
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
  let current = await list(await contentVersion(), origin, requestId);
  if (current && !current.sets[section].has(slug)) {
    const version = await contentVersion({ fresh: true });
    if (version !== current.version) current = await list(version, origin, requestId);
  }
  return current ? current.sets[section].has(slug) : undefined;
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
    const sets = { deity: new Set(body.deity), 'prayers/category': new Set(body['prayers/category']), surname: new Set(body.surname ?? []) };
    return { sets, until: Date.now() + TTL_MS, version };
  } catch {
    return null;
  }
}
