import { SurnameChip } from '@/components/surname/surname-chip';
import type { FamilyGroups } from '@/lib/data/temples';

/** Surnames by community, each with its gotras, linking to the surname's page. */
export function FamilyList({ groups, id }: { groups: FamilyGroups; id?: string }) {
  return (
    <ul id={id} className="mt-3 space-y-3">
      {groups.map((g) => (
        <li key={g.community}>
          <span className="font-semibold text-maroon-900">{g.community}</span> <span className="text-muted">({g.surnames.length})</span>
          <ul className="mt-1 flex flex-wrap gap-2">
            {g.surnames.map((s) => (
              <SurnameChip key={s.slug} slug={s.slug} surname={s.surname}>
                {s.gotras.length ? <span className="text-muted">{` · ${s.gotras.join(', ')}`}</span> : null}
              </SurnameChip>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
