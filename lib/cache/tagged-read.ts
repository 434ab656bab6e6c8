import { unstable_cache } from 'next/cache';
import { ALL_CONTENT } from './tags';

/** How long a read is kept before it is read again on its next use (revalidation aside). */
export const DAY = 86_400;
export const HOUR = 3_600;

/**
 * One per build (next.config.mjs): a build never reuses what an earlier build read from
 * another copy of the data, and a changed read never gets a value of its old shape.
 */
const BUILD = process.env.KULDEVTA_DATA_CACHE ?? 'development';

/**
 * A read as cached pages (and proxy.ts) make it: kept in Next.js's data cache under `name` and
 * its arguments, tagged with `content` and `tags(...args)` (lib/cache/tags.ts), so that a
 * revalidation of any of them makes every page that used it render again. Pages rendered per
 * request read the database directly instead.
 */
export function taggedRead<A extends unknown[], T>(
  name: string,
  read: (...args: A) => Promise<T>,
  tags: (...args: A) => string[],
  revalidate = DAY,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    let failure: { error: unknown } | null = null;
    const value = await unstable_cache(
      async () => {
        try {
          return await read(...args);
        } catch (error) {
          failure = { error };
          throw error;
        }
      },
      [BUILD, name, JSON.stringify(args)],
      { tags: [ALL_CONTENT, ...tags(...args)], revalidate },
    )();
    // When a refresh fails, Next.js hands back the last value: a page rendered from it would be
    // stored as new and hold the old content for a day. The failure fails the render instead,
    // so the page's last good copy stays and is rendered again within 30 s.
    if (failure) throw (failure as { error: unknown }).error;
    return value as T;
  };
}
