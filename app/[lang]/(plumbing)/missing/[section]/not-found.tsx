import type { Metadata } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { notFoundPages } from '@/components/page-kinds';
import { errorMessages, errorPageMessages } from '@/lib/i18n/messages/errors';
import { slugKind } from '@/lib/pages/kinds.mjs';
import { languageOf, pageLanguage } from '@/lib/i18n/page-language';

// Every /missing/ page answers 404, and Next.js takes a 404's title from the nearest
// not-found.tsx: this one names what was not found, in the address's language.
export async function generateMetadata({ params }: { params: Promise<{ lang: string; section: string }> }): Promise<Metadata> {
  const { lang, section } = await languageOf(params);
  const kind = slugKind(section);
  return { title: kind ? notFoundPages[kind].title(lang) : errorMessages[lang].pageNotFound, robots: { index: false } };
}

export default function NotFound() {
  const lang = pageLanguage();
  return <ErrorPage lang={lang} detail={errorPageMessages[lang].notFound} />;
}
