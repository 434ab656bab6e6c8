import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { errorMessages } from '@/lib/i18n/messages/errors';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/** The prayer-category section's not-found page, in the address's language. */
export function CategoryNotFound() {
  const lang = pageLanguage();
  const t = errorMessages[lang].category;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.title}</h1>
      <p className="mt-4 text-lg text-ink">{t.text}</p>
      <Link href={inLanguage(lang, '/prayers')} className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        {t.back}
      </Link>
    </div>
  );
}
