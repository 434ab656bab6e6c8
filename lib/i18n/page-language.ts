import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { defaultLanguage, languageCode, type Language } from '@/lib/pages/kinds.mjs';
import type { Messages } from './define';

/**
 * The language of the page being rendered, set once by its layout and its page from the
 * address (`params.lang`) and read by any server component below them: one value per render
 * (React's cache), so a page stays static and nothing reads a header or a cookie.
 */
const current = cache((): { lang: Language } => ({ lang: defaultLanguage }));

export function setPageLanguage(lang: Language): void {
  current().lang = lang;
}

export function pageLanguage(): Language {
  return current().lang;
}

/** The page language's texts of a set. */
export function textsOf<T>(messages: Messages<T>): T {
  return messages[pageLanguage()];
}

/**
 * A page's params with its language checked and set for the components below it: every page
 * and layout under app/[lang]/ starts with it (a page is rendered alone on a client-side
 * navigation, without its layout).
 */
export async function languageOf<P extends { lang: string }>(params: Promise<P>): Promise<Omit<P, 'lang'> & { lang: Language }> {
  const given = await params;
  const lang = languageCode(given.lang);
  if (!lang) notFound();
  setPageLanguage(lang);
  return { ...given, lang };
}

/** The params of a page with no others than its language. */
export type LanguageParams = Promise<{ lang: string }>;
