import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { languageCode, languages } from '@/lib/pages/kinds.mjs';
import { site, siteUrl } from '@/lib/server/site';
import { themeScript } from '@/lib/ui/theme';
import '../globals.css';
import '../script-fonts.css';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lang = languageCode((await params).lang) ?? 'en';
  const t = layoutMessages[lang];
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name}: ${t.tagline}`, template: `%s | ${site.name}` },
    description: t.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: languages[lang].ogLocale, type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  themeColor: '#9a3412',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children, params }: { children: ReactNode; params: Params }) {
  const lang = languageCode((await params).lang);
  if (!lang) notFound();
  setPageLanguage(lang);
  return (
    // The theme script sets class="dark" on <html> before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      <head>
        {/* "js" on <html>: with it, tabs and the phone menu are interactive; without it the CSS
            shows every panel and every link (globals.css). */}
        <script dangerouslySetInnerHTML={{ __html: `document.documentElement.classList.add('js');${themeScript}` }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {layoutMessages[lang].skip}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
