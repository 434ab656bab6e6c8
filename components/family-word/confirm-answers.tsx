import { WordLinks, type WordAbout } from '@/components/family-word/answer-trail';
import type { Community } from '@/lib/data/communities';
import { getAssociationTrails } from '@/lib/data/family-word';
import type { Shrine } from '@/lib/data/shrines';
import type { Names } from '@/lib/i18n/content';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';
import { associationKeyOf } from '@/lib/validation/family-word';

/** One answer a page lists: a surname (with its community label and gotra) given a deity, as the data has them in English. */
export interface ListedAnswer extends WordAbout {
  deityName: string;
}

const keyOf = (a: WordAbout) => associationKeyOf({ surname: a.surname, community: a.community, gotra: a.gotra, deity_id: a.deityId });

/** A community page's answers: its rows. */
export function communityAnswers(community: Community, names: Names): ListedAnswer[] {
  return community.rows.map((r) => ({
    surname: r.surname,
    community: r.label,
    gotra: r.gotra,
    deityId: r.deity.id,
    deityName: names.of('deity', r.deity.id) ?? r.deity.name,
  }));
}

/** A shrine page's answers: each of its families' surnames with each gotra it is given (or none), to its deity. */
export function shrineAnswers(shrine: Shrine, deityName: string): ListedAnswer[] {
  return shrine.families.flatMap((g) =>
    g.surnames.flatMap((s) =>
      (s.gotras.length ? s.gotras : ['']).map((gotra) => ({
        surname: s.surname,
        community: g.community,
        gotra,
        deityId: shrine.deity.id,
        deityName,
      })),
    ),
  );
}

/**
 * The answers a community's or a shrine's page lists, folded: each with how many families
 * confirmed it and the links to confirm it or say theirs is different. The names are shown in
 * the page's script; the links carry the English ones, which the answers are kept by.
 */
export async function ConfirmAnswers({ answers, names }: { answers: ListedAnswer[]; names: Names }) {
  if (!answers.length) return null;
  const t = familyWordMessages[pageLanguage()];
  // Trails are read per deity: a review refreshes what it changes by the deity's tag.
  const byDeity = Map.groupBy(answers, (a) => a.deityId);
  const trails = Object.assign(
    {},
    ...(await Promise.all([...byDeity].map(([deityId, rows]) => getAssociationTrails(rows.map(keyOf), `deity:${deityId}`)))),
  ) as Awaited<ReturnType<typeof getAssociationTrails>>;
  return (
    <details className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-maroon-900">{t.confirmOrCorrect(answers.length)}</summary>
      <ul className="mt-3 space-y-2 text-sm">
        {answers.map((a) => {
          const key = keyOf(a);
          const trail = trails[key];
          return (
            <li key={key} className="min-w-0 break-words">
              <span className="font-semibold text-maroon-900">{names.show('surname', a.surname)}</span>
              {a.gotra ? ` (${names.show('gotra', a.gotra)})` : ''}
              {` → ${a.deityName}`}
              {trail && trail.confirmed > 0 ? (
                <span className="text-green-900">{` · ${t.confirmedBy(trail.confirmed, trail.regions.join(', '))}`}</span>
              ) : null}
              <span className="ml-2 inline-flex flex-wrap gap-x-3">
                <WordLinks about={a} />
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
