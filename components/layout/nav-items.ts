export const headerLinks = [
  { href: '/', label: 'Home' },
  { href: '/search', label: 'Explore' },
  { href: '/prayers', label: 'Prayers' },
  { href: '/surname-search', label: 'Find by Surname' },
  { href: '/about', label: 'About' },
] as const;

export const footerLinks = [
  { href: '/', label: 'Home' },
  { href: '/search', label: 'Explore' },
  { href: '/about', label: 'About' },
  { href: '/dashboard', label: 'My Dashboard' },
  { href: '/help', label: 'Help Center' },
  { href: '/how-to-find-your-kuldevi', label: "Don't know your kuldevi?" },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/** Whether a header link is the current section (Explore also covers deity pages, and so on). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  const sections: Record<string, string[]> = {
    '/search': ['/search', '/deity/'],
    '/prayers': ['/prayers', '/aartis', '/mantras', '/aarti/', '/mantra/'],
    '/surname-search': ['/surname-search', '/surname/'],
    '/about': ['/about'],
  };
  return (sections[href] ?? [href]).some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}
