import Link from 'next/link';
import { CommunityLink } from '@/components/community/community-link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { CommunityDeities } from '@/components/surname/answer-parts';
import { LinkPending } from '@/components/ui/link-pending';
import type { SurnameMatch, SurnameSearch } from '@/lib/data/surnames';
import { count, groupAnswer, notRecorded, ruleNotRecorded, subclanNote, type CommunityGroup, type Narrowing } from '@/lib/ui/surname-answer';
import { surnamePath, surnameSearchHref, type SurnameSearchParams } from '@/lib/validation/surname';
import { buttonClass } from '@/components/ui/button';

type Row = SurnameMatch['associations'][number];
type Rule = SurnameMatch['communities'][number];
type Group = CommunityGroup<Row, Rule>;

/** Communities shown open in a result; the rest are folded (a native disclosure: works without scripts). */
const OPEN_COMMUNITIES = 3;

function resultsLine(total: number, term: string, country: string, state: string): string {
  const place = [state, country].filter(Boolean).join(', ');
  return `Found ${total} ${total === 1 ? 'result' : 'results'} for "${term}"${place ? ` in ${place}` : ''}`;
}

/** Which spelling found the surname: the surname itself, or one of its recorded spellings. */
function matchNote(r: Pick<SurnameMatch, 'match_kind' | 'matched_spelling'>): string {
  return r.match_kind === 'alias' ? `Matched the spelling “${r.matched_spelling}”` : `Exact match for “${r.matched_spelling}”`;
}

/** One community of a result: its name (a link to the surname page narrowed to it), then its deities or rule. */
function CommunityItem({ m, g, index, params }: { m: SurnameMatch; g: Group; index: number; params: SurnameSearchParams }) {
  const narrowing: Narrowing = { country: params.country, state: params.state, town: params.town, community: params.community };
  const marks = [
    ...new Set([
      ...g.deities.flatMap((d) => d.rows.flatMap((r) => notRecorded(r, narrowing))),
      ...(g.rules.length ? ruleNotRecorded(narrowing) : []),
    ]),
  ];
  return (
    <li data-answer-community={g.name} className="rounded-lg bg-saffron-50 p-3">
      <Link
        href={surnamePath(m.surname, params.country, params.state, g.key ? { community: g.name } : {})}
        className="font-semibold text-maroon-900 underline-offset-4 hover:underline"
      >
        {g.name}
      </Link>
      <CommunityLink label={g.name} className="ml-2" />
      {g.subclanOf ? <p className="text-sm text-ink">{subclanNote(m.surname, g, index > 0)}</p> : null}
      <CommunityDeities group={g} compact />
      {marks.length ? <p className="mt-1 text-sm font-semibold text-saffron-800">{marks.join('; ')}</p> : null}
    </li>
  );
}

/** A surname found: its communities, the family's own first, gotra cards merged, the rest folded. */
function SurnameAnswer({ m, groups, params }: { m: SurnameMatch; groups: Group[]; params: SurnameSearchParams }) {
  const folded = groups.length > OPEN_COMMUNITIES + 1 ? groups.slice(OPEN_COMMUNITIES) : [];
  const open = folded.length ? groups.slice(0, OPEN_COMMUNITIES) : groups;
  const id = `answer-${m.slug}`;
  return (
    <article className="min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-4 break-words shadow-sm">
      <h2 className="text-xl font-bold text-maroon-900">
        <Link href={surnamePath(m.surname, params.country, params.state)} className="hover:underline">
          {m.surname}
          <LinkPending text="Loading surname information..." />
        </Link>
      </h2>
      <p className="text-sm text-saffron-800">{matchNote(m)}</p>
      <p className="mt-1 text-ink" data-count={groups.length} data-count-of={id}>
        {groups.length === 1
          ? `Known in ${count(1, 'community', 'communities')} in our sources.`
          : `Carried by families of ${count(groups.length, 'community', 'communities')} in our sources; the family deity follows the community and gotra.`}
      </p>
      <div id={id}>
        <ol className="mt-2 space-y-2">
          {open.map((g, i) => (
            <CommunityItem key={g.key} m={m} g={g} index={i} params={params} />
          ))}
        </ol>
        {folded.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-saffron-700">{count(folded.length, 'more community', 'more communities')}</summary>
            <ol start={open.length + 1} className="mt-2 space-y-2">
              {folded.map((g, i) => (
                <CommunityItem key={g.key} m={m} g={g} index={open.length + i} params={params} />
              ))}
            </ol>
          </details>
        ) : null}
      </div>
    </article>
  );
}

/** Close spellings of the same name that have a page, each with its communities: offered, never counted as results. */
export function DidYouMean({ suggestions, className = '' }: { suggestions: SurnameSearch['suggestions']; className?: string }) {
  if (!suggestions.length) return null;
  return (
    <nav aria-labelledby="did-you-mean" className={className}>
      <h2 id="did-you-mean" className="text-xl font-bold text-maroon-900">
        Did you mean
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((s) => (
          <li key={s.slug}>
            <Link href={surnamePath(s.surname)} className="block rounded-full bg-saffron-100 px-4 py-2 text-maroon-900 hover:bg-saffron-200">
              <span className="font-semibold">{s.surname}</span>
              {s.communities.length ? <span className="text-sm">{` (${s.communities.join(', ')})`}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The answers, the community filter, the empty state. */
export function SurnameResults({ params, term, search }: { params: SurnameSearchParams; term: string; search: SurnameSearch }) {
  const { country, state, town, community } = params;
  const answers = search.surnames
    .map((m) => ({ m, groups: groupAnswer(m.associations, m.communities, m.carriers, { state, town, community }) }))
    .filter((a) => a.groups.length);
  // Every community the found surnames carry, for the filter (whatever community is chosen now).
  const all = search.surnames.flatMap((m) => groupAnswer(m.associations, m.communities, m.carriers, { state, town }).filter((g) => g.key));
  const names = [...new Set(all.map((g) => g.name))];
  const total = answers.reduce((n, a) => n + a.groups.length, 0);
  // A more common spelling of the same name leads even when the typed name has results (Jadav: Jadhav).
  const leading = search.suggestions.filter((s) => s.more_common);
  return (
    <div className="mt-4">
      {total && leading.length ? <DidYouMean suggestions={leading} className="mb-4" /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-ink" role="status">
          {total ? resultsLine(total, term, country, state) : `No exact match for "${term}"`}
        </p>
        <Link href="/surname-search" className="py-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline">
          Clear Search
        </Link>
      </div>
      {total ? (
        <div className="mt-4 space-y-4">
          {answers.map(({ m, groups }) => (
            <SurnameAnswer key={m.slug} m={m} groups={groups} params={params} />
          ))}
        </div>
      ) : null}
      {/* Below the answers, so the answer itself is on a phone's first screen. */}
      {names.length > 1 ? (
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
            {names.map((c) => (
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
      {total ? null : (
        <div className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
          <DidYouMean suggestions={search.suggestions} className="mb-6" />
          <p className="mx-auto max-w-xl text-ink">
            We have no record of this surname yet. If you know your family&apos;s Kuldevta, please share it: it will be reviewed before it is shown.
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
