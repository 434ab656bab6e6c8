import type { ReactNode } from 'react';
import { CommunityNotFound } from '@/components/community/community-not-found';
import { DeityNotFound } from '@/components/deity/deity-not-found';
import { CategoryNotFound } from '@/components/prayer/category-not-found';
import { PrayerNotFound } from '@/components/prayer/prayer-not-found';
import { SurnameNotFound } from '@/components/surname/surname-not-found';
import { TempleNotFound } from '@/components/temple/temple-not-found';
import type { CachedKind, SlugKind } from '@/lib/pages/kinds.mjs';

/**
 * What each kind of page (lib/pages/kinds.mjs) shows when it is not one of its pages (its title
 * and page, rendered per request from no data but the address) and when it cannot be made while
 * the database is down. Adding a kind there asks for its entries here.
 */
export const notFoundPages: Record<SlugKind, { title: string; page: (p: { slug: string; region: string }) => ReactNode }> = {
  deity: { title: 'Deity Not Found', page: () => <DeityNotFound /> },
  aarti: { title: 'Aarti not found', page: () => <PrayerNotFound kind="aarti" /> },
  mantra: { title: 'Mantra not found', page: () => <PrayerNotFound kind="mantra" /> },
  category: { title: 'Category not found', page: () => <CategoryNotFound /> },
  surname: { title: 'No Information Found', page: ({ slug, region }) => <SurnameNotFound slug={slug} region={region} /> },
  community: { title: 'Community Not Found', page: () => <CommunityNotFound /> },
  shrine: { title: 'Shrine Not Found', page: () => <TempleNotFound /> },
};

export const unavailableMessages: Record<CachedKind, string> = {
  home: 'This page could not be loaded right now. Please try again in a moment.',
  dashboard: 'This page could not be loaded right now. Please try again in a moment.',
  aarti: 'Failed to load aarti. Please try again.',
  mantra: 'Failed to load mantra. Please try again.',
  surname: 'Error loading surname information. Please try again.',
  deity: 'This deity could not be loaded right now. Please try again in a moment.',
  category: 'The prayers could not be loaded right now. Please try again in a moment.',
  community: 'This community could not be loaded right now. Please try again in a moment.',
  shrine: 'This shrine could not be loaded right now. Please try again in a moment.',
};
