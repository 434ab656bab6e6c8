import { z } from 'zod';
import { firstParam, pageParamSchema } from './params';
import { isSlug } from './slug';
import { cleanLine, cut } from './text';

/** The shortest text that is a search (one letter matches nearly every deity). */
export const MIN_QUERY_LENGTH = 2;

/**
 * Explore's URL: ?q=&region=&type=&tradition=&page=. Bad values never fail the page. A query
 * shorter than two characters is not a search: `q` is then empty and the text is kept in
 * `shortQuery`, so the page can say why it lists every deity.
 */
export const exploreParamsSchema = z
  .object({
    q: z
      .unknown()
      .transform((v) => cut(cleanLine(firstParam(v)), 100))
      .catch(''),
    region: z.unknown().transform(slugOrEmpty).catch(''),
    type: z.unknown().transform(slugOrEmpty).catch(''),
    tradition: z.unknown().transform(slugOrEmpty).catch(''),
    page: pageParamSchema,
  })
  .transform((p) => (p.q.length >= MIN_QUERY_LENGTH ? { ...p, shortQuery: '' } : { ...p, q: '', shortQuery: p.q }));

export type ExploreParams = z.infer<typeof exploreParamsSchema>;

function slugOrEmpty(v: unknown): string {
  const s = firstParam(v).trim().toLowerCase();
  return isSlug(s) ? s : '';
}

/** The suggestion endpoint's query: 2 to 100 characters after cleaning. */
export const suggestQuerySchema = z
  .string({ error: 'Search term is required' })
  .transform((v) => cleanLine(v))
  .pipe(z.string().min(MIN_QUERY_LENGTH, 'Search term must be at least 2 characters long').max(100, 'Search term must not exceed 100 characters'));
