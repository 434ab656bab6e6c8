export function serialize(entry: unknown): string;
export function deserialize(text: string): unknown;
/** The latest stale and expired times (Date.now() values, 0 for none) among `tags`, as Redis holds them. */
export function revalidations(tags: string[]): Promise<{ stale: number; expired: number }>;
/** `expire` in seconds (Infinity: stale only); undefined: expired now. */
export function recordRevalidation(tags: string | string[], expire?: number): Promise<void>;
export default class RedisCacheHandler {
  constructor(options: unknown);
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
