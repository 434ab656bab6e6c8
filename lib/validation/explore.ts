import { z } from 'zod';
import { firstParam, pageParam } from './params';
import { cleanLine, cut } from './text';

/** Explore's URL: ?q=&region=&type=&tradition=&page=. Bad values never fail the page. */
export const exploreParamsSchema = z.object({
  q: z
    .unknown()
    .transform((v) => cut(cleanLine(firstParam(v)), 100))
    .catch(''),
  region: z.unknown().transform(slugOrEmpty).catch(''),
  type: z.unknown().transform(slugOrEmpty).catch(''),
  tradition: z.unknown().transform(slugOrEmpty).catch(''),
  page: z.unknown().transform(pageParam).catch(1),
});

export type ExploreParams = z.infer<typeof exploreParamsSchema>;

function slugOrEmpty(v: unknown): string {
  const s = firstParam(v).trim().toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) && s.length <= 60 ? s : '';
}

/** The suggestion endpoint's query: 2 to 100 characters after cleaning. */
export const suggestQuerySchema = z
  .string({ error: 'Search term is required' })
  .transform((v) => cleanLine(v))
  .pipe(
    z
      .string()
      .min(2, 'Search term must be at least 2 characters long')
      .max(100, 'Search term must not exceed 100 characters'),
  );
