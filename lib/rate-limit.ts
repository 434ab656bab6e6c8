/**
 * A per-process sliding-window limit for endpoints that are not server actions (the SQL
 * write functions keep their own limits in the database). Returns false when over.
 */
export function createLimiter(max: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return function allow(key: string, now = Date.now()): boolean {
    if (hits.size > 10_000) {
      for (const [k, times] of hits) if (!times.some((t) => t > now - windowMs)) hits.delete(k);
    }
    const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= max) {
      hits.set(key, recent);
      return false;
    }
    recent.push(now);
    hits.set(key, recent);
    return true;
  };
}
