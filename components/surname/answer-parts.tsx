import Link from 'next/link';
import { confidenceMeaning, sourceLabels, sourceMeanings, type SourceKind } from '@/lib/content/source-labels';
import { confidenceBand } from '@/lib/data/surnames';
import type { AnswerRow, AnswerRule, CommunityGroup, CommunityRule } from '@/lib/ui/surname-answer';

export function ConfidenceBadge({ level }: { level: number }) {
  const band = confidenceBand(level);
  const colour = band === 'High' ? 'bg-green-100 text-green-900' : band === 'Medium' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900';
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${colour}`}>{`${band} confidence (${level})`}</span>;
}

export function SourceBadge({ source }: { source: SourceKind }) {
  return <span className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-medium text-maroon-900">{sourceLabels[source]}</span>;
}

/** The badges' meanings, in the words Help uses. */
export function BadgeLegend() {
  const kinds = Object.keys(sourceLabels) as SourceKind[];
  return (
    <details className="mt-4 rounded-lg border border-saffron-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-maroon-900">What the badges mean</summary>
      <dl className="mt-2 space-y-1">
        {kinds.map((k) => (
          <div key={k}>
            <dt className="inline font-semibold">{sourceLabels[k]}: </dt>
            <dd className="inline">{sourceMeanings[k]}.</dd>
          </div>
        ))}
        <div>
          <dt className="inline font-semibold">Confidence: </dt>
          <dd className="inline">{confidenceMeaning}</dd>
        </div>
      </dl>
      <Link href="/help" className="mt-2 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        More in Help
      </Link>
    </details>
  );
}

export const ruleText: Record<CommunityRule, string> = {
  deity: 'Family deity',
  by_gotra: 'The deity follows the gotra',
  by_clan: 'The deity follows the clan',
  by_village: 'The deity follows the village',
  by_family: 'The deity differs from family to family',
  unknown: 'No family deity recorded yet',
};

/**
 * One community of a surname's answer in a line: its deities (each a link, gotras merged), or
 * the rule that decides its deity. `data-deity` marks every deity the line names, so a test
 * can compare them with the cards the page lists.
 */
export function CommunityDeities<R extends AnswerRow, U extends AnswerRule>({
  group,
  compact = false,
}: {
  group: CommunityGroup<R, U>;
  compact?: boolean;
}) {
  // A rule already said by a deity line is not said again, and "none recorded" never stands beside a deity.
  const ruleOnly = group.rules.filter(
    (u) => !(u.deity && group.deities.some((d) => d.deity.id === u.deity!.id)) && !(u.rule === 'unknown' && group.deities.length),
  );
  return (
    <>
      {group.deities.length ? (
        <ul className="mt-1 space-y-1">
          {group.deities.map((d) => (
            <li key={d.deity.id} className="text-ink">
              <Link
                href={`/deity/${d.deity.id}`}
                data-deity={d.deity.id}
                className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
              >
                {d.deity.name}
              </Link>
              {d.gotras.length ? (
                <span className="text-sm text-muted">
                  {d.gotras.length > 3 || compact
                    ? ` (${d.gotras.length} ${d.gotras.length === 1 ? 'gotra' : 'gotras'}${d.gotras.length <= 3 ? `: ${d.gotras.join(', ')}` : ''})`
                    : ` (${d.gotras.length === 1 ? 'gotra' : 'gotras'} ${d.gotras.join(', ')})`}
                </span>
              ) : null}{' '}
              <span className="text-sm text-muted">{`${confidenceWord(d.maxConfidence)} confidence`}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {ruleOnly.map((u) => (
        <p key={u.community} className="mt-1 text-ink">
          {ruleText[u.rule]}
          {u.deity ? (
            <>
              {': '}
              <Link
                href={`/deity/${u.deity.id}`}
                data-deity={u.deity.id}
                className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
              >
                {u.deity.name}
              </Link>
            </>
          ) : null}
        </p>
      ))}
    </>
  );
}

function confidenceWord(level: number): string {
  return confidenceBand(level);
}
