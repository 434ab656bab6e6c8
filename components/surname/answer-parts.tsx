import Link from 'next/link';
import { enAttr, Marked, PageLinkTo } from '@/components/surname/lang-parts';
import type { SourceKind } from '@/lib/content/source-labels';
import { confidenceBand } from '@/lib/data/surnames';
import { surnameMessages } from '@/lib/i18n/messages/surname';
import { isLatin, pageKit } from '@/lib/ui/surname-language';
import type { AnswerRow, AnswerRule, CommunityGroup, CommunityRule } from '@/lib/ui/surname-answer';

export async function ConfidenceBadge({ level }: { level: number }) {
  const { t } = await pageKit();
  const band = confidenceBand(level);
  const colour = band === 'High' ? 'bg-green-100 text-green-900' : band === 'Medium' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900';
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${colour}`}>{t.confidence(band, level)}</span>;
}

export async function SourceBadge({ source }: { source: SourceKind }) {
  const { t } = await pageKit();
  return <span className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-medium text-maroon-900">{t.sourceLabels[source]}</span>;
}

/** The badges' meanings, in the words Help uses. */
export async function BadgeLegend() {
  const { t, href } = await pageKit();
  const kinds = Object.keys(t.sourceLabels) as SourceKind[];
  return (
    <details className="mt-4 rounded-lg border border-saffron-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-maroon-900">{t.badgesHeading}</summary>
      <dl className="mt-2 space-y-1">
        {kinds.map((k) => (
          <div key={k}>
            <dt className="inline font-semibold">{`${t.sourceLabels[k]}: `}</dt>
            <dd className="inline">{`${t.sourceMeanings[k]}.`}</dd>
          </div>
        ))}
        <div>
          <dt className="inline font-semibold">{`${t.confidenceTerm}: `}</dt>
          <dd className="inline">{t.confidenceMeaning}</dd>
        </div>
      </dl>
      <Link href={href('/help')} className="mt-2 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        {t.moreInHelp}
      </Link>
    </details>
  );
}

/** A community's rule in a line, in English (the search results and tests read these). */
export const ruleText: Record<CommunityRule, string> = surnameMessages.en.rules;

/**
 * One community of a surname's answer in a line: its deities (each a link, gotras merged), or
 * the rule that decides its deity. `data-deity` marks every deity the line names, so a test
 * can compare them with the cards the page lists.
 */
export async function CommunityDeities<R extends AnswerRow, U extends AnswerRule>({
  group,
  compact = false,
}: {
  group: CommunityGroup<R, U>;
  compact?: boolean;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  // A rule already said by a deity line is not said again, and "none recorded" never stands beside a deity.
  const ruleOnly = group.rules.filter(
    (u) => !(u.deity && group.deities.some((d) => d.deity.id === u.deity!.id)) && !(u.rule === 'unknown' && group.deities.length),
  );
  const link = 'font-semibold text-saffron-700 underline-offset-4 hover:underline';
  return (
    <>
      {group.deities.length ? (
        <ul className="mt-1 space-y-1">
          {group.deities.map((d) => {
            const gotras = lang === 'en' ? d.gotras : d.gotras.map(kit.gotra).sort(kit.compare);
            const n = gotras.length;
            const list = gotras.join(', ');
            return (
              <li key={d.deity.id} className="text-ink">
                <PageLinkTo
                  to={kit.page('deity', d.deity.id, `/deity/${d.deity.id}`)}
                  inEnglish={kit.inEnglish}
                  data-deity={d.deity.id}
                  className={link}
                >
                  {kit.deity(d.deity.id, d.deity.name)}
                </PageLinkTo>
                {n ? (
                  <span className="text-sm text-muted">
                    <Marked lang={lang} text={n > 3 || compact ? t.gotrasCounted(n, n <= 3 ? list : '') : t.gotrasListed(n, list)} />
                  </span>
                ) : null}{' '}
                <span className="text-sm text-muted">{t.bandConfidence(confidenceBand(d.maxConfidence))}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {ruleOnly.map((u) => (
        <p key={u.community} className="mt-1 text-ink">
          {t.rules[u.rule]}
          {u.deity ? (
            <>
              {': '}
              <PageLinkTo
                to={kit.page('deity', u.deity.id, `/deity/${u.deity.id}`)}
                inEnglish={kit.inEnglish}
                data-deity={u.deity.id}
                className={link}
              >
                {kit.deity(u.deity.id, u.deity.name)}
              </PageLinkTo>
            </>
          ) : null}
        </p>
      ))}
    </>
  );
}

/** A community label as the page shows it, marked English when it stays in Latin letters. */
export async function CommunityName({ label }: { label: string }) {
  const kit = await pageKit();
  const shown = kit.community(label);
  return kit.lang !== 'en' && isLatin(shown) ? <span {...enAttr(kit.lang)}>{shown}</span> : <>{shown}</>;
}
