import Link from 'next/link';
import { CommunityLink } from '@/components/community/community-link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { LinkPending } from '@/components/ui/link-pending';
import type { SharedSurname, SurnameResult, SurnameSearch } from '@/lib/data/surnames';
import { surnamePath, surnameSearchHref, type SurnameSearchParams } from '@/lib/validation/surname';
import { buttonClass } from '@/components/ui/button';

function resultsLine(total: number, term: string, country: string, state: string): string {
  const place = [state, country].filter(Boolean).join(', ');
  return `Found ${total} ${total === 1 ? 'result' : 'results'} for "${term}"${place ? ` in ${place}` : ''}`;
}

/** Which spelling found the card: the surname itself, or one of its recorded spellings. */
function matchNote(r: Pick<SurnameResult, 'match_kind' | 'matched_spelling'>): string {
  return r.match_kind === 'alias' ? `Matched the spelling “${r.matched_spelling}”` : `Exact match for “${r.matched_spelling}”`;
}

function ResultCard({ r }: { r: SurnameResult }) {
  return (
    <article className="flex h-full min-w-0 flex-col break-words rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
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
      <p className="mt-1 text-sm text-saffron-800">{matchNote(r)}</p>
      <p className="mt-3 text-sm font-semibold text-ink">
        {r.deity_count} deity {r.deity_count === 1 ? 'association' : 'associations'}
      </p>
      <p className="text-ink">{r.primary_deities.join(', ')}</p>
    </article>
  );
}

/** A surname carried by many communities: its page says how the community and gotra decide. */
function SharedCard({ s, country, state }: { s: SharedSurname; country: string; state: string }) {
  return (
    <article className="min-w-0 break-words rounded-xl border-2 border-saffron-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold text-maroon-900">
        <Link href={surnamePath(s.surname, country, state)} className="hover:underline">
          {s.surname}
          <LinkPending text="Loading surname information..." />
        </Link>
      </h2>
      <p className="mt-1 text-sm text-saffron-800">{matchNote(s)}</p>
      <p className="mt-2 text-ink">
        {`${s.surname} is carried by families of ${s.communities} ${s.communities === 1 ? 'community' : 'communities'} we know of, and the family deity follows the community and gotra, not the name. See which communities carry it and how each finds its deity.`}
      </p>
    </article>
  );
}

/** Close spellings that have a page: offered, never counted as results. */
function DidYouMean({ suggestions }: { suggestions: SurnameSearch['suggestions'] }) {
  if (!suggestions.length) return null;
  return (
    <nav aria-labelledby="did-you-mean" className="mb-6">
      <h2 id="did-you-mean" className="text-2xl font-bold text-maroon-900">
        Did you mean
      </h2>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {suggestions.map((s) => (
          <li key={s.slug}>
            <Link href={surnamePath(s.surname)} className="block rounded-full bg-saffron-100 px-4 py-2 font-semibold text-maroon-900 hover:bg-saffron-200">
              {s.surname}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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
        <p className="min-w-0 break-words font-medium text-ink" role="status">
          {search.total ? resultsLine(search.total, term, country, state) : `No exact match for "${term}"`}
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
      {search.shared.length ? (
        <div className="mt-6 space-y-4">
          {search.shared.map((s) => (
            <SharedCard key={s.slug} s={s} country={country} state={state} />
          ))}
        </div>
      ) : null}
      {search.total ? (
        [...groups].map(([name, rows]) => (
          <section key={name} aria-labelledby={`community-${name}`} className="mt-8">
            <h2 id={`community-${name}`} className="text-xl font-bold text-maroon-900">
              {name}
            </h2>
            <CommunityLink label={name} />
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((r) => (
                <li key={`${r.surname}|${r.gotra}|${r.country}|${r.state_province}|${r.town_village}`}>
                  <ResultCard r={r} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm">
          <DidYouMean suggestions={search.suggestions} />
          <p className="mx-auto max-w-xl text-ink">
            We have no record of this surname yet. If you know your family&apos;s Kuldevta, please share it: it will be
            reviewed before it is shown.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SubmissionDialog trigger="Submit Information for Your Name" searchTerm={term} />
            <Link href="/search" className={buttonClass({ variant: 'outline' })}>
              Explore All Deities
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">Tip: Try different spellings or remove location filters</p>
          <FindKuldeviLink className="mt-4" />
        </div>
      )}
    </div>
  );
}
