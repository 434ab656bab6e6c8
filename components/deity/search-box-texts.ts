import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import type { Language } from '@/lib/pages/kinds.mjs';
import { inLanguage } from '@/lib/pages/kinds.mjs';
import type { SearchBoxTexts } from './deity-search-box';

/** The deity search box's texts and addresses on a page in `lang` (its suggestions come in that language too). */
export function searchBoxTexts(lang: Language): SearchBoxTexts {
  const t = exploreMessages[lang].searchBox;
  // "also known as X" split around the name, as each language places it.
  const [before = '', after = ''] = t.alsoKnownAs('\u0000').replace(/^ · /, '').split('\u0000');
  return {
    placeholder: t.placeholder,
    label: t.label,
    button: t.button,
    searching: t.searching,
    suggestions: t.suggestions(0).replace(/^0\s*/, ''),
    listLabel: t.listLabel,
    alsoKnownAs: [before, after],
    inEnglish: layoutMessages[lang].inEnglish,
    search: inLanguage(lang, '/search'),
    endpoint: lang === 'en' ? '/api/deities/suggest' : `/api/deities/suggest?lang=${lang}`,
  };
}
