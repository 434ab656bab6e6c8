import Link from 'next/link';
import { CommunityLink } from '@/components/community/community-link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { SubmissionDialog } from '@/components/forms/submission-dialog';
import { CommunityDeities, CommunityName } from '@/components/surname/answer-parts';
import { enAttr, Marked } from '@/components/surname/lang-parts';
import { LinkPending } from '@/components/ui/link-pending';
import type { SurnameMatch, SurnameSearch } from '@/lib/data/surnames';
import { groupAnswer, notRecorded, ruleNotRecorded, type CommunityGroup, type Narrowing } from '@/lib/ui/surname-answer';
import { isLatin, pageKit, type SurnameKit } from '@/lib/ui/surname-language';
import { submitInformationHref } from '@/lib/urls/submit-information';
import { surnamePath, surnameSearchHref, type SurnameSearchParams } from '@/lib/validation/surname';
import { buttonClass } from '@/components/ui/button';

type Row = SurnameMatch['associations'][number];
type Rule = SurnameMatch['communities'][number];
type Group = CommunityGroup<Row, Rule>;

/** Communities shown open in a result; the rest are folded (a native disclosure: works without scripts). */
const OPEN_COMMUNITIES = 3;

function resultsLine(kit: SurnameKit, total: number, term: string, country: string, state: string): string {
  const place = [state, country].filter(Boolean).map(kit.place).join(', ');
  return kit.search.found(total, term, place);
}

/** Which spelling found the surname: the surname itself, or one of its recorded spellings. */
function matchNote(kit: SurnameKit, r: Pick<SurnameMatch, 'match_kind' | 'matched_spelling'>): string {
  return r.match_kind === 'alias' ? kit.search.matchedSpelling(r.matched_spelling) : kit.search.exactMatch(r.matched_spelling);
}

/** One community of a result: its name (a link to the surname page narrowed to it), then its deities or rule. */
async function CommunityItem({ m, g, index, params }: { m: SurnameMatch; g: Group; index: number; params: SurnameSearchParams }) {
  const kit = await pageKit();
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
        href={kit.href(surnamePath(m.surname, params.country, params.state, g.key ? { community: g.name } : {}))}
        className="font-semibold text-maroon-900 underline-offset-4 hover:underline"
      >
        <CommunityName label={g.name} />
      </Link>
      <CommunityLink label={g.name} className="ml-2" />
      {g.subclanOf ? (
        <p className="text-sm text-ink">
          <Marked
            lang={kit.lang}
            text={kit.t.subclanNote(
              kit.surname(m.surname),
              kit.community(g.name),
              kit.lang === 'en' ? g.subclanOf : kit.surname(g.subclanOf),
              index > 0,
            )}
          />
        </p>
      ) : null}
      <CommunityDeities group={g} compact />
      {marks.length ? <p className="mt-1 text-sm font-semibold text-saffron-800">{marks.map((u) => kit.t.unrecorded[u]).join('; ')}</p> : null}
    </li>
  );
}

