import 'server-only';
import { getDeity, type Deity } from '@/lib/data/deities';
import { readFestivals } from '@/lib/data/festivals';
import { getDeityShrines, getShrine, type ShrineCard } from '@/lib/data/shrines';
import { absoluteUrl } from '@/lib/seo/metadata';
import { festivalDays, monthSystemOf, nextDays, placeOf, todayInIndia, type FestivalDays } from './festivals';
import { calendarFile, festivalEvents } from './ics';

/** How many months a feed holds. */
export const FEED_MONTHS = 24;

/** Where a deity's days are reckoned: her principal located shrine, else any located one, else Ujjain (with her region's months). */
export function deityPlace(deity: Pick<Deity, 'region'>, shrines: ShrineCard[]) {
  const located = shrines.filter((s) => s.lat !== null);
  const shrine = located.find((s) => s.is_principal) ?? located[0] ?? null;
  return { shrine, place: placeOf(shrine), system: monthSystemOf(shrine?.state ?? deity.region) };
}

/** A deity's festivals with their next days, reckoned at her shrine (or Ujjain). */
export async function deityDays(
  id: string,
  months: number | 'next' = 'next',
): Promise<{ deity: Deity; days: FestivalDays[]; shrine: ShrineCard | null } | null> {
  const deity = await getDeity(id);
  if (!deity) return null;
  const [festivals, { shrines }] = await Promise.all([readFestivals(deity.festivals.map((f) => f.id)), getDeityShrines(id)]);
  const { shrine, place, system } = deityPlace(deity, shrines);
  const days = months === 'next' ? nextDays(festivals, place, system) : festivalDays(festivals, place, system, todayInIndia(), months);
  return { deity, days, shrine };
}

/** A shrine's deity's festivals with their next days, reckoned at the shrine. */
export async function shrineDays(id: string, months: number | 'next' = 'next') {
  const shrine = await getShrine(id);
  if (!shrine) return null;
  const deity = await getDeity(shrine.deity_id);
  if (!deity) return null;
  const festivals = await readFestivals(deity.festivals.map((f) => f.id));
  const place = placeOf(shrine);
  const system = monthSystemOf(shrine.state || deity.region);
  const days = months === 'next' ? nextDays(festivals, place, system) : festivalDays(festivals, place, system, todayInIndia(), months);
  return { shrine, deity, days };
}

const NOTE = 'Dates computed from the Sun and the Moon by Kuldevta; confirm the day with your family and the shrine.';

/** A deity's feed (every festival, or one), as an iCalendar file; null for an unknown deity or festival. */
export async function deityFeed(id: string, festival?: string): Promise<string | null> {
  const found = await deityDays(id, festival ? 'next' : FEED_MONTHS);
  if (!found) return null;
  const days = festival ? found.days.filter((d) => d.festival.id === festival) : found.days;
  if (festival && days.length === 0) return null;
  const where = found.shrine ? `${found.shrine.town || found.shrine.name}, ${found.shrine.state}` : undefined;
  const events = festivalEvents(days, `deity-${id}`, (name) => `${name}: ${found.deity.name}`, NOTE, {
    url: absoluteUrl(`/deity/${id}`),
    ...(where ? { location: where } : {}),
  });
  return calendarFile(`${found.deity.name}: festivals`, events);
}

/** A shrine's feed, as an iCalendar file; null for an unknown shrine or festival. */
export async function shrineFeed(id: string, festival?: string): Promise<string | null> {
  const found = await shrineDays(id, festival ? 'next' : FEED_MONTHS);
  if (!found) return null;
  const days = festival ? found.days.filter((d) => d.festival.id === festival) : found.days;
  if (festival && days.length === 0) return null;
  const events = festivalEvents(days, `shrine-${id}`, (name) => `${name}: ${found.shrine.name}`, NOTE, {
    url: absoluteUrl(`/temple/${id}`),
    location: [found.shrine.town, found.shrine.district, found.shrine.state].filter(Boolean).join(', '),
  });
  return calendarFile(`${found.shrine.name}: festivals`, events);
}

/** The answer of a feed route: the file, or a plain 404 saying what was not found. */
export function feedResponse(file: string | null, name: string, what: string): Response {
  if (file === null) {
    return new Response(`Not found: ${what}.`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(file, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${name}.ics"`,
      // Calendar apps ask again every few hours; a front may keep it an hour.
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
