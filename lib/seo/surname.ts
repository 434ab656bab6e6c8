import type { Graph } from 'schema-dts';
import { sourceLabels, type SurnameDetail } from '../data/surnames';
import { breadcrumbList, graph } from './json-ld';
import { absoluteUrl } from './metadata';

/** The surname page's structured data: its breadcrumb, and the associations as a list. */
export function surnameJsonLd(detail: SurnameDetail): Graph {
  const path = `/surname/${detail.slug}`;
  return graph(
    breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Surname Search', path: '/surname-search' },
      { name: detail.surname, path },
    ]),
    {
      '@type': 'ItemList',
      name: `${detail.surname} Family Kuldevta`,
      numberOfItems: detail.associations.length,
      itemListElement: detail.associations.map((a, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Thing',
          name: a.deity.name,
          alternateName: a.deity.sanskrit_name || undefined,
          url: absoluteUrl(`/deity/${a.deity.id}`),
          description: `Family deity of ${detail.surname}${a.community ? ` (${a.community}${a.gotra ? `, gotra ${a.gotra}` : ''})` : ''}. Source: ${sourceLabels[a.source]}, confidence ${a.confidence_level}/100.`,
        },
      })),
    },
  );
}
