import Link from 'next/link';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/** 'Shrine Not Found': the shrine section's not-found page, in the address's language. */
export function ShrineNotFound() {
  const lang = pageLanguage();
  const t = shrineMessages[lang].notFound;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.title}</h1>
      <p className="mt-4 text-ink">{t.text}</p>
      <Link href={inLanguage(lang, '/temples')} className="mt-6 inline-block font-semibold text-saffron-800 underline underline-offset-4">
        {t.all}
      </Link>
    </div>
  );
}
