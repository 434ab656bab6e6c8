import Link from 'next/link';
import { defineMessages } from '@/lib/i18n/define';
import { pageLanguage } from '@/lib/i18n/page-language';

export interface Crumb {
  name: string;
  path?: string;
  /** The name's language when it is not the page's (a prayer's English title on a page in Hindi). */
  lang?: string;
}

/** The trail's accessible name, in the page's language. */
const breadcrumbLabel = defineMessages('Breadcrumb', { hi: 'आप यहाँ हैं', mr: 'आपण येथे आहात', gu: 'તમે અહીં છો' });

/** Home > Section > Page; the last item is the current page. `path`s are the addresses to link, in the page's language. */
export function Breadcrumbs({ items, separator = '>', label }: { items: Crumb[]; separator?: string; label?: string }) {
  return (
    <nav aria-label={label ?? breadcrumbLabel[pageLanguage()]} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">{separator}</span> : null}
            {item.path && i < items.length - 1 ? (
              <Link href={item.path} lang={item.lang} className="text-saffron-700 underline-offset-4 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang} className="text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
