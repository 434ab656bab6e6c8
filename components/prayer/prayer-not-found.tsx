import Link from 'next/link';
import type { PrayerKind } from '@/lib/urls/prayer';
import { buttonClass } from '@/components/ui/button';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/** 'Aarti not found' / 'Mantra not found' with a way back to the prayers. */
export function PrayerNotFound({ kind }: { kind: PrayerKind }) {
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.notFound[kind]}</h1>
      <p className="mt-4 text-lg text-ink">{kind === 'aarti' ? t.notFound.aartiText : t.notFound.mantraText}</p>
      <Link href={inLanguage(lang, '/prayers')} className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        {t.category.back}
      </Link>
    </div>
  );
}
