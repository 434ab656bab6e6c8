import { inLanguage, pagesInEveryLanguage, splitLanguage, type Language } from '@/lib/pages/kinds.mjs';

export const headerLinks = [
  { href: '/', key: 'home' },
  { href: '/search', key: 'explore' },
  { href: '/prayers', key: 'prayers' },
  { href: '/surname-search', key: 'surname' },
  { href: '/about', key: 'about' },
] as const;

export const footerLinks = [
  { href: '/', key: 'home' },
  { href: '/search', key: 'explore' },
  { href: '/about', key: 'about' },
  { href: '/dashboard', key: 'dashboard' },
  { href: '/help', key: 'help' },
  { href: '/how-to-find-your-kuldevi', key: 'guide' },
  { href: '/privacy', key: 'privacy' },
  { href: '/terms', key: 'terms' },
  { href: '/contact', key: 'contact' },
] as const;

/** A link from a page in `lang` to a fixed page: that page in `lang`, or the English one where it is written in English only. */
export function fixedLink(lang: Language, href: string): { href: string; english: boolean } {
  const everywhere = pagesInEveryLanguage.includes(href);
  return { href: everywhere ? inLanguage(lang, href) : href, english: !everywhere && lang !== 'en' };
}

/** Whether a header link (an English address) is the current section (Explore also covers deity pages, and so on), in any language. */
export function isCurrent(href: string, pathname: string): boolean {
  const { path } = splitLanguage(pathname);
  if (href === '/') return path === '/';
  const sections: Record<string, string[]> = {
    '/search': ['/search', '/deity/'],
    '/prayers': ['/prayers', '/aartis', '/mantras', '/aarti/', '/mantra/'],
    '/surname-search': ['/surname-search', '/surname/'],
    '/about': ['/about'],
  };
  return (sections[href] ?? [href]).some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}
