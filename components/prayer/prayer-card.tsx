import Link from 'next/link';
import type { PrayerCard as PrayerCardData } from '@/lib/data/prayers';
import { capitalize, languageNames, prayerPath } from '@/lib/urls/prayer';

/** Whom a prayer is for, as a card or a page says it: never "for" a deity it is only listed under. */
export function addressedLine(to: PrayerCardData['addressed_to'], deity: string): string {
  if (to === 'devi') return 'Sung to the Devi in all her forms';
  if (to === 'general') return `A prayer of every home's worship, listed under ${deity}`;
  return `For ${deity}`;
}

/** Title, deity, type, language, difficulty, duration, at most 3 tags and '+N more'. */
export function PrayerCard({ prayer, headingLevel = 3 }: { prayer: PrayerCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = prayer.tags.slice(0, 3);
  const more = prayer.tags.length - shown.length;
  return (
    <article className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">{prayer.prayer_type}</p>
      <Heading className="mt-1 text-lg font-semibold text-maroon-900">
        <Link href={prayerPath(prayer.type, prayer.title, prayer.id)} className="hover:underline">
          {prayer.title}
        </Link>
      </Heading>
      {prayer.deity ? <p className="text-sm text-muted">{addressedLine(prayer.addressed_to, prayer.deity.name)}</p> : null}
      <p className="mt-2 text-sm text-ink">
        {languageNames[prayer.language] ?? prayer.language} · {capitalize(prayer.difficulty_level)} · {prayer.duration_minutes} min
      </p>
      {shown.length ? (
        <ul className="mt-auto flex flex-wrap gap-1 pt-3" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs text-maroon-900">
              {tag}
            </li>
          ))}
          {more > 0 ? <li className="px-1 py-0.5 text-xs text-muted">+{more} more</li> : null}
        </ul>
      ) : null}
    </article>
  );
}

export function PrayerGrid({ prayers, headingLevel }: { prayers: PrayerCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {prayers.map((p) => (
        <li key={`${p.type}-${p.id}`}>
          <PrayerCard prayer={p} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
