import { z } from 'zod';

/** Explore and the prayer lists show this many cards a page. */
export const PAGE_SIZE = 12;

/** One page of a list as the SQL search functions answer it: the cards and where they stand. */
export function pageOf<T extends z.ZodType>(card: T) {
  return z.object({
    data: z.array(card),
    pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() }),
  });
}

export interface Page<T> {
  data: T[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
}
