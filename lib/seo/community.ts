import type { Graph } from 'schema-dts';
import { groupCommunity } from '../community/group';
import type { Community } from '../data/communities';
import { communityMessages, termIn } from '../i18n/messages/community';
import type { Language } from '../pages/kinds.mjs';
import { communityPath } from '../urls/community';
import { breadcrumbList, collectionPage, graph, itemList } from './json-ld';

/** The deities of a community, most surnames first, with how many surnames name each. */
export function communityDeities(c: Pick<Community, 'rows'>): { id: string; name: string; sanskrit_name: string; surnames: number }[] {
  const by = new Map<string, { id: string; name: string; sanskrit_name: string; slugs: Set<string> }>();
  for (const r of c.rows) {
    const d = by.get(r.deity.id) ?? { ...r.deity, slugs: new Set<string>() };
    d.slugs.add(r.slug);
    by.set(r.deity.id, d);
  }
  return [...by.values()]
    .map(({ slugs, ...d }) => ({ ...d, surnames: slugs.size }))
    .sort((a, b) => b.surnames - a.surnames || a.name.localeCompare(b.name));
}

type Shown = Pick<Community, 'name' | 'division' | 'surname_term' | 'rows'>;

/** The community page's heading and title in `lang` ("Oswal Kuldevi and Kuldevta by Gotra"); `c` as the page shows it (communityIn). */
export function communityTitleIn(lang: Language, c: Pick<Community, 'name' | 'division' | 'surname_term'>): string {
  return communityMessages[lang].title(c.name, termIn(lang, c.division || c.surname_term));
}

/** The page's meta description, from the lists the page shows, in `lang` (English unless said). */
export function communityDescription(c: Shown, lang: Language = 'en'): string {
  const g = groupCommunity(c.rows, c.division);
  const deities = communityDeities(c)
    .slice(0, 3)
    .map((d) => d.name);
  return communityMessages[lang].seo.description(
    c.name,
    termIn(lang, c.division || c.surname_term),
    g.surnames,
    termIn(lang, c.surname_term),
    g.deities,
    deities,
  );
}

/** The community page's structured data: its breadcrumb, and the page as a list of its deities (names as the page shows them). */
export function communityJsonLd(c: Shown & Pick<Community, 'slug' | 'updated_at'>, lang: Language = 'en'): Graph {
  const t = communityMessages[lang];
  const path = communityPath(c.slug);
  return graph(
    breadcrumbList([
      { name: t.home, path: '/' },
      { name: t.communities, path: '/community' },
      { name: c.name, path },
    ]),
    collectionPage(
      { name: communityTitleIn(lang, c), description: communityDescription(c, lang), path, dateModified: c.updated_at },
      itemList(
        t.seo.deitiesOf(c.name),
        communityDeities(c).map((d) => ({ name: d.name, path: `/deity/${d.id}`, alternateName: d.sanskrit_name || undefined })),
      ),
    ),
  );
}
