import { fetchOwnRoute } from './request-id';

/**
 * The slugs of the cached deity, prayer-category and surname pages, as proxy.ts knows them: read from
 * /api/pages/slugs, remembered for ten minutes, and forgotten at once when content is
 * revalidated (/api/revalidate, in the same process, bumps a counter on globalThis).
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
const EPOCH = Symbol.for('kuldevta.known-slugs.epoch');
type Holder = { [EPOCH]?: number };

interface Known {
  sets: Record<Section, Set<string>>;
  until: number;
  epoch: number;
}
let known: Known | null = null;
let inflight: Promise<Known | null> | null = null;

/** How many times content has been revalidated in this process (proxy.ts drops what it remembered). */
export function contentEpoch(): number {
  return (globalThis as Holder)[EPOCH] ?? 0;
}

/** Content changed: the next lookup reads the slugs again. */
export function forgetKnownSlugs(): void {
  const holder = globalThis as Holder;
  holder[EPOCH] = (holder[EPOCH] ?? 0) + 1;
}

/**
 * Whether `slug` is a page of `section`: true or false, or undefined when the list cannot be
 * read now (the database is down), in which case the page decides for itself.
 */
export async function isKnownSlug(section: Section, slug: string, origin: string, requestId: string): Promise<boolean | undefined> {
  const epoch = (globalThis as Holder)[EPOCH] ?? 0;
  if (!known || known.until < Date.now() || known.epoch !== epoch) {
    inflight ??= read(origin, requestId, epoch).finally(() => (inflight = null));
    const fresh = await inflight;
    if (!fresh) return undefined;
    known = fresh;
  }
  return known.sets[section].has(slug);
}

async function read(origin: string, requestId: string, epoch: number): Promise<Known | null> {
  try {
    const response = await fetchOwnRoute('/api/pages/slugs', origin, requestId);
    if (!response.ok) return null;
    const body = (await response.json()) as KnownSlugs;
    const sets = { deity: new Set(body.deity), 'prayers/category': new Set(body['prayers/category']), surname: new Set(body.surname ?? []) };
    return { sets, until: Date.now() + TTL_MS, epoch };
  } catch {
    return null;
  }
}
