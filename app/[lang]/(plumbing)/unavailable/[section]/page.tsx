import type { Metadata } from 'next';
import Link from 'next/link';
import { unavailableMessage } from '@/components/page-kinds';
import { buttonClass } from '@/components/ui/button';
import { errorMessages, errorPageMessages } from '@/lib/i18n/messages/errors';
import { languageOf } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';
import type { CachedKind } from '@/lib/pages/kinds.mjs';

export const dynamic = 'force-dynamic';

type Params = Promise<{ lang: string; section: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  return { title: errorMessages[lang].unavailableTitle, robots: { index: false } };
}

/**
 * What a visitor sees (with 503 and Retry-After, from proxy.ts) when a cached page has no copy
 * yet and the database cannot be read to make one, in the address's language. It reads nothing
 * itself. `section` is the page's kind (lib/pages/kinds.mjs).
 */
export default async function Unavailable({ params }: { params: Params }) {
  const { lang, section } = await languageOf(params);
  const t = errorMessages[lang];
  const message = Object.hasOwn(t.unavailableOf, section) ? unavailableMessage(lang, section as CachedKind) : t.unavailable;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.unavailableTitle}</h1>
      <p className="mt-4 text-lg text-ink">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={inLanguage(lang, '/')} className={buttonClass({ wide: true })}>
          {errorPageMessages[lang].home}
        </Link>
      </div>
    </div>
  );
}
