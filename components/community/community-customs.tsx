import { enAttr, Marked, PageLinkTo } from '@/components/surname/lang-parts';
import { SourceLink } from '@/components/ui/source-link';
import type { CommunityCustom } from '@/lib/data/surnames';
import { customId, customsIn } from '@/lib/i18n/content';
import { communityPartsMessages } from '@/lib/i18n/messages/community-parts';
import { pageKit } from '@/lib/ui/surname-language';

/** How a community's families keep their kuldevi, in English (the answer's one-line custom reads these too). */
export const customText: Record<CommunityCustom['custom'], string> = communityPartsMessages.en.customs;

/**
 * How a community's families keep their kuldevi, as each source describes it, with the deities
 * that source names as commonly kept in the community: marked as such, never as a family's answer.
 * In the page's language: a source's detail where it is written in it, else in English, marked;
 * the community's name in the page's script where it has one.
 */
export async function CommunityCustoms({ name, customs, level = 'h3' }: { name: string; customs: CommunityCustom[]; level?: 'h2' | 'h3' }) {
  if (!customs.length) return null;
  const kit = await pageKit();
  const { lang } = kit;
  const t = communityPartsMessages[lang];
  const details = await customsIn(lang, customs);
  const shown = kit.community(name);
  const Heading = level;
  return (
    <section aria-label={t.customsHeading(shown)} className="mt-3 rounded-lg border border-saffron-200 bg-white p-3" data-customs={name}>
      <Heading className="font-semibold text-maroon-900">
        <Marked lang={lang} text={t.customsHeading(shown)} />
      </Heading>
      <ul className="mt-2 space-y-3">
        {customs.map((c) => {
          const detail = details.get(customId(c.community, c.custom));
          return (
            <li key={`${c.community}|${c.custom}|${c.source_url}`} className="text-ink">
              <p className="font-semibold">{t.customs[c.custom]}</p>
              {detail ? (
                <p className="mt-1">
                  <Marked lang={lang} text={detail} />
                </p>
              ) : (
                <p className="mt-1" {...enAttr(lang)}>
                  {c.detail}
                </p>
              )}
              {c.deities.length ? (
                <p className="mt-1 text-sm" data-commonly-kept>
                  {t.commonlyKept}
                  {c.deities.map((d, i) => (
                    <span key={d.id}>
                      {i ? ', ' : ''}
                      <PageLinkTo
                        to={kit.page('deity', d.id, `/deity/${d.id}`)}
                        inEnglish={kit.inEnglish}
                        className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
                      >
                        {kit.deity(d.id, d.name)}
                      </PageLinkTo>
                    </span>
                  ))}
                </p>
              ) : null}
              <p className="mt-1 text-sm text-muted">
                {`${t.source} `}
                <span {...enAttr(lang)}>
                  <SourceLink url={c.source_url} label={c.source_label} />
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
