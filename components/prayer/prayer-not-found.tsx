import Link from 'next/link';
import type { PrayerKind } from '@/lib/urls/prayer';
import { buttonClass } from '@/components/ui/button';
import { errorMessages } from '@/lib/i18n/messages/errors';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/** 'Aarti not found' / 'Mantra not found' with a way back to the prayers, in the address's language. */
export function PrayerNotFound({ kind }: { kind: PrayerKind }) {
  const lang = pageLanguage();
  const t = errorMessages[lang].prayer;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.title(kind)}</h1>
      <p className="mt-4 text-lg text-ink">{t.text(kind)}</p>
      <Link href={inLanguage(lang, '/prayers')} className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        {t.back}
      </Link>
    </div>
  );
}
