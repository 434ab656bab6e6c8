import Link from 'next/link';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { LinkPending } from '@/components/ui/link-pending';
import type { SurnameResult, SurnameSearch } from '@/lib/data/surnames';
import { surnamePath, surnameSearchHref, type SurnameSearchParams } from '@/lib/validation/surname';

function resultsLine(total: number, term: string, country: string, state: string): string {
  const place = [state, country].filter(Boolean).join(', ');
  return `Found ${total} ${total === 1 ? 'result' : 'results'} for "${term}"${place ? ` in ${place}` : ''}`;
}

function matchNote(r: SurnameResult, term: string): string | null {
  if (r.match_kind === 'exact') return null;
  if (r.match_kind === 'alias') return `Matched the spelling “${r.matched_spelling}”`;
  return `Similar to “${term}”`;
}

function ResultCard({ r, term }: { r: SurnameResult; term: string }) {
  const note = matchNote(r, term);
  return (
    <article className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-maroon-900">
        <Link href={surnamePath(r.surname, r.country, r.state_province)} className="hover:underline">
          {r.surname}
          <LinkPending text="Loading surname information..." />
        </Link>
      </h3>
      <p className="text-sm text-muted">
        {[r.town_village !== 'various' ? r.town_village : '', r.state_province, r.country].filter(Boolean).join(', ')}
      </p>
      {r.gotra ? <p className="text-sm text-ink">Gotra: {r.gotra}</p> : null}
      {note ? <p className="mt-1 text-sm text-saffron-800">{note}</p> : null}
      <p className="mt-3 text-sm font-semibold text-ink">
        {r.deity_count} deity {r.deity_count === 1 ? 'association' : 'associations'}
      </p>
      <p className="text-ink">{r.primary_deities.join(', ')}</p>
    </article>
  );
}

/** Results grouped by community, the community filter, the empty state. */
export function SurnameResults({ params, term, search }: { params: SurnameSearchParams; term: string; search: SurnameSearch }) {
  const { country, state, community } = params;
  const groups = new Map<string, SurnameResult[]>();
  for (const r of search.results) {
    const key = r.community || 'Community not stated';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-ink" role="status">
          {resultsLine(search.total, term, country, state)}
        </p>
        <Link href="/surname-search" className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
          Clear Search
        </Link>
      </div>
      {search.communities.length > 1 ? (
        <nav aria-label="Filter by community" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={surnameSearchHref({ ...params, community: '' })}
                aria-current={!community ? 'page' : undefined}
                className={`block rounded-full px-3 py-1 text-sm font-semibold ${!community ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
              >
                All communities
              </Link>
            </li>
            {search.communities.map((c) => (
              <li key={c}>
                <Link
                  href={surnameSearchHref({ ...params, community: c })}
                  aria-current={community === c ? 'page' : undefined}
                  className={`block rounded-full px-3 py-1 text-sm font-semibold ${community === c ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
                >
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {search.total ? (
        [...groups].map(([name, rows]) => (
          <section key={name} aria-labelledby={`community-${name}`} className="mt-8">
            <h2 id={`community-${name}`} className="text-xl font-bold text-maroon-900">
              {name}
            </h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((r) => (
                <li key={`${r.surname}|${r.gotra}|${r.country}|${r.state_province}|${r.town_village}`}>
                  <ResultCard r={r} term={term} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm">
          <h2 className="text-2xl font-bold text-maroon-900">No results for &ldquo;{term}&rdquo;</h2>
          <p className="mx-auto mt-2 max-w-xl text-ink">
            We have no record of this surname yet. If you know your family&apos;s Kuldevta, please share it: it will be
            reviewed before it is shown.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SubmissionDialog trigger="Submit Information for Your Name" searchTerm={term} />
            <Link href="/search" className="rounded-lg border border-saffron-700 px-5 py-3 font-semibold text-saffron-700 hover:bg-saffron-100">
              Explore All Deities
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">Tip: Try different spellings or remove location filters</p>
        </div>
      )}
    </div>
  );
}
