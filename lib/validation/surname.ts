import { z } from 'zod';
import { searchTermSchema } from './search-term';
import { firstParam as first } from './params';
import { cleanLine, cut } from './text';

const filter = z
  .unknown()
  .transform((v) => cut(cleanLine(first(v)), 100))
  .catch('');

/** /surname-search?surname=&country=&state=&town=&community= */
export const surnameSearchParamsSchema = z.object({
  surname: filter,
  country: filter,
  state: filter,
  town: filter,
  community: z
    .unknown()
    .transform((v) => cut(cleanLine(first(v)), 120))
    .catch(''),
});
export type SurnameSearchParams = z.infer<typeof surnameSearchParamsSchema>;

export type SurnameTermCheck = { ok: true; term: string } | { ok: false; empty: boolean; message: string };

/** Whether the typed surname may be searched: empty asks for one; otherwise the search-term rules. */
export function checkSurnameTerm(raw: string): SurnameTermCheck {
  if (!raw.trim()) return { ok: false, empty: true, message: 'Type a surname to search.' };
  const parsed = searchTermSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, term: parsed.data }
    : { ok: false, empty: false, message: parsed.error.issues[0]?.message ?? 'Invalid search term' };
}

export { surnameSearchHref } from '../urls/surname-search';

/** The canonical URL form of a surname: lower case, words joined by hyphens. */
export function surnameSlug(surname: string): string {
  return surname
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u0DFF]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A surname page's address, narrowed to a place and, for a surname many communities carry, to
 * one community and then one gotra (the narrowing links keep the state in the address).
 */
export function surnamePath(surname: string, region?: string, state?: string, narrow: { community?: string; gotra?: string } = {}): string {
  const search = new URLSearchParams();
  if (region) search.set('region', region);
  if (state) search.set('state', state);
  if (narrow.community) search.set('community', narrow.community);
  if (narrow.gotra) search.set('gotra', narrow.gotra);
  const qs = search.toString();
  return `/surname/${surnameSlug(surname)}${qs ? `?${qs}` : ''}`;
}
