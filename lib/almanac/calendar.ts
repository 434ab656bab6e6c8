import { addDays, dayOf, nextElongation, nextSiderealMoon, nextSiderealSun, rashiAt, sunOf, type Place } from './astro';

/**
 * The lunar months and days as Indian almanacs count them.
 *
 * A lunar month runs from one new moon to the next (amanta). It is named after the rashi the
 * Sun is in at the new moon that begins it (the Sun in Meena: Chaitra). A month in which the Sun
 * enters no new rashi (two new moons in one rashi) is a leap month (adhika) and has the next
 * month's name. Where months end at the full moon (purnimanta, the north), a month's dark half
 * is the dark half of the amanta month before it: the names differ only there.
 */
export const MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;
export type Month = (typeof MONTHS)[number];

export type MonthSystem = 'amanta' | 'purnimanta';

export interface LunarMonth {
  /** The new moon that begins it. */
  start: Date;
  /** The next new moon. */
  end: Date;
  name: Month;
  adhika: boolean;
}

const monthCache = new Map<string, LunarMonth[]>();

/** The amanta months that overlap [from, to]. */
export function lunarMonths(from: Date, to: Date): LunarMonth[] {
  const key = `${from.toISOString().slice(0, 10)}|${to.toISOString().slice(0, 10)}`;
  const cached = monthCache.get(key);
  if (cached) return cached;
  // New moons from before `from` to after `to`.
  const moons: Date[] = [];
  let t = nextElongation(0, new Date(from.getTime() - 32 * 86_400_000));
  while (t.getTime() < to.getTime() + 32 * 86_400_000) {
    moons.push(t);
    t = nextElongation(0, new Date(t.getTime() + 86_400_000));
  }
  const months: LunarMonth[] = [];
  for (let i = 0; i + 1 < moons.length; i++) {
    const rashi = rashiAt(moons[i]!);
    const nextRashi = rashiAt(moons[i + 1]!);
    months.push({ start: moons[i]!, end: moons[i + 1]!, name: MONTHS[rashi % 12]!, adhika: rashi === nextRashi });
  }
  const within = months.filter((m) => m.end > from && m.start < to);
  monthCache.set(key, within);
  return within;
}

/** The instants a tithi (1-30) of a month begins and ends. */
export function tithiSpan(month: LunarMonth, tithi: number): { start: Date; end: Date } {
  const start = tithi === 1 ? month.start : nextElongation(12 * (tithi - 1), new Date(month.start.getTime() + (tithi - 2) * 0.8 * 86_400_000));
  const end = tithi === 30 ? month.end : nextElongation(12 * tithi, new Date(start.getTime() + 0.5 * 86_400_000));
  return { start, end };
}

/**
 * When in a day a festival's tithi must prevail: at sunrise (the rule), in the forenoon
 * (purvahna, at four tenths of the daylight: Akshaya Tritiya), midday (madhyahna),
 * afternoon (aparahna, at seven tenths of the daylight: Vijayadashami), sunset (pradosh) or
 * midnight (nishita).
 */
export type Observance = 'sunrise' | 'forenoon' | 'midday' | 'afternoon' | 'sunset' | 'midnight';

function instantOf(day: string, at: Observance, place: Place): Date {
  const { rise, set } = sunOf(day, place);
  if (at === 'sunrise') return rise;
  if (at === 'sunset') return set;
  if (at === 'midday') return new Date((rise.getTime() + set.getTime()) / 2);
  if (at === 'afternoon') return new Date(rise.getTime() + 0.7 * (set.getTime() - rise.getTime()));
  if (at === 'forenoon') return new Date(rise.getTime() + 0.4 * (set.getTime() - rise.getTime()));
  const next = sunOf(addDays(day, 1), place).rise;
  return new Date((set.getTime() + next.getTime()) / 2);
}

/**
 * The civil day at a place on which a span of time (a tithi) is kept: the first day whose
 * moment of observance falls within it; when none does (the tithi begins and ends between two
 * sunrises), the day on which it begins.
 */
export function dayOfSpan(span: { start: Date; end: Date }, at: Observance, place: Place): string {
  const first = addDays(dayOf(span.start, place), -1);
  for (let i = 0; i < 4; i++) {
    const day = addDays(first, i);
    const moment = instantOf(day, at, place);
    if (moment >= span.start && moment < span.end) return day;
  }
  return dayOf(span.start, place);
}

/** The amanta month in which a month of the given system holds the given half. */
export function amantaMonth(name: Month, paksha: 'shukla' | 'krishna', system: MonthSystem): Month {
  if (system === 'amanta' || paksha === 'shukla') return name;
  return MONTHS[(MONTHS.indexOf(name) + 11) % 12]!;
}

/** The tithi number (1-30) of a half's day (1-15). */
export function tithiNumber(paksha: 'shukla' | 'krishna', day: number): number {
  return paksha === 'shukla' ? day : 15 + day;
}

/** The sankrantis (the Sun entering a sidereal rashi, 1 Mesha - 12 Meena) in [from, to]. */
export function sankrantis(rashi: number, from: Date, to: Date): Date[] {
  const out: Date[] = [];
  let t = from;
  for (;;) {
    const next = nextSiderealSun((rashi - 1) * 30, t);
    if (next > to) return out;
    out.push(next);
    t = new Date(next.getTime() + 300 * 86_400_000);
  }
}

/** The day a sankranti is kept: its own day, or the next one when the Sun enters the rashi after sunset. */
export function sankrantiDay(instant: Date, place: Place): string {
  const day = dayOf(instant, place);
  return instant >= sunOf(day, place).set ? addDays(day, 1) : day;
}

/** The spans of a nakshatra (1-27) in [from, to]. */
export function nakshatraSpans(nakshatra: number, from: Date, to: Date): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  const size = 360 / 27;
  let t = from;
  for (;;) {
    const start = nextSiderealMoon((nakshatra - 1) * size, t);
    if (start > to) return out;
    const end = nextSiderealMoon(nakshatra * size, start);
    out.push({ start, end });
    t = new Date(end.getTime() + 20 * 86_400_000);
  }
}
