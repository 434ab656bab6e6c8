import Link from 'next/link';
import { createElement } from 'react';
import type { FamilyGroups } from '@/lib/data/temples';
import { namesIn } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/**
 * Surnames by community, each with its gotras, linking to the surname's page (in the page's
 * language: surname pages are in every one), each name in the page's script where one is written.
 */
export async function FamilyList({ groups, id }: { groups: FamilyGroups; id?: string }) {
  const lang = pageLanguage();
  const names = await namesIn(lang);
  return (
    <ul id={id} className="mt-3 space-y-3">
      {groups.map((g) => {
        const community = names.show('community', g.community);
        return (
          <li key={g.community}>
            <span className="font-semibold text-maroon-900" lang={englishIn(lang, community)}>
              {community}
            </span>{' '}
            <span className="text-muted">({g.surnames.length})</span>
            <ul className="mt-1 flex flex-wrap gap-2">
              {g.surnames.map((s) => (
                <li key={s.slug} data-surname={s.slug}>
                  {/* Without gotras the name is the link's only child (no empty slot in the page's data). */}
                  {createElement(
                    Link,
                    {
                      href: inLanguage(lang, `/surname/${s.slug}`),
                      className: 'block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200',
                    },
                    names.show('surname', s.surname),
                    ...(s.gotras.length
                      ? [
                          <span key="gotras" className="text-muted">
                            {` · ${s.gotras.map((x) => names.show('gotra', x)).join(', ')}`}
                          </span>,
                        ]
                      : []),
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
