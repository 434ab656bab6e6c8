import 'server-only';
import { leadItems, type FoundNames } from '@/lib/community/lead';
import { communityPath, divisionPath } from '@/lib/urls/community';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';
import { namesIn } from './content';
import { writtenLinks } from './links';
import { exploreMessages } from './messages/explore';

/** A link of the lead: `english` when it leads to an English page from a page in another language (marked so). */
export interface LeadLinkIn {
  text: string;
  href: string;
  english?: boolean;
}

/** One thing the typed text names, as lib/community/lead.ts says it, in a page's language. */
export interface LeadItemIn {
  kind: 'surname' | 'community' | 'gotra';
  key: string;
  /** The name as the page shows it. */
  name: string;
  says: string;
  main: LeadLinkIn | null;
  /** `latin`: a community's name the names file does not write in the page's script (shown as the data gives it, marked English). */
  list: { label: string; items: { name: string; href: string | null; english?: boolean; latin?: boolean }[] } | null;
}

/**
 * What the search boxes lead with (lib/community/lead.ts leadItems), in `lang`: the same items
 * in the same order, its sentences in the language, names in its script where written (surnames
 * always; communities and gotras where the names file gives them), links to the pages in the
 * language where they are written in it (surname pages always), else to the English pages.
 */
export async function leadItemsIn(
  lang: Language,
  found: FoundNames,
  options: { exactOnly?: boolean; surnames?: boolean } = {},
): Promise<LeadItemIn[]> {
  if (lang === 'en') return leadItems(found, options);
  const { exactOnly = true, surnames = true } = options;
  const t = exploreMessages[lang].lead;
  const [names, community] = await Promise.all([namesIn(lang), writtenLinks(lang, 'community')]);
  const communityName = (name: string) => names.of('community', name) ?? name;
  const listed = (name: string) => {
    const own = names.of('community', name);
    return { name: own ?? name, latin: own === null };
  };
  const items: LeadItemIn[] = [];
  if (surnames) {
    for (const s of found.surnames) {
      if (exactOnly && s.match_kind === 'prefix') continue;
      const name = names.show('surname', s.surname);
      items.push({
        kind: 'surname',
        key: `surname:${s.slug}`,
        name,
        says: t.surnameSays(name),
        main: { text: t.surnameMain(name), href: inLanguage(lang, `/surname/${s.slug}`) },
        list: s.communities.length
          ? {
              label: t.carriedBy(s.communities.length),
              items: s.communities.map((c) => ({
                name: communityName(c.name),
                ...(c.slug ? community(c.slug, communityPath(c.slug)) : { href: null }),
              })),
            }
          : null,
      });
    }
  }
  for (const c of found.communities) {
    if (exactOnly && c.match_kind === 'prefix') continue;
    const name = communityName(c.name);
    items.push({
      kind: 'community',
      key: `community:${c.slug}`,
      name,
      says: t.communitySays(name),
      main: { text: t.communityMain(name, c.division || c.surname_term), ...community(c.slug, communityPath(c.slug)) },
      list: null,
    });
  }
  for (const g of found.gotras) {
    const gotra = names.of('gotra', g.gotra) ?? g.gotra;
    const only = g.communities.length === 1 ? g.communities[0]! : null;
    items.push({
      kind: 'gotra',
      key: `gotra:${g.gotra}`,
      name: gotra,
      says: t.gotraSays(gotra),
      main: only
        ? {
            text: t.gotraMain(communityName(only.name), gotra, only.division),
            ...community(only.slug, divisionPath(only.slug, only.division, only.group)),
          }
        : null,
      list: {
        label: only ? t.gotraOne : t.gotraMany,
        items: g.communities.map((c) => ({ ...listed(c.name), ...community(c.slug, divisionPath(c.slug, c.division, c.group)) })),
      },
    });
  }
  return items;
}
