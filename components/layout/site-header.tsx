import Link from 'next/link';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';
import { site } from '@/lib/server/site';
import { fixedLink, headerLinks } from './nav-items';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  const lang = pageLanguage();
  const t = layoutMessages[lang];
  return (
    <header className="relative border-b border-saffron-200 bg-white/95 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href={inLanguage(lang, '/')} className="flex items-center gap-2 text-xl font-bold text-saffron-800">
          {/* The lamp mark is drawn, not set in Devanagari: a page with no native script then
              loads no script font at all. */}
          <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9">
            <circle cx="32" cy="32" r="32" fill="#9a3412" />
            <path d="M32 12c5 8 9 13 9 20a9 9 0 0 1-18 0c0-7 4-12 9-20z" fill="#ffdba8" />
            <path d="M14 46c4 4 10 6 18 6s14-2 18-6H14z" fill="#fff8ed" />
          </svg>
          {site.name}
        </Link>
        <SiteNav
          links={headerLinks.map((l) => ({ section: l.href, href: fixedLink(lang, l.href).href, label: t.nav[l.key] }))}
          label={t.mainNav}
          openLabel={t.openMenu}
          closeLabel={t.closeMenu}
        />
      </div>
    </header>
  );
}
