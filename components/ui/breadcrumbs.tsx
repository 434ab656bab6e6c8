import Link from 'next/link';

export interface Crumb {
  name: string;
  path?: string;
  /** The name's language when it is not the page's (a prayer's English title on a page in Hindi). */
  lang?: string;
}

/** Home > Section > Page; the last item is the current page. `label` names the list in the page's language. */
export function Breadcrumbs({ items, separator = '>', label = 'Breadcrumb' }: { items: Crumb[]; separator?: string; label?: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
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
