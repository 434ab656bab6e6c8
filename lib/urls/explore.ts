/** Builds an Explore URL; empty values are left out and the page always starts at 1. */
export function exploreHref(params: { q?: string; region?: string; type?: string; tradition?: string; page?: number }) {
  const search = new URLSearchParams();
  for (const key of ['q', 'region', 'type', 'tradition'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const qs = search.toString();
  return qs ? `/search?${qs}` : '/search';
}
