export const ENTRY_TTL_S: number;
export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
/** The address of a page entry, from the path tag Next.js gives it; null for other entries. */
export function pagePath(data: unknown): string | null;
/** Whether the page at `page` (a decoded path) has a copy now. */
export function hasCopy(page: string): Promise<boolean>;
/** The latest stale and expired times (Date.now() values, 0 for none) among `tags`. */
export function revalidations(tags: string[]): Promise<{ stale: number; expired: number }>;
/** `expire` in seconds (Infinity: stale only); undefined: expired now. */
export function recordRevalidation(tags: string | string[], expire?: number): Promise<void>;
/** One server's store: files in the build's own folder. */
export const fileStore: {
  root: string | null;
  /** Removes the files written before `time` (a Date.now() value); returns how many went. */
  dropWrittenBefore(time: number): number;
};
export default class CacheHandler {
  constructor(options: unknown);
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
