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
 * What the search boxes lead with, best first: the surnames (exactly or as a recorded
 * spelling), then the communities, then the gotras the text names. `exactOnly` drops what only
 * starts with the text (the suggestions keep it).
 */
export function leadItems(found: FoundNames, { exactOnly = true, surnames = true } = {}): LeadItem[] {
  const items: LeadItem[] = [];
  if (surnames) {
    for (const s of found.surnames) {
      if (exactOnly && s.match_kind === 'prefix') continue;
      items.push({
        kind: 'surname',
        key: `surname:${s.slug}`,
        name: s.surname,
        says: `${s.surname} is a family name`,
        main: { text: `See the ${s.surname} family's kuldevta`, href: `/surname/${s.slug}` },
        list: s.communities.length
          ? {
              label: `Carried by families of ${s.communities.length === 1 ? 'this community' : 'these communities'} in our records`,
              items: s.communities.map((c) => ({ name: c.name, href: c.slug ? communityPath(c.slug) : null })),
            }
          : null,
      });
    }
  }
  for (const c of found.communities) {
    if (exactOnly && c.match_kind === 'prefix') continue;
    items.push({
      kind: 'community',
      key: `community:${c.slug}`,
      name: c.name,
      says: `${c.name} is a community`,
      main: { text: `See the ${c.name} kuldevis by ${c.division || c.surname_term}`, href: communityPath(c.slug) },
      list: null,
    });
  }
  for (const g of found.gotras) {
    items.push({
      kind: 'gotra',
      key: `gotra:${g.gotra}`,
      name: g.gotra,
      says: `${g.gotra} is a gotra`,
      main:
        g.communities.length === 1
          ? {
              text: `See the ${g.communities[0]!.name} kuldevis of the ${g.gotra} ${g.communities[0]!.division || 'gotra'}`,
              href: divisionPath(g.communities[0]!.slug, g.communities[0]!.division, g.communities[0]!.group),
            }
          : null,
      list: {
        label:
          g.communities.length === 1
            ? 'The community with this gotra in our records'
            : 'The deity follows the community as well as the gotra: choose your community',
        items: g.communities.map((c) => ({ name: c.name, href: divisionPath(c.slug, c.division, c.group) })),
      },
    });
  }
  return items;
}
