import type { ReactNode } from 'react';
import { CommunityNotFound } from '@/components/community/community-not-found';
import { DeityNotFound } from '@/components/deity/deity-not-found';
import { CategoryNotFound } from '@/components/prayer/category-not-found';
import { PrayerNotFound } from '@/components/prayer/prayer-not-found';
import { SurnameNotFound } from '@/components/surname/surname-not-found';
import { ShrineNotFound } from '@/components/shrine/shrine-not-found';
import { errorMessages } from '@/lib/i18n/messages/errors';
import type { CachedKind, Language, SlugKind } from '@/lib/pages/kinds.mjs';

/**
 * What each kind of page (lib/pages/kinds.mjs) shows when it is not one of its pages (its title
 * and page, rendered per request from no data but the address, in the address's language) and
 * when it cannot be made while the database is down. Adding a kind there asks for its entries
 * here (and its title and message in lib/i18n/messages/errors.ts).
 */
export const notFoundPages: Record<SlugKind, { title: (lang: Language) => string; page: (p: { slug: string; region: string }) => ReactNode }> = {
  deity: { title: (lang) => errorMessages[lang].notFoundTitles.deity, page: () => <DeityNotFound /> },
  aarti: { title: (lang) => errorMessages[lang].notFoundTitles.aarti, page: () => <PrayerNotFound kind="aarti" /> },
  mantra: { title: (lang) => errorMessages[lang].notFoundTitles.mantra, page: () => <PrayerNotFound kind="mantra" /> },
  category: { title: (lang) => errorMessages[lang].notFoundTitles.category, page: () => <CategoryNotFound /> },
  surname: {
    title: (lang) => errorMessages[lang].notFoundTitles.surname,
    page: ({ slug, region }) => <SurnameNotFound slug={slug} region={region} />,
  },
  community: { title: (lang) => errorMessages[lang].notFoundTitles.community, page: () => <CommunityNotFound /> },
  shrine: { title: (lang) => errorMessages[lang].notFoundTitles.shrine, page: () => <ShrineNotFound /> },
};

/** What a page of each kind says, in `lang`, when it cannot be made while the database is down. */
export function unavailableMessage(lang: Language, kind: CachedKind): string {
  return errorMessages[lang].unavailableOf[kind];
}

/** The same in English, by kind. */
export const unavailableMessages: Record<CachedKind, string> = errorMessages.en.unavailableOf;
