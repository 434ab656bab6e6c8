import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import type { Language } from '@/lib/pages/kinds.mjs';
import type { PageLink } from '@/lib/ui/surname-language';

/**
 * A link to a page that may be English only: to the page in the language when it is written in
 * it, else to the English page with hrefLang="en" and the language's "(in English)" after its
 * label (as the footer marks its English-only pages).
 */
export function PageLinkTo({
  to,
  inEnglish,
  children,
  ...rest
}: { to: PageLink; inEnglish: string; children: ReactNode } & Omit<ComponentProps<typeof Link>, 'href' | 'hrefLang' | 'children'>) {
  return (
    <Link href={to.href} hrefLang={to.english ? 'en' : undefined} {...rest}>
      {children}
      {to.english ? inEnglish : null}
    </Link>
  );
}

// A run of Latin words (with the spaces, brackets and marks between them) inside a sentence.
const LATIN_RUN = /([A-Za-z][A-Za-z0-9.,'’&/()\- ]*[A-Za-z0-9.)’']|[A-Za-z])/;

/**
 * A sentence of the page's language with names left in Latin letters (a community with no name
 * written in the language, a source's title): each Latin run carries lang="en", so readers and
 * fonts take it as English. On English pages the text as it is.
 */
export function Marked({ text, lang }: { text: string; lang: Language }) {
  if (lang === 'en' || !/[A-Za-z]/.test(text)) return <>{text}</>;
  const parts: { text: string; latin: boolean }[] = [];
  text.split(LATIN_RUN).forEach((part, i) => {
    if (!part) return;
    // A closing bracket the run did not open is the sentence's, not the name's: "(1 गोत्र: Kaundinya)".
    const close = i % 2 && part.endsWith(')') && !part.includes('(');
    parts.push({ text: close ? part.slice(0, -1) : part, latin: i % 2 === 1 });
    if (close) parts.push({ text: ')', latin: false });
  });
  return (
    <>
      {parts.map((part, i) =>
        part.latin ? (
          <span key={i} lang="en">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** lang="en" for an element of English text (a source's sentence, a name left in Latin) on a page in another language. */
export function enAttr(lang: Language, when = true): { lang?: 'en' } {
  return lang !== 'en' && when ? { lang: 'en' } : {};
}
