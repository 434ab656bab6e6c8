'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { isCurrent } from './nav-items';

interface NavLink {
  /** The section's English address, which says which pages are in it. */
  section: string;
  href: string;
  label: string;
}

/** Header navigation: the current section highlighted; on small screens a toggled menu. */
export function SiteNav({ links: items, label, openLabel, closeLabel }: { links: NavLink[]; label: string; openLabel: string; closeLabel: string }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  const links = (mobile: boolean) =>
    items.map((link) => {
      const current = isCurrent(link.section, pathname);
      return (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={current ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className={[
              'block rounded-md px-3 py-2 text-base font-medium transition-colors',
              mobile ? 'w-full' : '',
              current ? 'bg-saffron-700 text-white' : 'text-maroon-900 hover:bg-saffron-100',
            ].join(' ')}
          >
            {link.label}
          </Link>
        </li>
      );
    });

  return (
    <nav aria-label={label} className="site-nav">
      <ul className="hidden items-center gap-1 md:flex">{links(false)}</ul>
      <button
        type="button"
        className="js-only inline-flex items-center rounded-md p-2 text-maroon-900 hover:bg-saffron-100 md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <ul
        id="mobile-menu"
        // Closed by globals.css only while scripts run: without them the links are a plain list.
        data-open={open}
        className="absolute inset-x-0 top-full z-40 space-y-1 border-b border-saffron-200 bg-white p-3 shadow-md md:hidden"
      >
        {links(true)}
      </ul>
    </nav>
  );
}
