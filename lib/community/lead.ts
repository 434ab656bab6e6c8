import { communityMessages, termIn, type Term } from '../i18n/messages/community';
import type { Language } from '../pages/kinds.mjs';
import { communityPath, divisionPath } from '../urls/community';

/** What find_family_names answered (lib/data/communities.ts FamilyNames), as the lead needs it. */
export interface FoundNames {
  surnames: {
    surname: string;
    slug: string;
    matched: string;
    match_kind: 'exact' | 'alias' | 'prefix';
    communities: { name: string; slug: string | null }[];
  }[];
  communities: { slug: string; name: string; native_name: string; division: string; surname_term: string; match_kind: 'exact' | 'prefix' }[];
  gotras: { gotra: string; communities: { slug: string; name: string; division: string; group: string }[] }[];
}

export interface LeadLink {
  text: string;
  href: string;
}

/** One thing the typed text names: a sentence, its main link, and the links it lists. */
export interface LeadItem {
  kind: 'surname' | 'community' | 'gotra';
  key: string;
  name: string;
  /** "Jadhav is a family name": what the name is. */
  says: string;
  /** Where it leads; none for a gotra of several communities (its list is the links). */
  main: LeadLink | null;
  /** The communities carrying a surname, or having a gotra: each to its page when it has one. */
  list: { label: string; items: { name: string; href: string | null }[] } | null;
}

/**
 * The words of the lead in a language: its sentences, its terms, and names in the language's
 * script (`name`: the Latin name where none is written). English unless given.
 */
export interface LeadWords {
  lang: Language;
  name: (kind: 'surname' | 'community' | 'gotra', latin: string) => string;
}

const englishWords: LeadWords = { lang: 'en', name: (_kind, latin) => latin };

/**
 * What the search boxes lead with, best first: the surnames (exactly or as a recorded
 * spelling), then the communities, then the gotras the text names. `exactOnly` drops what only
 * starts with the text (the suggestions keep it). The links are the pages' English addresses.
 */
export function leadItems(found: FoundNames, { exactOnly = true, surnames = true } = {}, words: LeadWords = englishWords): LeadItem[] {
  const t = communityMessages[words.lang].lead;
  const term = (word: string): Term => termIn(words.lang, word);
  const items: LeadItem[] = [];
  if (surnames) {
    for (const s of found.surnames) {
      if (exactOnly && s.match_kind === 'prefix') continue;
      const surname = words.name('surname', s.surname);
      items.push({
        kind: 'surname',
        key: `surname:${s.slug}`,
        name: surname,
        says: t.surnameSays(surname),
        main: { text: t.surnameMain(surname), href: `/surname/${s.slug}` },
        list: s.communities.length
          ? {
              label: t.carriedBy(s.communities.length),
              items: s.communities.map((c) => ({ name: words.name('community', c.name), href: c.slug ? communityPath(c.slug) : null })),
            }
          : null,
      });
    }
  }
  for (const c of found.communities) {
    if (exactOnly && c.match_kind === 'prefix') continue;
    const name = words.name('community', c.name);
    items.push({
      kind: 'community',
      key: `community:${c.slug}`,
      name,
      says: t.communitySays(name),
      main: { text: t.communityMain(name, term(c.division || c.surname_term)), href: communityPath(c.slug) },
      list: null,
    });
  }
  for (const g of found.gotras) {
    const gotra = words.name('gotra', g.gotra);
    const one = g.communities.length === 1 ? g.communities[0]! : null;
    items.push({
      kind: 'gotra',
      key: `gotra:${g.gotra}`,
      name: gotra,
      says: t.gotraSays(gotra),
      main: one
        ? {
            text: t.gotraMain(words.name('community', one.name), gotra, term(one.division || 'gotra')),
            href: divisionPath(one.slug, one.division, one.group),
          }
        : null,
      list: {
        label: one ? t.gotraOne : t.gotraMany,
        items: g.communities.map((c) => ({ name: words.name('community', c.name), href: divisionPath(c.slug, c.division, c.group) })),
      },
    });
  }
  return items;
}
