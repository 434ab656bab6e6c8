import { addDays, UJJAIN, type Place } from './astro';
import type { MonthSystem } from './calendar';
import { festivalRule, occurrences, type FestivalRule, type Occurrence } from './rules';

export { festivalRule, type FestivalRule, type Occurrence };

/** A festival as a page shows it: its name, its rule and its month as the data gives them. */
export interface Festival {
  id: string;
  name: string;
  timing: string;
  rule: FestivalRule;
}

/** A festival's days from a day on: the next ones, or why they cannot be computed. */
export interface FestivalDays {
  festival: Festival;
  days: Occurrence[];
  /** Set when the rule cannot be computed (a temple's own calendar): its month stays. */
  reason?: string;
}

/**
 * Where the months end at the new moon (amanta) rather than at the full moon (purnimanta):
 * Maharashtra, Gujarat, Goa, Karnataka, Andhra Pradesh, Telangana, and the lunar reckoning of
 * the south and the east (Tamil Nadu, Kerala, Bengal, Assam keep solar months and count lunar
 * ones to the new moon). The north and Odisha end them at the full moon.
 */
const AMANTA = new Set([
  'maharashtra',
  'gujarat',
  'goa',
  'goa-konkan',
  'karnataka',
  'andhra pradesh',
  'andhra-telangana',
  'telangana',
  'tamil nadu',
  'tamil-nadu',
  'kerala',
  'west bengal',
  'assam',
  'tripura',
  'east-india',
]);

/** The month system of a state or a deity's region (by name or id). */
export function monthSystemOf(stateOrRegion: string | null | undefined): MonthSystem {
  return stateOrRegion && AMANTA.has(stateOrRegion.trim().toLowerCase()) ? 'amanta' : 'purnimanta';
}

/** Civil time: India +5:30, Nepal +5:45, Pakistan +5:00. */
export function placeOf(point: { lat: number | null; lon: number | null; country?: string | null } | null | undefined): Place {
  if (!point || point.lat === null || point.lon === null) return UJJAIN;
  const offset = point.country === 'Nepal' ? 345 : point.country === 'Pakistan' ? 300 : 330;
  return { lat: point.lat, lon: point.lon, utcOffsetMinutes: offset };
}

/** Today's civil date in India. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Each festival's days from `from` for `months` months at a place: the computed days, or the
 * reason they cannot be computed.
 */
export function festivalDays(festivals: Festival[], place: Place, system: MonthSystem, from: string, months = 24): FestivalDays[] {
  const to = addDays(from, Math.round(months * 30.44));
  return festivals.map((festival) => {
    if (festival.rule.kind === 'none') return { festival, days: [], reason: festival.rule.reason };
    return { festival, days: occurrences(festival.rule, from, to, place, system).filter((o) => o.end >= from) };
  });
}

/**
 * The next days of each festival, for a page kept in a cache for up to a day: those that have
 * not ended by tomorrow, so that the page never shows a day already past while it is served.
 */
export function nextDays(festivals: Festival[], place: Place, system: MonthSystem, today = todayInIndia()): FestivalDays[] {
  return festivalDays(festivals, place, system, addDays(today, 1), 13).map((f) => ({ ...f, days: f.days.slice(0, 1) }));
}
