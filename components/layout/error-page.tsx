import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { errorPageMessages } from '@/lib/i18n/messages/errors';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';

/**
 * The default error page: 'Unexpected Application Error!' with a way back home, in `lang`
 * (given, not read: the client error boundary renders it too).
 */
export function ErrorPage({ lang, detail, action }: { lang: Language; detail: string; action?: ReactNode }) {
  const t = errorPageMessages[lang];
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.heading}</h1>
      <p className="mt-4 text-lg text-ink">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action}
        <Link href={inLanguage(lang, '/')} className={buttonClass({ wide: true })}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}
