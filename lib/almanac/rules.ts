import { z } from 'zod';
import { addDays, midnightOf, siderealSun, sunOf, tithiAt, type Place } from './astro';
import {
  amantaMonth,
  dayOfSpan,
  lunarMonths,
  MONTHS,
  nakshatraSpans,
  sankrantiDay,
  sankrantis,
  tithiNumber,
  tithiSpan,
  type LunarMonth,
  type MonthSystem,
  type Observance,
} from './calendar';

/**
 * A festival's rule, as data/festivals.json gives it, and the days it falls on.
 *
 * - `tithi`: a day of a lunar month's half (`day` 1-15; the 15th of the bright half is the full
 *   moon, of the dark half the new moon), named in `months` (the system its source uses),
 *   kept on the day the tithi prevails at `at` (sunrise unless said); `to` the last day of a
 *   span (Navratri: the bright 1st to 9th); `every` 2 for a fair held every other year, from
 *   `since` (a year it was held).
 * - `sankranti`: the day the Sun enters a sidereal rashi (1 Mesha ... 10 Makara ... 12 Meena),
 *   the next day when it enters after sunset; `days` for a span from it.
 * - `nakshatra`: the day a nakshatra (1 Ashvini ... 27 Revati) prevails at sunrise while the Sun
 *   is in a rashi (a solar month: Thai is Makara); `fullMoon` when it is the one nearest the full
 *   moon (Thaipusam), where a month holds it twice.
 * - `weekdays`: every `weekday` (0 Sunday ... 6 Saturday) of a lunar month (as the region counts
 *   its months) or of a solar month (`rashi`).
 * - `tithi-weekday`: a tithi that falls on a weekday, in any month (a new moon on a Monday).
 * - `none`: not computable, and why (a temple's own calendar, a local custom); its month stays.
 */
const month = z.enum(MONTHS);
const paksha = z.enum(['shukla', 'krishna']);
const day = z.number().int().min(1).max(15);
const at = z.enum(['sunrise', 'forenoon', 'midday', 'afternoon', 'sunset', 'midnight']);

export const festivalRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tithi'),
    month,
    paksha,
    day,
    months: z.enum(['amanta', 'purnimanta']),
    at: at.optional(),
    to: z.object({ month: month.optional(), paksha, day, at: at.optional(), before: z.literal(true).optional() }).optional(),
    every: z.literal(2).optional(),
    since: z.number().int().min(2000).max(2100).optional(),
    also: z.array(month).max(11).optional(),
    offset: z.number().int().min(1).max(3).optional(),
  }),
  z.object({
    kind: z.literal('sankranti'),
    rashi: z.number().int().min(1).max(12),
    offset: z.number().int().min(0).max(30).optional(),
    days: z.number().int().min(1).max(30).optional(),
    until: z.number().int().min(1).max(12).optional(),
  }),
  z.object({ kind: z.literal('monthly'), paksha, day }),
  z.object({
    kind: z.literal('solar-tithi'),
    rashi: z.number().int().min(1).max(12),
    paksha,
    day,
    to: z.object({ paksha, day, at: at.optional() }).optional(),
  }),
  z.object({
    kind: z.literal('nakshatra'),
    rashi: z.number().int().min(1).max(12),
    nakshatra: z.number().int().min(1).max(27),
    fullMoon: z.literal(true).optional(),
  }),
  z.object({
    kind: z.literal('weekdays'),
    weekday: z.number().int().min(0).max(6),
    month: month.optional(),
    rashi: z.number().int().min(1).max(12).optional(),
  }),
  z.object({ kind: z.literal('tithi-weekday'), paksha, day, weekday: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('none'), reason: z.string().min(10).max(300) }),
]);
export type FestivalRule = z.infer<typeof festivalRule>;

/** One time a festival falls: its first and last civil day at the place (the same for a one-day festival). */
export interface Occurrence {
  start: string;
  end: string;
}

const DAY = 86_400_000;

/** The days of the month's half-day `d` in a given amanta month. */
function tithiDay(m: LunarMonth, p: 'shukla' | 'krishna', d: number, at: Observance, place: Place): string {
  return dayOfSpan(tithiSpan(m, tithiNumber(p, d)), at, place);
}

/**
 * Every time a festival falls between two civil days (inclusive) at a place, whose region counts
 * its months as `system` (for rules that depend on it: the weekdays of a lunar month). Empty for
 * a rule that cannot be computed.
 */
