import { CommunityLink } from '@/components/community/community-link';
import { SurnameChip, surnameCount } from '@/components/surname/surname-chip';
import type { DeitySurnames as Groups } from '@/lib/data/surnames';

/** Communities shown open; the rest are collapsed (a native disclosure: works without scripts). */
const OPEN_GROUPS = 3;

/** The surnames that keep the deity as family deity, by community, each linking to its page. */
export function DeitySurnames({ name, groups }: { name: string; groups: Groups }) {
  if (!groups.length) return null;
  // Counted from the list below: a surname kept by two communities is one surname.
  const total = surnameCount(groups);
  return (
    <section aria-labelledby="deity-surnames-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="deity-surnames-heading" className="text-2xl font-bold text-maroon-900">
        {`Families who worship ${name}`}
      </h2>
      <p className="mt-2 text-ink" data-count={total} data-count-of="deity-surnames">
        {`${total} ${total === 1 ? 'surname' : 'surnames'} in ${groups.length} ${groups.length === 1 ? 'community' : 'communities'} name ${name} as their family deity in our sources. Each surname page says where that comes from.`}
      </p>
      <div id="deity-surnames" className="mt-4 space-y-3">
        {groups.map((g, i) => (
          <details key={g.community} open={i < OPEN_GROUPS} className="rounded-lg border border-saffron-200 p-3">
            <summary className="cursor-pointer font-semibold text-maroon-900">
              {g.community} <span className="font-normal text-muted">({g.surnames.length})</span>
            </summary>
            <ul className="mt-2 flex flex-wrap gap-2">
              {g.surnames.map((s) => (
                <SurnameChip key={s.slug} slug={s.slug} surname={s.surname} />
              ))}
            </ul>
            <CommunityLink label={g.community} className="mt-2" />
          </details>
        ))}
      </div>
    </section>
  );
}
