export const slugKinds: {
  readonly deity: { readonly prefix: '/deity/'; readonly slug: 'slug'; readonly tag: 'deity' };
  readonly aarti: { readonly prefix: '/aarti/'; readonly slug: 'prayer'; readonly tag: 'prayer' };
  readonly mantra: { readonly prefix: '/mantra/'; readonly slug: 'prayer'; readonly tag: 'prayer' };
  readonly category: { readonly prefix: '/prayers/category/'; readonly slug: 'slug'; readonly tag: 'category' };
  readonly surname: {
    readonly prefix: '/surname/';
    readonly slug: 'surname';
    readonly tag: 'surname';
    readonly narrowedBy: readonly ['region', 'state', 'community', 'gotra'];
  };
  readonly community: { readonly prefix: '/community/'; readonly slug: 'slug'; readonly tag: 'community' };
  readonly shrine: { readonly prefix: '/temple/'; readonly slug: 'slug'; readonly tag: 'shrine' };
};
export type SlugKind = keyof typeof slugKinds;
export type TagKind = (typeof slugKinds)[SlugKind]['tag'];
export const cachedPages: Readonly<Record<string, 'home' | 'dashboard' | 'community' | 'shrine'>>;
export type CachedKind = SlugKind | 'home' | 'dashboard';
export const perRequestPages: readonly string[];
export const tagKinds: readonly TagKind[];
export function slugKind(value: string): SlugKind | null;
