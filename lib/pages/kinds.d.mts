export const slugKinds: {
  readonly deity: { readonly prefix: '/deity/'; readonly slug: 'slug'; readonly tag: 'deity'; readonly written: 'one by one' };
  readonly aarti: { readonly prefix: '/aarti/'; readonly slug: 'prayer'; readonly tag: 'prayer'; readonly written: 'in its script' };
  readonly mantra: { readonly prefix: '/mantra/'; readonly slug: 'prayer'; readonly tag: 'prayer'; readonly written: 'in its script' };
  readonly category: { readonly prefix: '/prayers/category/'; readonly slug: 'slug'; readonly tag: 'category'; readonly written: 'one by one' };
  readonly surname: {
    readonly prefix: '/surname/';
    readonly slug: 'surname';
    readonly tag: 'surname';
    readonly narrowedBy: readonly ['region', 'state', 'community', 'gotra'];
    readonly written: 'always';
  };
  readonly community: { readonly prefix: '/community/'; readonly slug: 'slug'; readonly tag: 'community'; readonly written: 'one by one' };
  readonly shrine: { readonly prefix: '/temple/'; readonly slug: 'slug'; readonly tag: 'shrine'; readonly written: 'one by one' };
};
export type SlugKind = keyof typeof slugKinds;
export type TagKind = (typeof slugKinds)[SlugKind]['tag'];
export const cachedPages: Readonly<Record<string, 'home' | 'dashboard' | 'community' | 'shrine'>>;
export type CachedKind = SlugKind | 'home' | 'dashboard';
export const perRequestPages: readonly string[];
export const tagKinds: readonly TagKind[];
export function slugKind(value: string): SlugKind | null;
export type Language = 'en' | 'hi' | 'mr' | 'gu';
export type OtherLanguage = Exclude<Language, 'en'>;
export const languages: Readonly<
  Record<
    Language,
    {
      readonly prefix: '' | `/${OtherLanguage}`;
      readonly name: string;
      readonly script: 'Latn' | 'Deva' | 'Gujr';
      readonly locale: string;
      readonly ogLocale: string;
      readonly prayerLanguages: readonly string[];
    }
  >
>;
export const defaultLanguage: 'en';
export const languageCodes: readonly Language[];
export const prefixedLanguages: readonly OtherLanguage[];
export function languageCode(value: string): Language | null;
export function splitLanguage(pathname: string): { lang: Language; path: string };
export function inLanguage(lang: Language, path: string): string;
export const pagesInEveryLanguage: readonly string[];
export const englishOnlyPages: readonly string[];
