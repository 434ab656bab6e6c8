import type { Graph } from 'schema-dts';
import { communityTitle, groupCommunity, plural } from '../community/group';
import type { Community } from '../data/communities';
import { communityPath } from '../urls/community';
import { breadcrumbList, collectionPage, graph, itemList } from './json-ld';

/** The deities of a community, most surnames first, with how many surnames name each. */
export function communityDeities(c: Community): { id: string; name: string; sanskrit_name: string; surnames: number }[] {
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

/** The page's meta description, from the lists the page shows. */
export function communityDescription(c: Community): string {
  const g = groupCommunity(c.rows, c.division);
  const deities = communityDeities(c)
    .slice(0, 3)
    .map((d) => d.name);
  const by = c.division || c.surname_term;
  return `The family deity (kuldevi or kuldevta) of each ${c.name} ${by}: ${g.surnames} ${plural(c.surname_term, g.surnames)} and ${g.deities} ${g.deities === 1 ? 'deity' : 'deities'}${deities.length ? ` such as ${deities.join(', ')}` : ''}, each with its source.`;
}

/** The community page's structured data: its breadcrumb, and the page as a list of its deities. */
export function communityJsonLd(c: Community): Graph {
  const path = communityPath(c.slug);
  const name = communityTitle(c);
  return graph(
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Communities', path: '/community' },
      { name: c.name, path },
    ]),
    collectionPage(
      { name, description: communityDescription(c), path, dateModified: c.updated_at },
      itemList(
        `Family deities of the ${c.name} community`,
        communityDeities(c).map((d) => ({ name: d.name, path: `/deity/${d.id}`, alternateName: d.sanskrit_name || undefined })),
      ),
    ),
  );
}
