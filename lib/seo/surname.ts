import type { Graph } from 'schema-dts';
import { sourceLabels, type SurnameDetail } from '../data/surnames';
import { breadcrumbList, graph } from './json-ld';
import { absoluteUrl } from './metadata';

/** The surname page's structured data: its breadcrumb, and its deities by community as a list. */
export function surnameJsonLd(detail: SurnameDetail): Graph {
  const path = `/surname/${detail.slug}`;
  // One item per community and deity, as the page shows them: the best-sourced row, with every gotra.
  const byDeity = new Map<string, SurnameDetail['associations'][number] & { gotras: string[] }>();
  for (const a of detail.associations) {
    const key = `${a.community}|${a.deity.id}`;
    const item = byDeity.get(key) ?? { ...a, gotras: [] };
    if (a.confidence_level > item.confidence_level) Object.assign(item, { source: a.source, confidence_level: a.confidence_level });
    if (a.gotra && !item.gotras.includes(a.gotra)) item.gotras.push(a.gotra);
    byDeity.set(key, item);
  }
  const items = [...byDeity.values()];
  return graph(
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Surname Search', path: '/surname-search' },
      { name: detail.surname, path },
    ]),
    {
      '@type': 'ItemList',
      name: `${detail.surname} Family Kuldevta`,
      numberOfItems: items.length,
      itemListElement: items.map((a, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Thing',
          name: a.deity.name,
          alternateName: a.deity.sanskrit_name || undefined,
          url: absoluteUrl(`/deity/${a.deity.id}`),
          description: `Family deity of ${detail.surname}${a.community ? ` (${a.community}${a.gotras.length ? `, ${a.gotras.length === 1 ? 'gotra' : 'gotras'} ${a.gotras.join(', ')}` : ''})` : ''}. Source: ${sourceLabels[a.source]}, confidence ${a.confidence_level}/100.`,
        },
      })),
    },
  );
}
