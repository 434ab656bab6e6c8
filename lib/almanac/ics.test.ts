import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { UJJAIN } from './astro';
import { festivalDays } from './festivals';
import { calendarFile, festivalEvents } from './ics';

const navratri = {
  id: 'sharad-navratri',
  name: 'Sharad Navratri',
  timing: 'September-October (Ashvin shukla 1-9)',
  rule: {
    kind: 'tithi',
    month: 'ashvin',
    paksha: 'shukla',
    day: 1,
    months: 'amanta',
    to: { paksha: 'shukla', day: 10, at: 'afternoon', before: true },
  } as const,
};

describe('a festival calendar', () => {
  it('is valid iCalendar, read back by another library: all-day events, the last day included, a reminder the day before', () => {
    const days = festivalDays([navratri], UJJAIN, 'amanta', '2026-01-01', 24);
    const file = calendarFile(
      'Khodiyar Mata: festivals',
      festivalEvents(days, 'deity-khodiyar-mata', (n) => `${n}: Khodiyar Mata`, 'Computed.'),
    );
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Khodiyar Mata: festivals');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Sharad Navratri: Khodiyar Mata', 'Sharad Navratri: Khodiyar Mata']);
    const first = events[0]!;
    expect(first.startDate.isDate).toBe(true);
    expect(first.startDate.toString()).toBe('2026-10-11');
    // The end is exclusive: the 19th is the last day.
    expect(first.endDate.toString()).toBe('2026-10-20');
    expect(first.uid).toBe('deity-khodiyar-mata-sharad-navratri-2026-10-11@kuldevta');
    const alarm = first.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT15H');
  });
});
