import Link from 'next/link';
import { createElement, type ReactNode } from 'react';
import { pageKit } from '@/lib/ui/surname-language';

/**
 * One surname in a list of them: a pill linking to the surname's page, `children` after the name.
 * Surname pages are written in every language: the pill leads to the page in the page's
 * language, the surname in its script.
 */
export async function SurnameChip({ slug, surname, children }: { slug: string; surname: string; children?: ReactNode }) {
  const kit = await pageKit();
  const name = kit.surname(surname);
  // Without children the name is the link's only child (no empty slot in the page's data).
  const text = children === undefined ? [name] : [name, children];
  return (
    <li data-surname={slug}>
      {createElement(
        Link,
        { href: kit.href(`/surname/${slug}`), className: 'block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200' },
        ...text,
      )}
    </li>
  );
}

/** The number of different surnames in groups of chips (a surname two communities carry counts once). */
export function surnameCount(groups: readonly { surnames: readonly { slug: string }[] }[]): number {
  return new Set(groups.flatMap((g) => g.surnames.map((s) => s.slug))).size;
}
