import { CommunityDeities, CommunityName } from '@/components/surname/answer-parts';
import { enAttr, Marked } from '@/components/surname/lang-parts';
import { SourceLink } from '@/components/ui/source-link';
import type { Association, CommunityCustom, SurnameDetail } from '@/lib/data/surnames';
import { quoteId } from '@/lib/i18n/content';
import { communityPartsMessages } from '@/lib/i18n/messages/community-parts';
import { answerOrder, customsOf, type CommunityGroup } from '@/lib/ui/surname-answer';
import { pageKit, type SurnameKit, type SurnameTexts } from '@/lib/ui/surname-language';

type Community = SurnameDetail['communities'][number];
export type Group = CommunityGroup<Association, Community>;

/** Communities shown open on the page; the rest are folded (a native disclosure: works without scripts). */
export const OPEN_COMMUNITIES = 3;

/** The in-page anchor of a community's section. */
export function anchor(g: Pick<Group, 'key'>): string {
  return `community-${g.key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'not-stated'}`;
}

/** What a group that never leads is: one family's, a sub-clan name, or a source that names no community. */
export function groupNote(kit: SurnameKit, surname: string, g: Group, index: number): string {
  const s = kit.surname(surname);
  if (g.subclanOf) return kit.t.subclanNote(s, kit.community(g.name), kit.lang === 'en' ? g.subclanOf : kit.surname(g.subclanOf), index > 0);
  if (g.scope === 'family') return kit.t.familyNote(s, kit.community(g.name));
  if (g.scope === 'unstated') return kit.t.unstatedNote;
  return '';
}

/**
 * A source's own line in the page's language, beside the statement it supports (the statement's
 * source link is beside it): nothing when none is written for this source and surname.
 */
export async function SourceQuote({ texts, url, about = [] }: { texts: SurnameTexts; url: string | undefined; about?: string[] }) {
  if (!url) return null;
  const quote = [texts.surname, texts.slug, ...about].map((a) => texts.quotes.get(quoteId(url, a))).find(Boolean);
  if (!quote) return null;
  const { t } = await pageKit();
  return (
    <blockquote cite={url} className="border-saffron-300 mt-1 border-l-4 pl-3 text-sm text-ink" data-source-quote>
      <span className="font-semibold">{`${t.quoteFrom} `}</span>
      {`“${quote}”`}
    </blockquote>
  );
}

/** A community's custom in a line, where the group names no deity: "Each family keeps its own". */
function customLine(kit: SurnameKit, g: Group, customs: CommunityCustom[]): string {
  if (g.deities.length) return '';
  const own = customsOf(g, customs);
  return [...new Set(own.map((c) => communityPartsMessages[kit.lang].customs[c.custom]))].join('; ');
}

async function Item({
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
  const kit = await pageKit();
  const note = groupNote(kit, surname, g, index);
  const custom = withDeities ? customLine(kit, g, customs) : '';
  return (
    <li data-answer-community={g.name} data-tier={g.tier} className="rounded-lg bg-saffron-50 p-3">
      <a href={`#${anchor(g)}`} className="font-semibold text-maroon-900 underline-offset-4 hover:underline">
        <CommunityName label={g.name} />
      </a>
      {note ? (
        <p className="text-sm text-ink">
          <Marked lang={kit.lang} text={note} />
        </p>
      ) : null}
      {withDeities ? <CommunityDeities group={g} compact /> : null}
      {custom ? <p className="mt-1 text-ink">{kit.t.customLine(custom)}</p> : null}
    </li>
  );
}

/**
 * The answer first: every community known to carry the name, in the page's one order, each with
 * its deity or rule. When no source says which community carries the name most, the communities
 * are offered as equal choices, by name and without their deities, before any deity is shown.
 * The sentence above the list counts that list.
 */
export async function AnswerSummary({
  surname,
  groups,
  customs,
  texts,
}: {
  surname: string;
  groups: Group[];
  customs: CommunityCustom[];
  texts: SurnameTexts;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const s = kit.surname(surname);
  const order = answerOrder(groups);
  const communities = groups.filter((g) => g.tier < 3);
  const others = groups.filter((g) => g.tier === 3);
  const first = groups[0]!;
  const equal = order === 'equal';
  const main = equal ? communities : groups;
  const rest = main.length > OPEN_COMMUNITIES + 1 ? main.slice(OPEN_COMMUNITIES) : [];
  const open = rest.length ? main.slice(0, OPEN_COMMUNITIES) : main;
  const sentence = groups.length === 1 ? t.knownInOne(s) : equal ? t.knownEqual(s, groups.length) : t.knownRanked(s, groups.length);
  return (
    <section aria-labelledby="answer-heading" className="mt-4 min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-4 break-words shadow-sm">
      <h2 id="answer-heading" className="text-xl font-bold text-maroon-900">
        {groups.length === 1 ? t.answerOne(s) : t.answerMany(s)}
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
            <summary className="cursor-pointer font-semibold text-saffron-700">{t.moreCommunities(rest.length)}</summary>
            <ol start={open.length + 1} className="mt-2 space-y-2">
              {rest.map((g, i) => (
                <Item key={g.key} surname={surname} g={g} index={open.length + i} withDeities={!equal} customs={customs} />
              ))}
            </ol>
          </details>
        ) : null}
        {equal && others.length ? (
          <>
            <p className="mt-3 text-sm font-semibold text-maroon-900">{t.alsoRecorded(s)}</p>
            <ul className="mt-1 space-y-2">
              {others.map((g, i) => (
                <Item key={g.key} surname={surname} g={g} index={communities.length + i} withDeities={false} customs={customs} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {order === 'ranked' && first.carrier?.statement ? (
        <div className="mt-3 text-sm text-muted">
          <p>
            <Marked lang={lang} text={t.whyFirst(kit.community(first.name))} />
            <span {...enAttr(lang)}>{first.carrier.statement}</span>
            {` ${t.source} `}
            <span {...enAttr(lang)}>
              <SourceLink url={first.carrier.source_url ?? ''} label={first.carrier.source_label ?? ''} />
            </span>
          </p>
          <SourceQuote texts={texts} url={first.carrier.source_url} about={first.carrier.communities} />
        </div>
      ) : null}
    </section>
  );
}
