import Link from 'next/link';
import { communityMessages } from '@/lib/i18n/messages/community';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';

/** The way to the page on how families find a kuldevi they do not know: one line where a search ends without one. */
export function FindKuldeviLink({ className = '' }: { className?: string }) {
  const lang = pageLanguage();
  return (
    <p className={className}>
      <Link href={inLanguage(lang, FIND_KULDEVI_PATH)} className="font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900">
        {communityMessages[lang].findKuldevi}
      </Link>
    </p>
  );
}
