import { env } from './env';

/** Product facts shown across the site and used in metadata. */
export const site = {
  name: 'Kuldevta',
  tagline: 'Find your family deity',
  description:
    'Find your family deity (kuldevta or kuldevi) by surname or deity name, read about the deity and how families worship, and read aartis and mantras with transliteration and meaning.',
  copyrightYear: 2024,
  locale: 'en_IN',
} as const;

export function siteUrl(): string {
  return (env().NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function supportEmail(): string {
  return env().SUPPORT_EMAIL ?? 'support@kuldevta.org';
}
