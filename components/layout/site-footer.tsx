import Link from 'next/link';
import { site, siteUrl } from '@/lib/server/site';
import { footerLinks } from './nav-items';
import { ShareLinks } from './share-links';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-maroon-900 text-saffron-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-xl font-bold">{site.name}</p>
          <p className="mt-2 max-w-md text-saffron-100">
            Discover your ancestral heritage and connect with your family&apos;s guardian deity and spiritual roots.
          </p>
          <ShareLinks origin={siteUrl()} />
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.href + link.label}>
                <Link href={link.href} className="text-saffron-100 underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm text-saffron-100">
        © {site.copyrightYear} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
