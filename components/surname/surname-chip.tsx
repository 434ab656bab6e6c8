import Link from 'next/link';
import { createElement, type ReactNode } from 'react';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/**
 * One surname in a list of them: a pill linking to the surname's page (in the page's language:
 * surname pages are written in every language), `children` after the name. `surname` is the
 * name as the page shows it.
 */
export function SurnameChip({ slug, surname, children }: { slug: string; surname: string; children?: ReactNode }) {
  // Without children the name is the link's only child (no empty slot in the page's data).
  const text = children === undefined ? [surname] : [surname, children];
  return (
    <li data-surname={slug}>
      {createElement(
        Link,
        {
          href: inLanguage(pageLanguage(), `/surname/${slug}`),
          className: 'block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200',
        },
        ...text,
      )}
    </li>
  );
}

/** The number of different surnames in groups of chips (a surname two communities carry counts once). */
export function surnameCount(groups: readonly { surnames: readonly { slug: string }[] }[]): number {
  return new Set(groups.flatMap((g) => g.surnames.map((s) => s.slug))).size;
}
