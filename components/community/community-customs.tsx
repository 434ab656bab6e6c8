import { PageLink } from '@/components/ui/page-link';
import { SourceLink } from '@/components/ui/source-link';
import { communityCustomsIn, namesIn } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { communityMessages } from '@/lib/i18n/messages/community';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { CommunityCustom } from '@/lib/data/surnames';

/** The kinds of custom in English (the surname answer's summary names them too). */
export const customText: Record<CommunityCustom['custom'], string> = communityMessages.en.customs.kinds;

/**
 * How a community's families keep their kuldevi, as each source describes it, with the deities
 * that source names as commonly kept in the community: marked as such, never as a family's
 * answer. In the page's language: `name` (the community's English name, or its name in the
 * page's script) and each custom's detail where it is written in it, else in English, marked.
 */
export async function CommunityCustoms({ name, customs, level = 'h3' }: { name: string; customs: CommunityCustom[]; level?: 'h2' | 'h3' }) {
  if (!customs.length) return null;
  const lang = pageLanguage();
  const t = communityMessages[lang].customs;
  const [names, shown] = await Promise.all([namesIn(lang), communityCustomsIn(lang, customs)]);
  const heading = t.heading(names.show('community', name));
  const Heading = level;
  return (
    <section aria-label={heading} className="mt-3 rounded-lg border border-saffron-200 bg-white p-3" data-customs={name}>
      <Heading className="font-semibold text-maroon-900">{heading}</Heading>
      <ul className="mt-2 space-y-3">
        {shown.map((c) => (
          <li key={`${c.community}|${c.custom}|${c.source_url}`} className="text-ink">
            <p className="font-semibold">{t.kinds[c.custom]}</p>
            <p className="mt-1" lang={c.english ? englishIn(lang, c.detail) : undefined}>
              {c.detail}
            </p>
            {c.deities.length ? (
              <p className="mt-1 text-sm" data-commonly-kept>
                {t.commonlyKept}
                {c.deities.map((d, i) => (
                  <span key={d.id}>
                    {i ? ', ' : ''}
                    <PageLink path={`/deity/${d.id}`} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                      {d.name}
                    </PageLink>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-muted">
              {t.source}
              <span lang={englishIn(lang, c.source_label)}>
                <SourceLink url={c.source_url} label={c.source_label} />
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
