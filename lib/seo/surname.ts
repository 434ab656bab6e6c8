import type { Graph } from 'schema-dts';
import type { SurnameDetail } from '../data/surnames';
import type { SurnameKit } from '../ui/surname-language';
import { breadcrumbList, graph } from './json-ld';
import { absoluteUrl } from './metadata';

/**
 * The surname page's structured data: its breadcrumb, and its deities by community as a list,
 * in the page's language (names in its script, the site's sentences in it; a deity's address
 * in the language where her page is written in it).
 */
export function surnameJsonLd(
  detail: SurnameDetail,
  kit: Pick<SurnameKit, 't' | 'lang' | 'surname' | 'community' | 'gotra' | 'deity' | 'page'>,
): Graph {
  const { t } = kit;
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
  const s = kit.surname(detail.surname);
  return graph(
    breadcrumbList([
      { name: t.home, path: '/' },
      { name: t.surnameSearch, path: '/surname-search' },
      { name: s, path },
    ]),
    {
      '@type': 'ItemList',
      name: t.title(s),
      numberOfItems: items.length,
      itemListElement: items.map((a, i) => {
        const name = kit.deity(a.deity.id, a.deity.name);
        return {
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Thing',
            name,
            alternateName: (kit.lang === 'en' ? a.deity.sanskrit_name : name !== a.deity.name ? a.deity.name : '') || undefined,
            url: absoluteUrl(kit.page('deity', a.deity.id, `/deity/${a.deity.id}`).href),
            description: t.itemDescription(
              s,
              a.community ? kit.community(a.community) : '',
              a.gotras.map(kit.gotra),
              t.sourceLabels[a.source],
              a.confidence_level,
            ),
          },
        };
      }),
    },
  );
}
