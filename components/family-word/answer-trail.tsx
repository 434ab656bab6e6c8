import Link from 'next/link';
import type { AssociationTrail } from '@/lib/data/family-word';
import { dayRangeIn } from '@/lib/i18n/dates';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';

/** An answer as the data has it in English: what the families' forms are about. */
export interface WordAbout {
  surname: string;
  community: string;
  gotra: string;
  deityId: string;
}

/** An answer's history, folded: each event dated, with its source where it has one. */
export function AnswerHistory({ trail, open = false }: { trail: AssociationTrail; open?: boolean }) {
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  if (!trail.history.length) return null;
  return (
    <details open={open} className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-saffron-800">{t.history}</summary>
      <ol className="mt-2 space-y-1 border-l-2 border-saffron-200 pl-3">
        {trail.history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.on}>{dayRangeIn(lang, h.on, h.on)}</time>
            {`: ${t.events[h.event]}`}
            {h.detail ? <span lang={lang === 'en' ? undefined : 'en'}>{`, ${h.detail}`}</span> : null}
            {h.source_label ? (
              <>
                {`; ${t.from} `}
                {h.source_url ? (
                  <a href={h.source_url} rel="noopener" className="underline underline-offset-2" lang="en">
                    {h.source_label}
                  </a>
                ) : (
                  <span lang="en">{h.source_label}</span>
                )}
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * Families' word beside an answer: how many families confirmed it and from which regions, the
 * links to confirm it or say theirs is different (a page in English), and its history.
 */
export function AnswerTrail({ about, trail }: { about: WordAbout; trail: AssociationTrail | undefined }) {
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  return (
    <div className="mt-2 text-sm">
      {trail && trail.confirmed > 0 ? (
        <p className="font-semibold text-green-900">{t.confirmedBy(trail.confirmed, trail.regions.join(', '))}</p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <WordLinks about={about} />
      </p>
      {trail ? <AnswerHistory trail={trail} /> : null}
    </div>
  );
}

/**
 * "Our family keeps this deity" and "Ours is different" for one answer: the links to the forms
 * (a page in English, said so on a page in another language), carrying the answer as the data
 * has it in English.
 */
export function WordLinks({ about, className = 'text-saffron-800 underline underline-offset-4' }: { about: WordAbout; className?: string }) {
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  const inEnglish = layoutMessages[lang].inEnglish;
  const query = new URLSearchParams({ surname: about.surname, community: about.community, gotra: about.gotra, deity: about.deityId });
  return (
    <>
      <Link href={`/family-word?kind=confirm&${query}`} hrefLang={lang === 'en' ? undefined : 'en'} className={className}>
        {t.keeps}
        {inEnglish}
      </Link>
      <Link href={`/family-word?kind=correct&${query}`} hrefLang={lang === 'en' ? undefined : 'en'} className={className}>
        {t.different}
        {inEnglish}
      </Link>
    </>
  );
}
