import Link from 'next/link';
import type { CardFamily } from '@/lib/almanac/family';
import { marriedWomanCustom } from '@/lib/content/find-kuldevi';
import { dayRangeIn } from '@/lib/i18n/dates';
import { KeepCard } from './keep-card';

function place(s: { name: string; town: string; district: string; state: string }): string {
  return [s.name, s.town || s.district, s.state].filter(Boolean).join(', ');
}

/** One family of the card: who they are, their family deity and its shrine, its next festival days, their rites. */
function Family({ family }: { family: CardFamily }) {
  const { input, deity, shrine, reckonedAt } = family;
  const heading = family.side === 'b' ? `Born into the ${input.surname} family` : `Married into the ${input.surname} family`;
  const computed = family.days.filter((d) => d.days.length > 0).sort((a, b) => a.days[0]!.start.localeCompare(b.days[0]!.start));
  const feed = shrine ? `/calendar/shrine/${shrine.id}` : `/calendar/deity/${deity.id}`;
  return (
    <section aria-labelledby={`family-${family.side}`} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={`family-${family.side}`} className="text-xl font-bold break-words text-maroon-900">
        {heading}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {input.community ? (
          <>
            <dt className="font-semibold">Community</dt>
            <dd className="break-words">{input.community}</dd>
          </>
        ) : null}
        {input.gotra ? (
          <>
            <dt className="font-semibold">Gotra</dt>
            <dd className="break-words">{input.gotra}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Family deity</dt>
        <dd>
          <Link href={`/deity/${deity.id}`} className="font-semibold text-saffron-800 underline underline-offset-4">
            {deity.name}
          </Link>
        </dd>
        <dt className="font-semibold">Shrine</dt>
        <dd className="break-words">
          {shrine ? (
            <Link href={`/temple/${shrine.id}`} className="text-saffron-800 underline underline-offset-4">
              {place(shrine)}
            </Link>
          ) : (
            'Not given'
          )}
        </dd>
      </dl>
      {family.side === 'm' ? (
        <p className="mt-3 rounded-lg bg-saffron-50 px-4 py-3 text-sm">
          {`${marriedWomanCustom.text} Source: `}
          {marriedWomanCustom.sources.map((s) => (
            <a key={s.url} href={s.url} rel="noopener" className="text-saffron-800 underline underline-offset-4">
              {s.label}
            </a>
          ))}
          . Families keep their own custom: ask yours.
        </p>
      ) : null}
      <h3 className="mt-5 font-bold text-maroon-900">Next festival days</h3>
      {computed.length ? (
        <ul className="mt-2 space-y-1">
          {computed.map(({ festival, days: [next] }) => (
            <li key={festival.id} className="flex flex-wrap justify-between gap-x-3">
              <span>
                <span className="font-semibold">{festival.name}</span>
                {', '}
                <time dateTime={next!.start}>{dayRangeIn('en', next!.start, next!.end)}</time>
              </span>
              <a href={`${feed}/${festival.id}.ics`} download className="text-sm text-saffron-800 underline underline-offset-4">
                Add to calendar
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">No festival of this deity has days we can compute; the deity&apos;s page gives their months.</p>
      )}
      <p className="mt-2 text-xs text-muted">
        {reckonedAt
          ? `Computed from the Sun and the Moon for ${place(reckonedAt)}; confirm the day with your family and the shrine.`
          : 'Computed from the Sun and the Moon for Ujjain; confirm the day with your family and the shrine.'}
      </p>
      {family.rites.length ? (
        <>
          <h3 className="mt-5 font-bold text-maroon-900">Family rites at the shrine</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {family.rites.map((r) => (
              <li key={r.id}>
                <span className="font-semibold">{r.name}</span>
                {reckonedAt ? `, at ${place(reckonedAt)}` : ''}
                {r.description ? `: ${r.description}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The card: each family, the card's own link, and one calendar of both families' days. */
export function FamilyCardView({ families, link, feed, query }: { families: CardFamily[]; link: string; feed: string; query: string }) {
  return (
    <div className="mt-6 space-y-6">
      {families.map((f) => (
        <Family key={f.side} family={f} />
      ))}
      <section aria-labelledby="card-link" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="card-link" className="text-xl font-bold text-maroon-900">
          This card
        </h2>
        <p className="mt-2">Its link is the card: keep it, or send it to your family. Nothing about it is stored on our side.</p>
        <label htmlFor="card-link-url" className="mt-3 block text-sm font-semibold text-maroon-900">
          The card&apos;s link
        </label>
        <input
          id="card-link-url"
          readOnly
          value={link}
          className="border-saffron-300 mt-1 w-full min-w-0 rounded-lg border bg-saffron-50 px-3 py-2 text-sm"
        />
        <p className="mt-3">
          <a href={feed} className="font-semibold text-saffron-800 underline underline-offset-4">
            Subscribe to both families&apos; days in your calendar
          </a>
        </p>
        <KeepCard query={query} />
      </section>
    </div>
  );
}
