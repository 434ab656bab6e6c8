import { SurnameSearchBox } from '@/components/surname/surname-search-box';
import { surnameFormMessages } from '@/lib/i18n/messages/surname';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { SurnameSearchParams } from '@/lib/validation/surname';

/**
 * The surname box (home, the surname search) in the page's language: its texts given to the
 * box, which searches in that language (/{lang}/surname-search, suggestions with their names in
 * its script), with or without JavaScript.
 */
export function SurnameSearchForm(props: { initial?: Partial<SurnameSearchParams>; withFilters?: boolean }) {
  const lang = pageLanguage();
  return <SurnameSearchBox {...props} lang={lang} texts={surnameFormMessages[lang]} />;
}
