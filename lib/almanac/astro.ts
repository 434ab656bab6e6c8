import {
  Body,
  EclipticGeoMoon,
  MakeTime,
  Observer,
  Search,
  SearchMoonPhase,
  SearchRiseSet,
  SearchSunLongitude,
  SunPosition,
  type AstroTime,
} from 'astronomy-engine';

/**
 * The Sun and the Moon as Indian almanacs read them, from astronomy-engine (positions of date,
 * apparent): the tithi (the Moon's lead over the Sun in 12° steps, which needs no zodiac), the
 * sidereal (nirayana) longitudes with the Lahiri ayanamsa (the Sun's rashi, the Moon's
 * nakshatra), and sunrise and sunset at a place (the Sun's upper limb, with refraction).
 */

const DAY_MS = 86_400_000;

/** Julian centuries from J2000.0. */
function centuries(date: Date): number {
  return (date.getTime() / DAY_MS + 2_440_587.5 - 2_451_545.0) / 36_525;
}

/**
 * The Lahiri (Chitrapaksha) ayanamsa in degrees: 23°51′11″ at J2000.0, moving with the general
 * precession in longitude (5029.0966″ a century, IAU 1976).
 */
export function ayanamsa(date: Date): number {
  const t = centuries(date);
  return 23.853056 + (5029.0966 * t + 1.11113 * t * t) / 3600;
}

const mod360 = (x: number) => ((x % 360) + 360) % 360;

/** The Sun's sidereal longitude (0-360°). */
export function siderealSun(date: Date): number {
  return mod360(SunPosition(date).elon - ayanamsa(date));
}

/** The Moon's sidereal longitude (0-360°). */
export function siderealMoon(date: Date): number {
  return mod360(EclipticGeoMoon(date).lon - ayanamsa(date));
}

/** The Moon's lead over the Sun (0-360°). */
export function elongation(date: Date): number {
  return mod360(EclipticGeoMoon(date).lon - SunPosition(date).elon);
}

/** The tithi at an instant, 1-30: 1-15 the bright fortnight (15 the full moon), 16-30 the dark one (30 the new moon). */
export function tithiAt(date: Date): number {
  return Math.floor(elongation(date) / 12) + 1;
}

/** The nakshatra at an instant, 1-27 (1 Ashvini). */
export function nakshatraAt(date: Date): number {
  return Math.floor(siderealMoon(date) / (360 / 27)) + 1;
}

/** The Sun's rashi at an instant, 1-12 (1 Mesha). */
export function rashiAt(date: Date): number {
  return Math.floor(siderealSun(date) / 30) + 1;
}

/** When the Moon's lead over the Sun next reaches `degrees` after `from` (a tithi begins at a multiple of 12). */
export function nextElongation(degrees: number, from: Date): Date {
  const t = SearchMoonPhase(mod360(degrees), from, 40);
  if (!t) throw new Error(`no elongation ${degrees}° within 40 days of ${from.toISOString()}`);
  return t.date;
}

/** When the Sun's sidereal longitude next reaches `degrees` after `from` (a sankranti at a multiple of 30). */
export function nextSiderealSun(degrees: number, from: Date): Date {
  let guess = from;
  let found: Date | null = null;
  // The ayanamsa moves 50″ a year: two rounds settle the tropical target.
  for (let i = 0; i < 3; i++) {
    const target = mod360(degrees + ayanamsa(found ?? guess));
    const t: AstroTime | null = SearchSunLongitude(target, from, 400);
    if (!t) throw new Error(`no sidereal solar longitude ${degrees}° within 400 days of ${from.toISOString()}`);
    found = t.date;
    guess = found;
  }
  return found!;
}

/** When the Moon's sidereal longitude next reaches `degrees` after `from` (a nakshatra begins at a multiple of 13°20′). */
export function nextSiderealMoon(degrees: number, from: Date): Date {
  const f = (t: AstroTime) => {
    const d = mod360(siderealMoon(t.date) - degrees);
    return d > 180 ? d - 360 : d;
  };
  // The Moon moves 12-15° a day: step a day at a time to the crossing, then search within it.
  let t1 = MakeTime(from);
  for (let i = 0; i < 30; i++) {
    const t2 = t1.AddDays(1);
    const a = f(t1);
    const b = f(t2);
    if (a < 0 && b >= 0) {
      const t = Search(f, t1, t2, { dt_tolerance_seconds: 1 });
      if (t) return t.date;
    }
    t1 = t2;
  }
  throw new Error(`no sidereal lunar longitude ${degrees}° within 30 days of ${from.toISOString()}`);
}

/** A place on the Earth, with the offset of its civil time from UTC in minutes (India +330). */
export interface Place {
  lat: number;
  lon: number;
  utcOffsetMinutes: number;
}

/** Ujjain, the almanacs' place where a shrine's own is unknown. */
export const UJJAIN: Place = { lat: 23.1765, lon: 75.7885, utcOffsetMinutes: 330 };

/** A civil date (yyyy-mm-dd) at a place: the instant of its midnight. */
export function midnightOf(day: string, place: Place): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - place.utcOffsetMinutes * 60_000);
}

/** The civil date (yyyy-mm-dd) of an instant at a place. */
export function dayOf(instant: Date, place: Place): string {
  return new Date(instant.getTime() + place.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The next day (yyyy-mm-dd). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const sunCache = new Map<string, { rise: Date; set: Date }>();

/** Sunrise and sunset of a civil day at a place. */
export function sunOf(day: string, place: Place): { rise: Date; set: Date } {
  const key = `${day}|${place.lat.toFixed(2)}|${place.lon.toFixed(2)}`;
  const cached = sunCache.get(key);
  if (cached) return cached;
  const observer = new Observer(place.lat, place.lon, 0);
  const start = midnightOf(day, place);
  const rise = SearchRiseSet(Body.Sun, observer, +1, start, 1);
  const set = SearchRiseSet(Body.Sun, observer, -1, start, 1);
  if (!rise || !set) throw new Error(`no sunrise or sunset on ${day} at ${place.lat},${place.lon}`);
  const value = { rise: rise.date, set: set.date };
  if (sunCache.size > 50_000) sunCache.clear();
  sunCache.set(key, value);
  return value;
}
