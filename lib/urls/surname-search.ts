/** The surname search's URL state (zod-free: client components import this). */
export interface SurnameSearchQuery {
  surname?: string;
  country?: string;
  state?: string;
  town?: string;
  community?: string;
}

export function surnameSearchHref(p: SurnameSearchQuery): string {
  const search = new URLSearchParams();
  for (const key of ['surname', 'country', 'state', 'town', 'community'] as const) {
    const value = p[key];
    if (value) search.set(key, value);
  }
  const qs = search.toString();
  return qs ? `/surname-search?${qs}` : '/surname-search';
}
