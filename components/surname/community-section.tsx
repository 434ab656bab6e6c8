import { CommunityCustoms } from '@/components/community/community-customs';
import { CommunityLink } from '@/components/community/community-link';
import { CommunityName } from '@/components/surname/answer-parts';
import { anchor, groupNote, OPEN_COMMUNITIES, SourceQuote, type Group } from '@/components/surname/answer-summary';
import { DeityCard } from '@/components/surname/deity-card';
import { enAttr, Marked, PageLinkTo } from '@/components/surname/lang-parts';
import { SourceLink } from '@/components/ui/source-link';
import type { CommunityCustom } from '@/lib/data/surnames';
import { customsOf, ruleNotRecorded, type Narrowing } from '@/lib/ui/surname-answer';
import { pageKit, type SurnameTexts } from '@/lib/ui/surname-language';

/**
 * A community's rule: its deity, or how its families settle theirs. A source that names no
 * deity for the community says "No family deity recorded yet" only where no row names one:
 * beside a deity card it gives its words alone. The source's sentence is shown in the page's
 * language where it is written in it, else in English, marked.
 */
async function Rule({
  rule: c,
  hasDeities,
  narrowing,
  texts,
}: {
  rule: Group['rules'][number];
  hasDeities: boolean;
  narrowing: Narrowing;
  texts: SurnameTexts;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const heading = c.rule === 'unknown' && hasDeities ? '' : t.rules[c.rule];
  const detail = texts.details.get(c.community);
  const unrecorded = ruleNotRecorded(narrowing);
  return (
    <div className="mt-3 rounded-lg bg-saffron-50 p-3">
      {heading ? (
        <p className="text-ink">
          {heading}
          {c.deity ? (
            <>
              {': '}
              <PageLinkTo
                to={kit.page('deity', c.deity.id, `/deity/${c.deity.id}`)}
                inEnglish={kit.inEnglish}
                className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
              >
                {kit.deity(c.deity.id, c.deity.name)}
              </PageLinkTo>
            </>
          ) : null}
        </p>
      ) : null}
      {detail ? (
        <p className="mt-1 text-sm text-ink">
          <Marked lang={lang} text={detail} />
        </p>
      ) : c.detail ? (
        <p className="mt-1 text-sm text-ink" {...enAttr(lang)}>
          {c.detail}
        </p>
      ) : null}
      <SourceQuote texts={texts} url={c.source_url} about={[c.community]} />
      {unrecorded.length ? <p className="mt-1 text-sm font-semibold text-saffron-800">{unrecorded.map((u) => t.unrecorded[u]).join('; ')}</p> : null}
      <p className="mt-1 text-sm text-muted">
        {`${t.source} `}
        <span {...enAttr(lang)}>
          <SourceLink url={c.source_url} label={c.source_label} />
        </span>
      </p>
    </div>
  );
}

/**
 * One community's section: its rule and source, then one card per deity. Sections after the
 * first few are folded; the section's anchor sits inside the fold, so a link to it opens it.
 */
export async function CommunitySection({
  surname,
  g,
  index,
  narrowing,
  customs,
  texts,
}: {
  surname: string;
  g: Group;
  index: number;
  narrowing: Narrowing;
  customs: CommunityCustom[];
  texts: SurnameTexts;
}) {
  const kit = await pageKit();
  const note = groupNote(kit, surname, g, index);
  const shown = kit.community(g.name);
  const body = (
    <>
      <CommunityLink label={g.name} />
      {note ? (
        <p className="mt-1 text-ink">
          <Marked lang={kit.lang} text={note} />
        </p>
      ) : null}
      {g.rules.map((c) => (
        <Rule key={c.community} rule={c} hasDeities={g.deities.length > 0} narrowing={narrowing} texts={texts} />
      ))}
      <CommunityCustoms name={g.name} customs={customsOf(g, customs)} />
      <div className="mt-3 space-y-4">
        {g.deities.map((d) => (
          <DeityCard key={d.deity.id} items={d.rows} narrowing={narrowing} texts={texts} />
        ))}
      </div>
    </>
  );
  const heading = (
    <h2 className="text-2xl font-bold break-words text-maroon-900" data-community-section={g.name}>
      <CommunityName label={g.name} />
    </h2>
  );
  if (index < OPEN_COMMUNITIES) {
    return (
      <section id={anchor(g)} aria-label={shown} className="mb-8 min-w-0 scroll-mt-24">
        {heading}
        {body}
      </section>
    );
  }
  return (
    <section aria-label={shown} className="mb-8 min-w-0">
      <details className="rounded-xl border border-saffron-200 bg-white p-4">
        <summary className="cursor-pointer">{heading}</summary>
        {/* Inside the fold: the browser opens a folded section when its anchor is the address's target. */}
        <div id={anchor(g)} className="scroll-mt-40">
          {body}
        </div>
      </details>
    </section>
  );
}
