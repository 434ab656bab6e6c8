import type { Metadata } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { errorMessages, errorPageMessages } from '@/lib/i18n/messages/errors';
import { pageLanguage } from '@/lib/i18n/page-language';
import { languageCode } from '@/lib/pages/kinds.mjs';

export async function generateMetadata({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> {
  const lang = languageCode((await params)?.lang ?? '') ?? pageLanguage();
  return { title: errorMessages[lang].pageNotFound, robots: { index: false } };
}

/** Any address that is no page, in the frame and the language of its address. */
export default function NotFound() {
  const lang = pageLanguage();
  return <ErrorPage lang={lang} detail={errorPageMessages[lang].notFound} />;
}
