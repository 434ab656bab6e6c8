import Link from 'next/link';
import { site } from '@/lib/site';
import { footerLinks } from './nav-items';

const socials = [
  {
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5z',
  },
  {
    label: 'Twitter',
    path: 'M22 5.9c-.7.3-1.5.6-2.4.7.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.9 2.9A8.3 8.3 0 0 1 2 18.4 11.7 11.7 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z',
  },
  {
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-maroon-900 text-saffron-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-xl font-bold">{site.name}</p>
          <p className="mt-2 max-w-md text-saffron-100">
            Discover your ancestral heritage and connect with your family&apos;s guardian deity and spiritual roots.
          </p>
          {/* The spec gives the social buttons no destination yet; they are labelled buttons, not dead links. */}
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socials.map((s) => (
              <li key={s.label}>
                <button
                  type="button"
                  aria-label={`${s.label} (coming soon)`}
                  title={`${s.label} (coming soon)`}
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
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
