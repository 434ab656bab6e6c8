import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, type Place } from './astro';
import { festivalRule, occurrences } from './rules';

/**
 * Computed festival days against dates published by almanacs (panchangs), each cited in
 * lib/almanac/published-dates.json with the line it was read from: every computed day falls on
 * the day the almanac gives (or within the range it states).
 */
const published = z
  .array(
    z.object({
      festival: z.string(),
      /** The first day the almanac gives, and the last for a span. */
      start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      end: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      /** The almanac's place (its days are reckoned there), and how its region counts the months. */
      place: z.object({ name: z.string(), lat: z.number(), lon: z.number() }),
      system: z.enum(['amanta', 'purnimanta']),
      source: z.object({ label: z.string().min(5), url: z.string().url() }),
      /** The almanac's words, as read. */
      quote: z.string().min(10),
      read_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /**
       * Where the site's day differs from this almanac's, and why (a regional custom, a tithi
       * spanning two sunrises, a rule the site does not apply): the site's day (of the start or
       * the end), which must stay within a day of the almanac's.
       */
      differs: z
        .object({ which: z.enum(['start', 'end']), computed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reason: z.string().min(20) })
        .optional(),
    }),
  )
  .parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'published-dates.json'), 'utf8')));

const festivals = z
  .array(z.object({ id: z.string(), rule: festivalRule }))
  .parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'festivals.json'), 'utf8')));

describe('festival days against published almanacs', () => {
  it('holds at least 30 dates of 2025-2027, across the kinds of rule the data uses, each cited; at most one in eight differs, each explained', () => {
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(published.filter((p) => p.differs).length).toBeLessThanOrEqual(published.length / 8);
    expect(published.every((p) => p.start >= '2025-01-01' && p.start <= '2027-12-31')).toBe(true);
    const kinds = new Set(published.map((p) => festivals.find((f) => f.id === p.festival)?.rule.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['nakshatra', 'sankranti', 'tithi']));
  });

  for (const p of published) {
    it(`${p.festival} ${p.start}${p.end ? ` to ${p.end}` : ''} (${p.source.label})`, () => {
      const festival = festivals.find((f) => f.id === p.festival);
      expect(festival, `no festival ${p.festival} in data/festivals.json`).toBeDefined();
      const place: Place = { lat: p.place.lat, lon: p.place.lon, utcOffsetMinutes: 330 };
      const found = occurrences(festival!.rule, addDays(p.start, -40), addDays(p.end ?? p.start, 40), place, p.system);
      const nearest = found.sort(
        (a, b) => Math.abs(Date.parse(a.start) - Date.parse(p.start)) - Math.abs(Date.parse(b.start) - Date.parse(p.start)),
      )[0];
      expect(nearest, 'no computed day near the almanac’s').toBeDefined();
      const expected = { start: p.start, end: p.end ?? nearest!.end };
      if (p.differs) {
        // A known difference, explained: the site's day as recorded, within a day of the almanac's.
        const published = p.differs.which === 'start' ? p.start : p.end!;
        expect(Math.abs(Date.parse(p.differs.computed) - Date.parse(published))).toBeLessThanOrEqual(86_400_000);
        expected[p.differs.which] = p.differs.computed;
      }
      expect(nearest!.start).toBe(expected.start);
      if (p.end) expect(nearest!.end).toBe(expected.end);
    });
  }
});
