import type { FestivalDays } from '@/lib/almanac/festivals';
import { textIn } from '@/lib/data/languages';
import { referenceIn } from '@/lib/i18n/content';
import { dayRangeIn } from '@/lib/i18n/dates';
import { festivalMessages } from '@/lib/i18n/messages/festival';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * A deity's or a shrine's festivals with their next days ("Next: Sharad Navratri, 11-19 October
 * 2026"), each with a calendar file for that day, and the calendar of all of them to subscribe
 * to, each festival named in the page's language (its reference list's name, else the English).
 * `feed` is the calendar's address (/calendar/deity/{id}); `place` where the days were reckoned
 * (null: Ujjain).
 */
export async function NextDays({
  days,
  feed,
  place,
  shrine = false,
}: {
  days: FestivalDays[];
  feed: string;
  place: string | null;
  shrine?: boolean;
}) {
  const lang = pageLanguage();
  const t = festivalMessages[lang];
  const reference = await referenceIn(lang);
  const computed = days.filter((d) => d.days.length > 0);
  if (computed.length === 0) return null;
  const sorted = [...computed].sort((a, b) => a.days[0]!.start.localeCompare(b.days[0]!.start));
  return (
    <section aria-labelledby="next-days-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="next-days-heading" className="text-xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {sorted.map(({ festival, days: [next] }) => {
          const name = textIn(reference.festivals[festival.id], 'name', festival.name);
          return (
            <li key={festival.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p>
                <span className="text-muted">{`${t.next}: `}</span>
                <span className="font-semibold text-maroon-900">{name}</span>
                {', '}
                <time dateTime={next!.start}>{dayRangeIn(lang, next!.start, next!.end)}</time>
              </p>
              <a
                href={`${feed}/${festival.id}.ics`}
                download
                aria-label={t.addLabel(name)}
                className="text-sm font-semibold text-saffron-800 underline underline-offset-4"
              >
                {t.addToCalendar}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-muted">{place ? t.reckonedAt(place) : t.reckonedAtUjjain}</p>
      <p className="mt-2">
        <a href={`${feed}.ics`} className="font-semibold text-saffron-800 underline underline-offset-4">
          {shrine ? t.subscribeShrine : t.subscribe}
        </a>
      </p>
    </section>
  );
}
