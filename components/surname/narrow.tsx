import Link from 'next/link';
import type { Group } from '@/components/surname/answer-summary';
import type { SurnameDetail } from '@/lib/data/surnames';
import type { Narrowing } from '@/lib/ui/surname-answer';
import { surnamePath } from '@/lib/validation/surname';

/** Links that narrow a shared surname's page to one community, then one gotra, keeping the place. */
export function Narrow({
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
  const chosen = narrowing.community
    ? (groups.find((g) => g.key !== '' && g.labels.some((l) => l === narrowing.community)) ?? groups[0])
    : groups.length === 1
      ? groups[0]
      : undefined;
  const gotras = chosen ? [...new Set(chosen.deities.flatMap((d) => d.gotras))].sort((a, b) => a.localeCompare(b)) : [];
  const pill = (href: string, text: string, current: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className={`block rounded-full px-3 py-1 text-sm font-semibold ${current ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
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
        <nav aria-label="Narrow by community">
          <p className="text-sm font-semibold text-maroon-900">Narrow by community</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state), 'All communities', !narrowing.community)}
            {groups
              .filter((g) => g.key !== '')
              .map((g) => pill(surnamePath(detail.slug, region, state, { community: g.name }), g.name, narrowing.community === g.name))}
          </ul>
        </nav>
      ) : null}
      {chosen && gotras.length > 1 ? (
        <nav aria-label="Narrow by gotra">
          <p className="text-sm font-semibold text-maroon-900">{`Narrow ${chosen.name} by gotra`}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state, { community: narrowing.community }), 'All gotras', !narrowing.gotra)}
            {gotras.map((g) =>
              pill(surnamePath(detail.slug, region, state, { community: narrowing.community || chosen.name, gotra: g }), g, narrowing.gotra === g),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
