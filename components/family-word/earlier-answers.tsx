import { getEarlierAssociations } from '@/lib/data/family-word';
import { dayRangeIn } from '@/lib/i18n/dates';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * What earlier sources said for a surname and a reviewer found wrong, folded: each with its
 * source and why it is wrong. Never offered as an answer; kept so no one adds it again.
 */
export async function EarlierAnswers({ slug }: { slug: string }) {
  const earlier = await getEarlierAssociations(slug);
  if (!earlier.length) return null;
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  return (
    <details className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-maroon-900">{t.earlier}</summary>
      <p className="mt-2 text-sm text-muted">{t.earlierNote}</p>
      <ul className="mt-3 space-y-3">
        {earlier.map((e) => (
          <li key={e.key} className="rounded-lg bg-saffron-50 p-3 text-sm" lang={lang === 'en' ? undefined : 'en'}>
            <p>
              <span className="font-semibold">{e.deity_name}</span>
              {` (${[e.community, e.gotra].filter(Boolean).join(', ')}), ${e.confidence_level}%: `}
              {e.source_url ? (
                <a href={e.source_url} rel="noopener" className="underline underline-offset-2">
                  {e.source_label}
                </a>
              ) : (
                e.source_label
              )}
            </p>
            <p className="mt-1">
              <span className="font-semibold">{`${t.wrongBecause} (${dayRangeIn(lang, e.deprecated_on, e.deprecated_on)}): `}</span>
              {e.reason}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
