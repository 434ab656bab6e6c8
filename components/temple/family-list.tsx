import Link from 'next/link';
import type { FamilyGroups } from '@/lib/data/temples';

/** The number of different surnames in the groups (a surname two communities carry counts once). */
export function surnameCount(groups: FamilyGroups): number {
  return new Set(groups.flatMap((g) => g.surnames.map((s) => s.slug))).size;
}

/** Surnames by community, each with its gotras, linking to the surname's page. */
export function FamilyList({ groups, id }: { groups: FamilyGroups; id?: string }) {
  return (
    <ul id={id} className="mt-3 space-y-3">
      {groups.map((g) => (
        <li key={g.community}>
          <span className="font-semibold text-maroon-900">{g.community}</span> <span className="text-muted">({g.surnames.length})</span>
          <ul className="mt-1 flex flex-wrap gap-2">
            {g.surnames.map((s) => (
              <li key={s.slug} data-surname={s.slug}>
                <Link
                  href={`/surname/${s.slug}`}
                  className="block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200"
                >
                  {s.surname}
                  {s.gotras.length ? <span className="text-muted">{` · ${s.gotras.join(', ')}`}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
