import { cache } from 'react';
import { z } from 'zod';
import { festivalRule, type Festival } from '../almanac/festivals';
import { taggedRead } from '../cache/tagged-read';
import { dbCall } from '../db';

const festivalSchema = z.object({ id: z.string(), name: z.string(), timing: z.string(), rule: festivalRule });

/** The festivals given, with their rules, in the order given (unknown ids are left out). */
export async function readFestivals(ids: string[]): Promise<Festival[]> {
  if (ids.length === 0) return [];
  return z.array(festivalSchema).parse(await dbCall('festival_rules', { p_ids: ids }));
}

/** The same, as cached pages read it (the festivals are content: revalidated with `content`). */
export const getFestivals = cache(taggedRead('festival-rules', (ids: string[]) => readFestivals(ids), () => []));
