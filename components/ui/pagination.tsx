import Link from 'next/link';

interface Props {
  page: number;
  totalPages: number;
  /** Builds the link for a page number. */
  href: (page: number) => string;
  label?: string;
  /** The words of the links in the page's language (English unless said). */
  words?: { previous: string; next: string; page: string };
}

const englishWords = { previous: 'Previous', next: 'Next', page: 'Page' };

/** Numbered pages (with gaps), previous and next, as plain links: every page is a URL. */
export function Pagination({ page, totalPages, href, label = 'Pagination', words = englishWords }: Props) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const base = 'grid min-w-10 place-items-center rounded-md px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} className={`${base} bg-white text-maroon-900 hover:bg-saffron-100`} rel="prev">
              {words.previous}
            </Link>
          ) : (
            <span className={`${base} text-muted`} aria-disabled="true">
              {words.previous}
            </span>
          )}
        </li>
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`${words.page} ${p}`}
                className={`${base} ${p === page ? 'bg-saffron-700 text-white' : 'bg-white text-maroon-900 hover:bg-saffron-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={href(page + 1)} className={`${base} bg-white text-maroon-900 hover:bg-saffron-100`} rel="next">
              {words.next}
            </Link>
          ) : (
            <span className={`${base} text-muted`} aria-disabled="true">
              {words.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two either side of the current page. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const out: (number | null)[] = [];
  const shown = (p: number) => p === 1 || p === totalPages || Math.abs(p - page) <= 2;
  for (let p = 1; p <= totalPages; p++) {
    // A gap that would hide a single page shows that page instead.
    if (shown(p) || (shown(p - 1) && shown(p + 1))) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
