import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { communityMessages } from '@/lib/i18n/messages/community';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/** 'Community Not Found': the community section's not-found page, in the address's language. */
export function CommunityNotFound() {
  const lang = pageLanguage();
  const t = communityMessages[lang].notFound;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{t.title}</h1>
      <p className="mt-4 text-lg text-ink">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={inLanguage(lang, '/community')} className={buttonClass({ wide: true })}>
          {t.all}
        </Link>
        <Link href={inLanguage(lang, '/surname-search')} className={buttonClass({ variant: 'outline' })}>
          {t.surname}
        </Link>
      </div>
    </div>
  );
}
