import Link from 'next/link';
import { getAssociationTrails } from '@/lib/data/family-word';
import type { Names } from '@/lib/i18n/content';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';
import { associationKeyOf } from '@/lib/validation/family-word';

/** One answer a page lists: a surname (with its community label and gotra) given a deity, as the data has them in English. */
export interface ListedAnswer {
  surname: string;
  community: string;
  gotra: string;
  deityId: string;
  deityName: string;
}

/**
 * The answers a community's or a shrine's page lists, folded: each with how many families
 * confirmed it and the links to confirm it or say theirs is different (a page in English). The
 * names are shown in the page's script; the links carry the English ones, which the answers are
 * kept by.
 */
export async function ConfirmAnswers({ answers, names }: { answers: ListedAnswer[]; names: Names }) {
  if (!answers.length) return null;
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  const inEnglish = layoutMessages[lang].inEnglish;
  const byDeity = Map.groupBy(answers, (a) => a.deityId);
  const trails = Object.assign(
    {},
    ...(await Promise.all(
      [...byDeity].map(([deityId, rows]) =>
        getAssociationTrails(
          rows.map((r) => associationKeyOf({ surname: r.surname, community: r.community, gotra: r.gotra, deity_id: deityId })),
          `deity:${deityId}`,
        ),
      ),
    )),
  ) as Awaited<ReturnType<typeof getAssociationTrails>>;
  const link = 'text-saffron-800 underline underline-offset-4';
  return (
    <details className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-maroon-900">{t.confirmOrCorrect(answers.length)}</summary>
      <ul className="mt-3 space-y-2 text-sm">
        {answers.map((a) => {
          const query = new URLSearchParams({ surname: a.surname, community: a.community, gotra: a.gotra, deity: a.deityId });
          const trail = trails[associationKeyOf({ surname: a.surname, community: a.community, gotra: a.gotra, deity_id: a.deityId })];
          return (
            <li key={query.toString()} className="min-w-0 break-words">
              <span className="font-semibold text-maroon-900">{names.show('surname', a.surname)}</span>
              {a.gotra ? ` (${names.show('gotra', a.gotra)})` : ''}
              {` → ${a.deityName}`}
              {trail && trail.confirmed > 0 ? (
                <span className="text-green-900">{` · ${t.confirmedBy(trail.confirmed, trail.regions.join(', '))}`}</span>
              ) : null}
              <span className="ml-2 inline-flex flex-wrap gap-x-3">
                <Link href={`/family-word?kind=confirm&${query}`} hrefLang={lang === 'en' ? undefined : 'en'} className={link}>
                  {t.keeps}
                  {inEnglish}
                </Link>
                <Link href={`/family-word?kind=correct&${query}`} hrefLang={lang === 'en' ? undefined : 'en'} className={link}>
                  {t.different}
                  {inEnglish}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
