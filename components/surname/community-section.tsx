import Link from 'next/link';
import { CommunityCustoms } from '@/components/community/community-customs';
import { CommunityLink } from '@/components/community/community-link';
import { ruleText } from '@/components/surname/answer-parts';
import { anchor, groupNote, OPEN_COMMUNITIES, type Group } from '@/components/surname/answer-summary';
import { DeityCard } from '@/components/surname/deity-card';
import { SourceLink } from '@/components/ui/source-link';
import type { CommunityCustom } from '@/lib/data/surnames';
import { customsOf, ruleNotRecorded, type Narrowing } from '@/lib/ui/surname-answer';

/**
 * A community's rule: its deity, or how its families settle theirs. A source that names no
 * deity for the community says "No family deity recorded yet" only where no row names one:
 * beside a deity card it gives its words alone.
 */
function Rule({ rule: c, hasDeities, narrowing }: { rule: Group['rules'][number]; hasDeities: boolean; narrowing: Narrowing }) {
  const heading = c.rule === 'unknown' && hasDeities ? '' : ruleText[c.rule];
  return (
    <div className="mt-3 rounded-lg bg-saffron-50 p-3">
      {heading ? (
        <p className="text-ink">
          {heading}
          {c.deity ? (
            <>
              {': '}
              <Link href={`/deity/${c.deity.id}`} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                {c.deity.name}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {c.detail ? <p className="mt-1 text-sm text-ink">{c.detail}</p> : null}
      {ruleNotRecorded(narrowing).length ? (
        <p className="mt-1 text-sm font-semibold text-saffron-800">{ruleNotRecorded(narrowing).join('; ')}</p>
      ) : null}
      <p className="mt-1 text-sm text-muted">
        Source: <SourceLink url={c.source_url} label={c.source_label} />
      </p>
    </div>
  );
}

/**
 * One community's section: its rule and source, then one card per deity. Sections after the
 * first few are folded; the section's anchor sits inside the fold, so a link to it opens it.
 */
export function CommunitySection({
  surname,
  g,
  index,
  narrowing,
  customs,
}: {
  surname: string;
  g: Group;
  index: number;
  narrowing: Narrowing;
  customs: CommunityCustom[];
}) {
  const note = groupNote(surname, g, index);
  const body = (
    <>
      <CommunityLink label={g.name} />
      {note ? <p className="mt-1 text-ink">{note}</p> : null}
      {g.rules.map((c) => (
        <Rule key={c.community} rule={c} hasDeities={g.deities.length > 0} narrowing={narrowing} />
      ))}
      <CommunityCustoms name={g.name} customs={customsOf(g, customs)} />
      <div className="mt-3 space-y-4">
        {g.deities.map((d) => (
          <DeityCard key={d.deity.id} items={d.rows} narrowing={narrowing} />
        ))}
      </div>
    </>
  );
  const heading = (
    <h2 className="text-2xl font-bold break-words text-maroon-900" data-community-section={g.name}>
      {g.name}
    </h2>
  );
  if (index < OPEN_COMMUNITIES) {
    return (
      <section id={anchor(g)} aria-label={g.name} className="mb-8 min-w-0 scroll-mt-24">
        {heading}
        {body}
      </section>
    );
  }
  return (
    <section aria-label={g.name} className="mb-8 min-w-0">
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
