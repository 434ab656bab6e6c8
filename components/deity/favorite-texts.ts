import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import type { Language } from '@/lib/pages/kinds.mjs';
import type { FavoriteTexts } from '@/components/dashboard/favorite-button';

/** The favourite button's texts for one deity on a page in `lang` (the dashboard it opens is written in English only). */
export function favoriteButtonTexts(lang: Language, name: string): FavoriteTexts {
  const t = deityMessages[lang].favorite;
  return {
    label: t.label,
    name,
    blocked: t.blocked,
    saved: t.saved(name),
    removed: t.removed(name),
    openDashboard: `${t.openDashboard}${layoutMessages[lang].inEnglish}`,
    dashboardInEnglish: lang !== 'en',
  };
}
