import type { Graph } from 'schema-dts';
import type { DeityCard } from '../data/deities';
import type { PrayerCard, PrayerCategory, PrayersOverview } from '../data/prayers';
import { layoutMessages } from '../i18n/messages/layout';
import { prayerMessages } from '../i18n/messages/prayer';
import { pageLanguage } from '../i18n/page-language';
import { prayerPath, type PrayerKind } from '../urls/prayer';
import { breadcrumbList, collectionPage, graph, itemList, type ListEntry, type PageInput } from './json-ld';

// Structured data of the list pages: the page as a CollectionPage whose main entity is the
// list it shows (in the order shown), and its breadcrumb, in the page's language (the paths are
// the English ones: json-ld.ts gives each its address in the page's language).

const prayerEntry = (p: PrayerCard): ListEntry => ({ name: p.title, path: prayerPath(p.type, p.title, p.id) });

/** The breadcrumb's first steps in the page's language. */
function trail() {
  const nav = layoutMessages[pageLanguage()].nav;
  return { home: { name: nav.home, path: '/' }, explore: { name: nav.explore, path: '/search' }, prayers: { name: nav.prayers, path: '/prayers' } };
}

/** `deities` with their names as the page shows them; `listName` the list's name in the page's language. */
export function exploreJsonLd(page: PageInput, deities: Pick<DeityCard, 'id' | 'name'>[], listName = 'Family deities'): Graph {
  const { home, explore } = trail();
  return graph(
    collectionPage(
      page,
      itemList(
        listName,
        deities.map((d) => ({ name: d.name, path: `/deity/${d.id}` })),
      ),
    ),
    breadcrumbList([
      home,
      explore,
      // A search is a page of its own (its canonical keeps the query).
      ...(page.path !== '/search' ? [{ name: page.name, path: page.path }] : []),
    ]),
  );
}

export function prayersOverviewJsonLd(page: PageInput, overview: PrayersOverview): Graph {
  const { home, prayers } = trail();
  return graph(
    collectionPage(page, itemList(prayerMessages[pageLanguage()].lists.listName, [...overview.aartis, ...overview.mantras].map(prayerEntry))),
    breadcrumbList([home, prayers]),
  );
}

export function prayerListJsonLd(kind: PrayerKind, page: PageInput, prayers: PrayerCard[]): Graph {
  const t = prayerMessages[pageLanguage()].lists;
  const name = kind === 'aarti' ? t.aartis : t.mantras;
  const { home, prayers: section } = trail();
  return graph(collectionPage(page, itemList(name, prayers.map(prayerEntry))), breadcrumbList([home, section, { name, path: page.path }]));
}

/** `category` with its name and description as the page shows them. */
export function categoryJsonLd(category: PrayerCategory): Graph {
  const path = `/prayers/category/${category.id}`;
  // A prayer in two collections of the category is listed once, where it first appears.
  const seen = new Set<string>();
  const entries = category.collections.flatMap((c) => c.prayers.map(prayerEntry)).filter((e) => !seen.has(e.path) && seen.add(e.path));
  const { home, prayers } = trail();
  return graph(
    collectionPage(
      { name: category.name, description: category.description, path, dateModified: category.updated_at },
      itemList(category.name, entries),
    ),
    breadcrumbList([home, prayers, { name: category.name, path }]),
  );
}
