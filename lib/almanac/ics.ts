import { createEvents, type EventAttributes } from 'ics';
import { addDays } from './astro';
import type { FestivalDays } from './festivals';

/** One day or span of a festival in a calendar. */
export interface CalendarEvent {
  /** Stable across refreshes, so a calendar app updates the event rather than adding one. */
  uid: string;
  title: string;
  description: string;
  /** The first and last civil day (yyyy-mm-dd). */
  start: string;
  end: string;
  location?: string;
  url?: string;
}

const ymd = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

/**
 * An iCalendar file (RFC 5545, written by the ics library) of all-day events, each reminding the
 * day before at 9 in the morning; `name` is the calendar's name in the apps that subscribe.
 */
export function calendarFile(name: string, events: CalendarEvent[]): string {
  const attributes: EventAttributes[] = events.map((e) => ({
    uid: e.uid,
    title: e.title,
    description: e.description,
    start: ymd(e.start),
    // An all-day event ends on the day after its last (exclusive).
    end: ymd(addDays(e.end, 1)),
    ...(e.location ? { location: e.location } : {}),
    ...(e.url ? { url: e.url } : {}),
    busyStatus: 'FREE',
    alarms: [{ action: 'display', description: e.title, trigger: { hours: 15, before: true } }],
    productId: 'kuldevta',
  }));
  const { error, value } = createEvents(attributes, { calName: name, productId: 'kuldevta' });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}

/** The events of some festivals' days, each named `${festival name}: ${for}`. */
export function festivalEvents(
  days: FestivalDays[],
  uidPrefix: string,
  titleOf: (festival: string) => string,
  description: string,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent[] {
  return days.flatMap(({ festival, days: list }) =>
    list.map((o) => ({
      uid: `${uidPrefix}-${festival.id}-${o.start}@kuldevta`,
      title: titleOf(festival.name),
      description,
      start: o.start,
      end: o.end,
      ...extra,
    })),
  );
}
