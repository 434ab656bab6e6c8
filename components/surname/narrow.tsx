import Link from 'next/link';
import type { Group } from '@/components/surname/answer-summary';
import { enAttr, Marked } from '@/components/surname/lang-parts';
import type { SurnameDetail } from '@/lib/data/surnames';
import type { Narrowing } from '@/lib/ui/surname-answer';
import { isLatin, pageKit } from '@/lib/ui/surname-language';
import { surnamePath } from '@/lib/validation/surname';

/** Links that narrow a shared surname's page to one community, then one gotra, keeping the place (the page's language too). */
export async function Narrow({
  detail,
  groups,
  region,
  state,
  narrowing,
}: {
  detail: SurnameDetail;
  groups: Group[];
  region: string;
  state: string;
  narrowing: Narrowing;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const chosen = narrowing.community
    ? (groups.find((g) => g.key !== '' && g.labels.some((l) => l === narrowing.community)) ?? groups[0])
    : groups.length === 1
      ? groups[0]
      : undefined;
  const gotras = chosen ? [...new Set(chosen.deities.flatMap((d) => d.gotras))].sort((a, b) => kit.compare(kit.gotra(a), kit.gotra(b))) : [];
  const pill = (href: string, text: string, current: boolean) => (
    <li key={href}>
      <Link
        href={kit.href(href)}
        aria-current={current ? 'page' : undefined}
        className={`block rounded-full px-3 py-1 text-sm font-semibold ${current ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
        {...enAttr(lang, isLatin(text))}
      >
        {text}
      </Link>
    </li>
  );
  const showCommunities = groups.length > 1 || Boolean(narrowing.community);
  if (!showCommunities && gotras.length < 2) return null;
  return (
    <div className="mt-4 space-y-3">
      {showCommunities ? (
        <nav aria-label={t.narrowByCommunity}>
          <p className="text-sm font-semibold text-maroon-900">{t.narrowByCommunity}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state), t.allCommunities, !narrowing.community)}
            {groups
              .filter((g) => g.key !== '')
              .map((g) =>
                pill(surnamePath(detail.slug, region, state, { community: g.name }), kit.community(g.name), narrowing.community === g.name),
              )}
          </ul>
        </nav>
      ) : null}
      {chosen && gotras.length > 1 ? (
        <nav aria-label={t.narrowByGotraNav}>
          <p className="text-sm font-semibold text-maroon-900">
            <Marked lang={lang} text={t.narrowByGotra(kit.community(chosen.name))} />
          </p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state, { community: narrowing.community }), t.allGotras, !narrowing.gotra)}
            {gotras.map((g) =>
              pill(
                surnamePath(detail.slug, region, state, { community: narrowing.community || chosen.name, gotra: g }),
                kit.gotra(g),
                narrowing.gotra === g,
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