export function occurrences(rule: FestivalRule, from: string, to: string, place: Place, system: MonthSystem): Occurrence[] {
  const start = midnightOf(from, place);
  const end = midnightOf(addDays(to, 1), place);
  const out: Occurrence[] = [];
  const keep = (o: Occurrence) => {
    if (o.end >= from && o.start <= to && !out.some((x) => x.start === o.start)) out.push(o);
  };
  switch (rule.kind) {
    case 'none':
      return [];
    case 'tithi': {
      const names = [rule.month, ...(rule.also ?? [])].map((n) => amantaMonth(n, rule.paksha, rule.months));
      const months = lunarMonths(new Date(start.getTime() - 40 * DAY), new Date(end.getTime() + 40 * DAY));
      for (const m of months) {
        // A leap month's festivals are kept in the regular (nija) month that follows it.
        if (!names.includes(m.name) || m.adhika) continue;
        const first = addDays(tithiDay(m, rule.paksha, rule.day, rule.at ?? 'sunrise', place), rule.offset ?? 0);
        if (rule.every && rule.since && (Number(first.slice(0, 4)) - rule.since) % rule.every !== 0) continue;
        let last = first;
        if (rule.to) {
          const toName = rule.to.month ? amantaMonth(rule.to.month, rule.to.paksha, rule.months) : m.name;
          const toMonth = toName === m.name ? m : months[months.indexOf(m) + 1];
          if (toMonth) last = tithiDay(toMonth, rule.to.paksha, rule.to.day, rule.to.at ?? 'sunrise', place);
          if (rule.to.before) last = addDays(last, -1);
        }
        keep({ start: first, end: last });
      }
      return out.sort((a, b) => a.start.localeCompare(b.start));
    }
    case 'sankranti': {
      for (const instant of sankrantis(rule.rashi, new Date(start.getTime() - 70 * DAY), end)) {
        const first = addDays(sankrantiDay(instant, place), rule.offset ?? 0);
        let last = rule.days ? addDays(first, rule.days - 1) : first;
        if (rule.until) {
          const [next] = sankrantis(rule.until, instant, new Date(instant.getTime() + 370 * DAY));
          if (next) last = sankrantiDay(next, place);
        }
        keep({ start: first, end: last });
      }
      return out;
    }
    case 'monthly': {
      for (const m of lunarMonths(new Date(start.getTime() - 40 * DAY), end)) {
        const d = tithiDay(m, rule.paksha, rule.day, 'sunrise', place);
        keep({ start: d, end: d });
      }
      return out.sort((a, b) => a.start.localeCompare(b.start));
    }
    case 'solar-tithi': {
      for (const m of lunarMonths(new Date(start.getTime() - 40 * DAY), new Date(end.getTime() + 40 * DAY))) {
        const first = tithiDay(m, rule.paksha, rule.day, 'sunrise', place);
        if (solarRashiOn(first, place) !== rule.rashi) continue;
        const last = rule.to ? tithiDay(m, rule.to.paksha, rule.to.day, rule.to.at ?? 'sunrise', place) : first;
        keep({ start: first, end: last });
      }
      return out.sort((a, b) => a.start.localeCompare(b.start));
    }
    case 'nakshatra': {
      for (const span of nakshatraSpans(rule.nakshatra, new Date(start.getTime() - 2 * DAY), end)) {
        const day = dayOfSpan(span, 'sunrise', place);
        if (solarRashiOn(day, place) !== rule.rashi) continue;
        // Near the full moon: the tithi at sunrise from the 14th to the 1st of the dark half.
        const tithi = tithiAt(sunOf(day, place).rise);
        if (rule.fullMoon && !(tithi >= 14 && tithi <= 16)) continue;
        keep({ start: day, end: day });
      }
      return out;
    }
    case 'weekdays': {
      for (let d = from; d <= to; d = addDays(d, 1)) {
        if (new Date(`${d}T00:00:00Z`).getUTCDay() !== rule.weekday) continue;
        if (rule.rashi !== undefined ? solarRashiOn(d, place) === rule.rashi : lunarMonthOn(d, place, system) === rule.month)
          keep({ start: d, end: d });
      }
      return out;
    }
    case 'tithi-weekday': {
      const months = lunarMonths(new Date(start.getTime() - 40 * DAY), end);
      for (const m of months) {
        const d = tithiDay(m, rule.paksha, rule.day, 'sunrise', place);
        if (new Date(`${d}T00:00:00Z`).getUTCDay() === rule.weekday) keep({ start: d, end: d });
      }
      return out.sort((a, b) => a.start.localeCompare(b.start));
    }
  }
}

/** The solar month (the Sun's sidereal rashi at sunrise) of a civil day. */
function solarRashiOn(day: string, place: Place): number {
  const rise = sunOf(day, place).rise;
  return Math.floor(siderealSun(rise) / 30) + 1;
}

/** The lunar month a civil day's sunrise falls in, as a region counts its months. */
function lunarMonthOn(day: string, place: Place, system: MonthSystem): string | null {
  const rise = sunOf(day, place).rise;
  const months = lunarMonths(new Date(rise.getTime() - 35 * DAY), new Date(rise.getTime() + 35 * DAY));
  const m = months.find((x) => x.start <= rise && rise < x.end);
  if (!m || m.adhika) return null;
  if (system === 'amanta') return m.name;
  // Purnimanta: after the full moon the next month has begun.
  const fullMoon = tithiSpan(m, 16).start;
  if (rise < fullMoon) return m.name;
  const next = months[months.indexOf(m) + 1];
  return next && !next.adhika ? next.name : MONTHS[(MONTHS.indexOf(m.name) + 1) % 12]!;
}
