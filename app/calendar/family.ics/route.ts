import { resolveFamilyCard } from '@/lib/almanac/family';
import { feedResponse, FEED_MONTHS } from '@/lib/almanac/feeds';
import { calendarFile, festivalEvents } from '@/lib/almanac/ics';
import { absoluteUrl } from '@/lib/seo/metadata';
import { readFamilyCard } from '@/lib/validation/family-card';

// A family card's calendar: both families' festival days for the next 24 months, from the card's link.
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const { input, errors, given } = readFamilyCard(params);
  if (!given || errors.form || Object.keys(errors.fields).length) {
    const reason = errors.form ?? Object.values(errors.fields)[0] ?? 'no family is given';
    return new Response(`Not a family card: ${reason}`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { families, errors: found } = await resolveFamilyCard(input, errors, FEED_MONTHS);
  const problem = Object.values(found.fields)[0];
  if (problem || families.length === 0) return feedResponse(null, 'family', problem ?? 'no family');
  const events = families.flatMap((f) =>
    festivalEvents(
      f.days,
      `family-${f.side}-${f.deity.id}`,
      (name) => `${name}: ${f.deity.name} (${f.input.surname} family)`,
      'Dates computed from the Sun and the Moon by Kuldevta; confirm the day with your family and the shrine.',
      {
        url: absoluteUrl(`/deity/${f.deity.id}`),
      },
    ),
  );
  return feedResponse(calendarFile(`Family days: ${families.map((f) => f.input.surname).join(' and ')}`, events), 'family', 'no family');
}