/** A surname found: its communities, the family's own first, gotra cards merged, the rest folded. */
async function SurnameAnswer({ m, groups, params }: { m: SurnameMatch; groups: Group[]; params: SurnameSearchParams }) {
  const kit = await pageKit();
  const folded = groups.length > OPEN_COMMUNITIES + 1 ? groups.slice(OPEN_COMMUNITIES) : [];
  const open = folded.length ? groups.slice(0, OPEN_COMMUNITIES) : groups;
  const id = `answer-${m.slug}`;
  return (
    <article className="min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-4 break-words shadow-sm">
      <h2 className="text-xl font-bold text-maroon-900">
        <Link href={kit.href(surnamePath(m.surname, params.country, params.state))} className="hover:underline">
          {kit.surname(m.surname)}
          <LinkPending text={kit.search.loading} />
        </Link>
      </h2>
      <p className="text-sm text-saffron-800">
        <Marked lang={kit.lang} text={matchNote(kit, m)} />
      </p>
      <p className="mt-1 text-ink" data-count={groups.length} data-count-of={id}>
        {groups.length === 1 ? kit.search.knownInOne : kit.search.carriedBy(groups.length)}
      </p>
      <div id={id}>
        <ol className="mt-2 space-y-2">
          {open.map((g, i) => (
            <CommunityItem key={g.key} m={m} g={g} index={i} params={params} />
          ))}
        </ol>
        {folded.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-saffron-700">{kit.t.moreCommunities(folded.length)}</summary>
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
export async function DidYouMean({ suggestions, className = '' }: { suggestions: SurnameSearch['suggestions']; className?: string }) {
  if (!suggestions.length) return null;
  const kit = await pageKit();
  return (
    <nav aria-labelledby="did-you-mean" className={className}>
      <h2 id="did-you-mean" className="text-xl font-bold text-maroon-900">
        {kit.search.didYouMean}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((s) => {
          const communities = s.communities.map(kit.community).join(', ');
          return (
            <li key={s.slug}>
              <Link
                href={kit.href(surnamePath(s.surname))}
                className="block rounded-full bg-saffron-100 px-4 py-2 text-maroon-900 hover:bg-saffron-200"
              >
                <span className="font-semibold">{kit.surname(s.surname)}</span>
                {communities ? (
                  <span className="text-sm">
                    {' ('}
                    <Marked lang={kit.lang} text={communities} />
                    {')'}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The answers, the community filter, the empty state. */
export async function SurnameResults({ params, term, search }: { params: SurnameSearchParams; term: string; search: SurnameSearch }) {
  const kit = await pageKit();
  const { lang } = kit;
  const { country, state, town, community } = params;
  const answers = search.surnames
    .map((m) => ({ m, groups: groupAnswer(m.associations, m.communities, m.carriers, { state, town, community }, kit.order) }))
    .filter((a) => a.groups.length);
  // Every community the found surnames carry, for the filter (whatever community is chosen now).
  const all = search.surnames.flatMap((m) => groupAnswer(m.associations, m.communities, m.carriers, { state, town }, kit.order).filter((g) => g.key));
  const names = [...new Set(all.map((g) => g.name))];
  if (lang !== 'en') names.sort((a, b) => kit.compare(kit.community(a), kit.community(b)));
  const total = answers.reduce((n, a) => n + a.groups.length, 0);
  // A more common spelling of the same name leads even when the typed name has results (Jadav: Jadhav).
  const leading = search.suggestions.filter((s) => s.more_common);
  return (
    <div className="mt-4">
      {total && leading.length ? <DidYouMean suggestions={leading} className="mb-4" /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-ink" role="status">
          <Marked lang={lang} text={total ? resultsLine(kit, total, term, country, state) : kit.search.noExactMatch(term)} />
        </p>
        <Link href={kit.href('/surname-search')} className="py-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline">
          {kit.search.clear}
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
        <nav aria-label={kit.search.filterByCommunity} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={kit.href(surnameSearchHref({ ...params, community: '' }))}
                aria-current={!community ? 'page' : undefined}
                className={`block rounded-full px-3 py-1 text-sm font-semibold ${!community ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
              >
                {kit.t.allCommunities}
              </Link>
            </li>
            {names.map((c) => (
              <li key={c}>
                <Link
                  href={kit.href(surnameSearchHref({ ...params, community: c }))}
                  aria-current={community === c ? 'page' : undefined}
                  className={`block rounded-full px-3 py-1 text-sm font-semibold ${community === c ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
                  {...enAttr(lang, isLatin(kit.community(c)))}
                >
                  {kit.community(c)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {total ? null : (
        <div className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
          <DidYouMean suggestions={search.suggestions} className="mb-6" />
          <p className="mx-auto max-w-xl text-ink">{kit.search.noRecord}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {lang === 'en' ? (
              <SubmissionDialog trigger={kit.search.submit} searchTerm={term} />
            ) : (
              // The form is written in English only: its page, marked.
              <Link href={submitInformationHref({ term })} hrefLang="en" className={buttonClass({})}>
                {kit.search.submit}
                {kit.inEnglish}
              </Link>
            )}
            <Link href={kit.href('/search')} className={buttonClass({ variant: 'outline' })}>
              {kit.t.exploreDeities}
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">{kit.search.tip}</p>
          <FindKuldeviLink className="mt-4" />
        </div>
      )}
    </div>
  );
}
