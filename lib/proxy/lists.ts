import { readCommunitySlugs } from '../data/communities';
import { readDeityIds } from '../data/deities';
import { readPrayerIds } from '../data/prayers';
import { readSurnameSlugs } from '../data/surnames';
import { readTempleIds } from '../data/temples';
import { ALL_CONTENT, listTag } from '../cache/tags';
import { lastRevalidation } from '../cache/revalidations';
import { prayerPath, type PrayerKind } from '../urls/prayer';

/**
 * The addresses of the pages named by a slug, as lib/proxy/addresses.ts asks them: read from
 * the database in this process and kept in memory until one of their list tags (or `content`)
 * is revalidated, on any server (lib/cache/revalidations.ts), or ten minutes pass (a change
 * made in the database without a revalidation). Next.js's data cache does not reach proxy.ts,
 * so the lists are kept here, refreshed by the same revalidations as the pages.
 */
export interface Lists {
  deity: Set<string>;
  category: Set<string>;
  /** Surname pages, and the other spellings that redirect to them. */
  surname: Set<string>;
  /** Community pages (/community/{slug}). */
  community: Set<string>;
  /** Shrine pages (/temple/{id}). */
  temple: Set<string>;
  /** "aarti/12" → "/aarti/{title-slug}-12". */
  prayer: Map<string, string>;
}

const TAGS = [ALL_CONTENT, listTag('deity'), listTag('category'), listTag('prayer'), listTag('surname'), listTag('community'), listTag('shrine')];
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
  const [deities, prayers, surnames, communities, temples] = await Promise.all([
    readDeityIds(),
    readPrayerIds(),
    readSurnameSlugs(),
    readCommunitySlugs(),
    readTempleIds(),
  ]);
  return {
    read,
    lists: {
      deity: new Set(deities.map(({ id }) => id)),
      category: new Set(prayers.categories.map(({ id }) => id)),
      surname: new Set(surnames),
      community: new Set(communities),
      temple: new Set(temples),
      prayer: new Map(prayers.prayers.map((p) => [`${p.type}/${p.id}`, prayerPath(p.type as PrayerKind, p.title, p.id)])),
    },
  };
}
