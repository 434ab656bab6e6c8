import Link from 'next/link';
import type { PrayerCard as PrayerCardData } from '@/lib/data/prayers';
import { namesIn, type Names } from '@/lib/i18n/content';
import { prayerLink } from '@/lib/i18n/links';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { Language } from '@/lib/pages/kinds.mjs';
import { capitalize } from '@/lib/urls/prayer';

/** Whom a prayer is for, as a card or a page says it: never "for" a deity it is only listed under. */
export function addressedLine(to: PrayerCardData['addressed_to'], deity: string, lang: Language = 'en'): string {
  const t = prayerMessages[lang].card;
  if (to === 'devi') return t.devi;
  if (to === 'general') return t.general(deity);
  return t.for(deity);
}

/** A prayer's language, difficulty and length, as its card and page say them. */
export function prayerFacts(lang: Language, p: { language: string; difficulty_level: string; duration_minutes: number }) {
  const t = prayerMessages[lang];
  return {
    language: t.languages[p.language] ?? p.language,
    difficulty: lang === 'en' ? capitalize(p.difficulty_level) : (t.difficulties[p.difficulty_level] ?? p.difficulty_level),
    minutes: t.minutes(p.duration_minutes),
  };
}

/**
 * Title, deity, type, language, difficulty, duration, at most 3 tags and '+N more'. On a page in
 * another language than English the prayer's title and tags (written in English) are marked so,
 * and a prayer whose page is not in that language links to its English page, marked.
 */
export function PrayerCard({ prayer, names, headingLevel = 3 }: { prayer: PrayerCardData; names: Names; headingLevel?: 2 | 3 }) {
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  const english = lang === 'en' ? undefined : 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = prayer.tags.slice(0, 3);
  const more = prayer.tags.length - shown.length;
  const link = prayerLink(lang, prayer);
  const facts = prayerFacts(lang, prayer);
  return (
    <article className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">{t.kind(prayer.prayer_type)}</p>
      <Heading className="mt-1 text-lg font-semibold text-maroon-900">
        <Link href={link.href} hrefLang={link.english ? 'en' : undefined} className="hover:underline">
          {english ? <span lang={english}>{prayer.title}</span> : prayer.title}
          {link.english ? <span className="text-base font-normal text-muted">{layoutMessages[lang].inEnglish}</span> : null}
        </Link>
      </Heading>
      {prayer.deity ? (
        <p className="text-sm text-muted">{addressedLine(prayer.addressed_to, names.of('deity', prayer.deity.id) ?? prayer.deity.name, lang)}</p>
      ) : null}
      <p className="mt-2 text-sm text-ink">
        {facts.language} · {facts.difficulty} · {facts.minutes}
      </p>
      {shown.length ? (
        <ul className="mt-auto flex flex-wrap gap-1 pt-3" aria-label={t.card.tags}>
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs text-maroon-900" lang={english}>
              {tag}
            </li>
          ))}
          {more > 0 ? <li className="px-1 py-0.5 text-xs text-muted">{t.card.more(more)}</li> : null}
        </ul>
      ) : null}
    </article>
  );
}

export async function PrayerGrid({ prayers, headingLevel }: { prayers: PrayerCardData[]; headingLevel?: 2 | 3 }) {
  const names = await namesIn(pageLanguage());
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {prayers.map((p) => (
        <li key={`${p.type}-${p.id}`}>
          <PrayerCard prayer={p} names={names} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
