import type { Graph } from 'schema-dts';
import type { DeityCard } from '../data/deities';
import type { PrayerCard, PrayerCategory, PrayersOverview } from '../data/prayers';
import { prayerPath, type PrayerKind } from '../urls/prayer';
import { breadcrumbList, collectionPage, graph, itemList, type ListEntry, type PageInput } from './json-ld';

// Structured data of the list pages: the page as a CollectionPage whose main entity is the
// list it shows (in the order shown), and its breadcrumb.

const prayerEntry = (p: PrayerCard): ListEntry => ({ name: p.title, path: prayerPath(p.type, p.title, p.id) });

export function exploreJsonLd(page: PageInput, deities: DeityCard[]): Graph {
  return graph(
    collectionPage(
      page,
      itemList(
        'Family deities',
        deities.map((d) => ({ name: d.name, path: `/deity/${d.id}` })),
      ),
    ),
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Explore', path: '/search' },
      // A search is a page of its own (its canonical keeps the query).
      ...(page.path !== '/search' ? [{ name: page.name, path: page.path }] : []),
    ]),
  );
}

export function prayersOverviewJsonLd(page: PageInput, overview: PrayersOverview): Graph {
  return graph(
    collectionPage(page, itemList('Aartis and mantras', [...overview.aartis, ...overview.mantras].map(prayerEntry))),
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Prayers', path: '/prayers' },
    ]),
  );
}

export function prayerListJsonLd(kind: PrayerKind, page: PageInput, prayers: PrayerCard[]): Graph {
  const name = kind === 'aarti' ? 'Aartis' : 'Mantras';
  return graph(
    collectionPage(page, itemList(name, prayers.map(prayerEntry))),
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Prayers', path: '/prayers' },
      { name, path: page.path },
    ]),
  );
}

export function categoryJsonLd(category: PrayerCategory): Graph {
  const path = `/prayers/category/${category.id}`;
  // A prayer in two collections of the category is listed once, where it first appears.
  const seen = new Set<string>();
  const entries = category.collections.flatMap((c) => c.prayers.map(prayerEntry)).filter((e) => !seen.has(e.path) && seen.add(e.path));
  return graph(
    collectionPage(
      { name: category.name, description: category.description, path, dateModified: category.updated_at },
      itemList(category.name, entries),
    ),
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Prayers', path: '/prayers' },
      { name: category.name, path },
    ]),
  );
}
