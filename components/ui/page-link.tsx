import Link from 'next/link';
import type { ReactNode } from 'react';
import { linksIn } from '@/lib/i18n/links';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * A link to another page of the site, given by its English address, from a page in any
 * language: to that page in the page's language when it is written in it, else to the English
 * page, saying so (hrefLang="en" and "(in English)" after the label), as the footer does.
 */
export async function PageLink({
  path,
  prayerLanguage,
  className,
  children,
}: {
  path: string;
  prayerLanguage?: string;
  className?: string;
  children: ReactNode;
}) {
  const lang = pageLanguage();
  const { href, english } = (await linksIn(lang))(path, prayerLanguage);
  return (
    <Link href={href} hrefLang={english ? 'en' : undefined} className={className}>
      {children}
      {english ? layoutMessages[lang].inEnglish : null}
    </Link>
  );
}
