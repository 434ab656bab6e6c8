import { compareIn } from '@/lib/i18n/format';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import type { Language } from '@/lib/pages/kinds.mjs';
import type { PrayerFilterTexts } from './prayer-filters';

/** The languages a prayer may be in, in the order the English page lists them. */
const languageOrder = [
  'sanskrit',
  'hindi',
  'gujarati',
  'marathi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'punjabi',
  'english',
  'other',
];
const difficultyOrder = ['beginner', 'intermediate', 'advanced', 'expert'];

/** The prayer filters' texts on a page in `lang`: its words, and the languages in its own alphabetical order ("Other" last). */
export function prayerFilterTexts(lang: Language): PrayerFilterTexts {
  const t = prayerMessages[lang];
  const compare = compareIn(lang);
  const named = languageOrder.map((id): [string, string] => [id, t.languages[id] ?? id]);
  const languages =
    lang === 'en'
      ? named
      : [...named.filter(([id]) => id !== 'other').sort((a, b) => compare(a[1], b[1])), ...named.filter(([id]) => id === 'other')];
  return {
    ...t.filters,
    languages,
    difficulties: difficultyOrder.map((id): [string, string] => [
      id,
      lang === 'en' ? id.charAt(0).toUpperCase() + id.slice(1) : (t.difficulties[id] ?? id),
    ]),
  };
}
