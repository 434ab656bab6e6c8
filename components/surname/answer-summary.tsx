import { customText } from '@/components/community/community-customs';
import { CommunityDeities } from '@/components/surname/answer-parts';
import { SourceLink } from '@/components/ui/source-link';
import type { Association, CommunityCustom, SurnameDetail } from '@/lib/data/surnames';
import { answerOrder, count, customsOf, subclanNote, type CommunityGroup } from '@/lib/ui/surname-answer';

type Community = SurnameDetail['communities'][number];
export type Group = CommunityGroup<Association, Community>;

/** Communities shown open on the page; the rest are folded (a native disclosure: works without scripts). */
export const OPEN_COMMUNITIES = 3;

/** The in-page anchor of a community's section. */
export function anchor(g: Pick<Group, 'key'>): string {
  return `community-${g.key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'not-stated'}`;
}

/** What a group that never leads is: one family's, a sub-clan name, or a source that names no community. */
export function groupNote(surname: string, g: Group, index: number): string {
  if (g.subclanOf) return subclanNote(surname, g, index > 0);
  if (g.scope === 'family') return `One family's, not every ${surname} family's: ${g.name}.`;
  if (g.scope === 'unstated') return 'The source does not say which community these families belong to.';
  return '';
}

/** A community's custom in a line, where the group names no deity: "Each family keeps its own". */
function customLine(g: Group, customs: CommunityCustom[]): string {
  if (g.deities.length) return '';
  const own = customsOf(g, customs);
  return [...new Set(own.map((c) => customText[c.custom]))].join('; ');
}

function Item({
  surname,
  g,
  index,
  withDeities,
  customs,
}: {
  surname: string;
  g: Group;
  index: number;
  withDeities: boolean;
  customs: CommunityCustom[];
}) {
  const note = groupNote(surname, g, index);
  const custom = withDeities ? customLine(g, customs) : '';
  return (
    <li data-answer-community={g.name} data-tier={g.tier} className="rounded-lg bg-saffron-50 p-3">
      <a href={`#${anchor(g)}`} className="font-semibold text-maroon-900 underline-offset-4 hover:underline">
        {g.name}
      </a>
      {note ? <p className="text-sm text-ink">{note}</p> : null}
      {withDeities ? <CommunityDeities group={g} compact /> : null}
      {custom ? <p className="mt-1 text-ink">{`Custom: ${custom}`}</p> : null}
    </li>
  );
}

/**
 * The answer first: every community known to carry the name, in the page's one order, each with
 * its deity or rule. When no source says which community carries the name most, the communities
 * are offered as equal choices, by name and without their deities, before any deity is shown.
 * The sentence above the list counts that list.
 */
export function AnswerSummary({ surname, groups, customs }: { surname: string; groups: Group[]; customs: CommunityCustom[] }) {
  const order = answerOrder(groups);
  const communities = groups.filter((g) => g.tier < 3);
  const others = groups.filter((g) => g.tier === 3);
  const first = groups[0]!;
  const equal = order === 'equal';
  const main = equal ? communities : groups;
  const rest = main.length > OPEN_COMMUNITIES + 1 ? main.slice(OPEN_COMMUNITIES) : [];
  const open = rest.length ? main.slice(0, OPEN_COMMUNITIES) : main;
  const sentence =
    groups.length === 1
      ? `Our sources know the ${surname} surname in ${count(1, 'community', 'communities')}.`
      : equal
        ? `Carried by several communities; choose yours. Our sources know the ${surname} surname in ${count(groups.length, 'community', 'communities')} and none says which carries it most: the family deity follows the community and gotra.`
        : `Our sources know the ${surname} surname in ${count(groups.length, 'community', 'communities')}; the family deity follows the community and gotra, so find yours first.`;
  return (
    <section aria-labelledby="answer-heading" className="mt-4 min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-4 break-words shadow-sm">
      <h2 id="answer-heading" className="text-xl font-bold text-maroon-900">
        {groups.length === 1 ? `The ${surname} family deity` : `Which community is your ${surname} family?`}
      </h2>
      <p className="mt-1 text-ink" data-count={groups.length} data-count-of="answer-communities" data-order={order}>
        {sentence}
      </p>
      <div id="answer-communities">
        <ol className="mt-3 space-y-2">
          {open.map((g, i) => (
            <Item key={g.key} surname={surname} g={g} index={i} withDeities={!equal} customs={customs} />
          ))}
        </ol>
        {rest.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-saffron-700">{count(rest.length, 'more community', 'more communities')}</summary>
            <ol start={open.length + 1} className="mt-2 space-y-2">
              {rest.map((g, i) => (
                <Item key={g.key} surname={surname} g={g} index={open.length + i} withDeities={!equal} customs={customs} />
              ))}
            </ol>
          </details>
        ) : null}
        {equal && others.length ? (
          <>
            <p className="mt-3 text-sm font-semibold text-maroon-900">{`Also recorded for ${surname}, not as a community's answer:`}</p>
            <ul className="mt-1 space-y-2">
              {others.map((g, i) => (
                <Item key={g.key} surname={surname} g={g} index={communities.length + i} withDeities={false} customs={customs} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {order === 'ranked' && first.carrier?.statement ? (
        <p className="mt-3 text-sm text-muted">
          {`Why ${first.name} first: ${first.carrier.statement} Source: `}
          <SourceLink url={first.carrier.source_url ?? ''} label={first.carrier.source_label ?? ''} />
        </p>
      ) : null}
    </section>
  );
}
