import type { Deity } from '../data/deities';
import type { Names } from '../i18n/content';
import { deityMessages } from '../i18n/messages/deity';
import type { Language } from '../pages/kinds.mjs';
import type { FaqItem } from './json-ld';

const english: Pick<Names, 'of'> = { of: () => null };

/** A place's name in the page's script where the names file gives one, else as the data writes it. */
function placeName(names: Pick<Names, 'of'>, latin: string): string {
  return names.of('place', latin) ?? latin;
}

/**
 * A shrine's place in a language: "Bilara, Jodhpur district, Rajasthan, India" (the country
 * left out when `country` is false and it is India), each name in the page's script where the
 * names file gives it.
 */
export function placeLineIn(
  lang: Language,
  names: Pick<Names, 'of'>,
  t: { town: string; district: string; state: string; country: string },
  { country = true } = {},
): string {
  const district = deityMessages[lang].faq.district;
  return [
    t.town && placeName(names, t.town),
    t.district && t.district !== t.town ? district(placeName(names, t.district)) : '',
    t.state && placeName(names, t.state),
    country || t.country !== 'India' ? t.country && (t.country === 'India' ? deityMessages[lang].faq.india : placeName(names, t.country)) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A shrine's name in the page's script where the names file gives one (null where it gives none); in English, its name. */
export function shrineNameIn(lang: Language, names: Pick<Names, 'of'>, t: { name: string }): string | null {
  return lang === 'en' ? t.name : names.of('place', t.name);
}

/**
 * The questions families ask about a deity, answered from the deity's own data. The page shows
 * them and its FAQPage structured data repeats them word for word; a question without data
 * is left out. In another language than English, `deity` is the deity in it (deityIn), `names`
 * gives places their names in its script, and `otherNames` are the deity's other names.
 */
export function deityFaq(deity: Deity, lang: Language = 'en', names: Pick<Names, 'of'> = english, otherNames?: string[]): FaqItem[] {
  const t = deityMessages[lang].faq;
  const faq: FaqItem[] = [];
  const principal = deity.shrines.filter((tp) => tp.is_principal);
  const shrines = principal.length ? principal : deity.shrines.slice(0, 1);
  if (shrines.length) {
    faq.push({
      question: t.mainShrine(deity.name),
      // In another language a shrine whose name is not written in its script is told by its place alone.
      answer: `${t.list(shrines.map((tp) => [shrineNameIn(lang, names, tp), placeLineIn(lang, names, tp)].filter(Boolean).join(', ')))}${t.end}`,
    });
  }
  if (deity.associated_families.length) {
    faq.push({ question: t.families(deity.name), answer: t.familiesAnswer(t.list(deity.associated_families)) });
  }
  if (deity.festivals.length) {
    faq.push({
      question: t.festivals(deity.name),
      answer: `${t.list(deity.festivals.map((f) => (f.timing ? `${f.name} (${f.timing})` : f.name)))}${t.end}`,
    });
  }
  const all = otherNames ?? [deity.sanskrit_name, ...deity.alternative_names];
  const others = all.filter((n, i) => n && (lang === 'en' || n !== deity.name) && all.indexOf(n) === i);
  if (others.length) {
    faq.push({ question: t.otherNames(deity.name), answer: `${t.list(others)}${t.end}` });
  }
  return faq;
}
