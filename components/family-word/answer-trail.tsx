import Link from 'next/link';
import type { AssociationTrail } from '@/lib/data/family-word';
import { dayRangeIn } from '@/lib/i18n/dates';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';

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
export function AnswerTrail({
  about,
  trail,
}: {
  about: { surname: string; community: string; gotra: string; deityId: string };
  trail: AssociationTrail | undefined;
}) {
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  const inEnglish = layoutMessages[lang].inEnglish;
  const query = new URLSearchParams({ surname: about.surname, community: about.community, gotra: about.gotra, deity: about.deityId });
  return (
    <div className="mt-2 text-sm">
      {trail && trail.confirmed > 0 ? (
        <p className="font-semibold text-green-900">{t.confirmedBy(trail.confirmed, trail.regions.join(', '))}</p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <Link
          href={`/family-word?kind=confirm&${query}`}
          hrefLang={lang === 'en' ? undefined : 'en'}
          className="text-saffron-800 underline underline-offset-4"
        >
          {t.keeps}
          {inEnglish}
        </Link>
        <Link
          href={`/family-word?kind=correct&${query}`}
          hrefLang={lang === 'en' ? undefined : 'en'}
          className="text-saffron-800 underline underline-offset-4"
        >
          {t.different}
          {inEnglish}
        </Link>
      </p>
      {trail ? <AnswerHistory trail={trail} /> : null}
    </div>
  );
}
