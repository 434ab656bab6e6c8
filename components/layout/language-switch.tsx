import Link from 'next/link';
import { layoutMessages, notWrittenYet, notYet } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, languageCodes, languages, type Language } from '@/lib/pages/kinds.mjs';

/**
 * The page in the other languages: a link to each language it is written in, and for each other
 * language, in that language, that it is not written in it yet. `path` is the page's English
 * address; `available` the languages it exists in (English always). The links are not prefetched:
 * another language is another root layout, which the browser loads whole, and the router, asked to
 * prefetch a fixed page's English layout from a page in another language, asked for it again and
 * again (some 300 requests in three seconds from /hi/about).
 */
export function LanguageSwitch({ path, available }: { path: string; available: readonly Language[] }) {
  const lang = pageLanguage();
  return (
    <nav aria-label={layoutMessages[lang].languages} className="mx-auto max-w-6xl px-4 pt-3 print:hidden">
      <ul className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
        {languageCodes.map((code) => {
          const { name } = languages[code];
          if (code === lang) {
            return (
              <li key={code} lang={code} className="font-semibold text-maroon-900" aria-current="page">
                {name}
              </li>
            );
          }
          if (!available.includes(code)) {
            return (
              <li key={code} lang={code} className="text-muted" title={notWrittenYet[code]}>
                {`${name} `}
                <span aria-hidden="true">{notYet[code]}</span>
                <span className="sr-only">{notWrittenYet[code]}</span>
              </li>
            );
          }
          return (
            <li key={code}>
              <Link
                href={inLanguage(code, path)}
                prefetch={false}
                hrefLang={code}
                lang={code}
                className="text-saffron-800 underline underline-offset-4"
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
