import 'server-only';
import { z } from 'zod';
import { getDeity, suggestDeities, type Deity } from '@/lib/data/deities';
import { readFestivals } from '@/lib/data/festivals';
import { getDeityShrines, type ShrineCard } from '@/lib/data/shrines';
import { dbCall } from '@/lib/db';
import { isSlug } from '@/lib/validation/slug';
import {
  FAMILY_SIDES,
  familyCardQuery,
  hasFamily,
  type FamilyCardErrors,
  type FamilyCardInput,
  type FamilyInput,
  type FamilySide,
} from '@/lib/validation/family-card';
import { deityPlace } from './feeds';
import { festivalDays, monthSystemOf, nextDays, placeOf, todayInIndia, type FestivalDays } from './festivals';

export interface CardFamily {
  side: FamilySide;
  input: FamilyInput;
  deity: Deity;
  /** The shrine the family named, or null. */
  shrine: ShrineCard | null;
  /** Where its days are reckoned: the named shrine, else the deity's own. */
  reckonedAt: ShrineCard | null;
  days: FestivalDays[];
  /** The rites a family does at its deity's shrine (a first haircut, a newly-wed couple's darshan). */
  rites: { id: string; name: string; description: string }[];
}

/** Every published deity's id and name. */
export async function deityNames(): Promise<{ id: string; name: string }[]> {
  return z.array(z.object({ id: z.string(), name: z.string() })).parse(await dbCall('deity_names'));
}

/** A kuldevi as the form gives her: her id, her name, or another name of hers; null when none is known by it. */
async function findDeity(text: string, names: { id: string; name: string }[]): Promise<string | null> {
  const folded = text.trim().toLowerCase();
  const byId = names.find((n) => n.id === folded);
  if (byId) return byId.id;
  const byName = names.find((n) => n.name.toLowerCase() === folded);
  if (byName) return byName.id;
  const suggested = await suggestDeities(text.slice(0, 100));
  const exact = suggested.find((s) => s.name.toLowerCase() === folded || (s.matched_alias ?? '').toLowerCase() === folded);
  return exact?.id ?? null;
}

/**
 * A card's families with their deities, shrines, next days and rites; or what is wrong (an
 * unknown kuldevi or shrine: a message beside its field). `months`: the days of the next
 * months (a feed) rather than each festival's next day (the card).
 */
export async function resolveFamilyCard(
  input: FamilyCardInput,
  errors: FamilyCardErrors,
  months?: number,
): Promise<{ families: CardFamily[]; errors: FamilyCardErrors; query: string }> {
  const names = await deityNames();
  const families: CardFamily[] = [];
  const resolved: Record<FamilySide, FamilyInput | null> = { b: null, m: null };
  for (const side of FAMILY_SIDES) {
    if (!hasFamily(input, side) || errors.fields[`${side}_deity`]) continue;
    const family = input[side];
    const id = await findDeity(family.deity, names);
    const deity = id ? await getDeity(id) : null;
    if (!deity) {
      errors.fields[`${side}_deity`] =
        `We have no kuldevi or kuldevta named "${family.deity.slice(0, 100)}". Check the spelling, or choose a name from the list.`;
      continue;
    }
    const { shrines } = await getDeityShrines(deity.id);
    let shrine: ShrineCard | null = null;
    if (family.shrine) {
      shrine = (isSlug(family.shrine) && shrines.find((s) => s.id === family.shrine)) || null;
      if (!shrine) {
        errors.fields[`${side}_shrine`] = shrines.length
          ? `That is not one of ${deity.name}'s shrines we know. Choose one of hers, or leave it empty.`
          : `We know no shrine of ${deity.name} yet: leave it empty.`;
        continue;
      }
    }
    const own = deityPlace(deity, shrines);
    const reckonedAt = shrine?.lat !== null && shrine ? shrine : own.shrine;
    const place = reckonedAt ? placeOf(reckonedAt) : own.place;
    const system = monthSystemOf(reckonedAt?.state ?? deity.region);
    const festivals = await readFestivals(deity.festivals.map((f) => f.id));
    const days = months ? festivalDays(festivals, place, system, todayInIndia(), months) : nextDays(festivals, place, system);
    const rites = deity.worship_methods.filter((m) => m.family_rite).map((m) => ({ id: m.id, name: m.name, description: m.description }));
    families.push({ side, input: family, deity, shrine, reckonedAt, days, rites });
    resolved[side] = { ...family, deity: deity.id, shrine: shrine?.id ?? '' };
  }
  return { families, errors, query: familyCardQuery(resolved) };
}
