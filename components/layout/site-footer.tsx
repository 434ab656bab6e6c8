import Link from 'next/link';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import { site, siteUrl } from '@/lib/server/site';
import { fixedLink, footerLinks } from './nav-items';
import { ShareLinks } from './share-links';

export function SiteFooter() {
  const lang = pageLanguage();
  const t = layoutMessages[lang];
  return (
    <footer className="mt-16 bg-maroon-900 text-saffron-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-xl font-bold">{site.name}</p>
          <p className="mt-2 max-w-md text-saffron-100">{t.footer.blurb}</p>
          <ShareLinks origin={siteUrl()} label={t.shareThisPage} shareOn={{ Facebook: t.shareOn('Facebook'), Twitter: t.shareOn('Twitter') }} />
        </div>
        <nav aria-label={t.footerNav}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {footerLinks.map((link) => {
              const { href, english } = fixedLink(lang, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={href}
                    hrefLang={english ? 'en' : undefined}
                    className="text-saffron-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {t.footer[link.key]}
                    {english ? t.inEnglish : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm text-saffron-100">
        © {site.copyrightYear} {site.name}. {t.footer.rights}
      </p>
    </footer>
  );
}
