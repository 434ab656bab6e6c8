import { z } from 'zod';

/** Helpers for URL search params, which may be missing, repeated or of the wrong kind. */

/** The first value of a param as a string ('' when absent or not text). */
export function firstParam(v: unknown): string {
  if (Array.isArray(v)) return firstParam(v[0]);
  return typeof v === 'string' ? v : '';
}

/** A page number: 1 unless a positive integer (capped), so page=abc or -1 never fail. */
export function pageParam(v: unknown): number {
  const n = Number.parseInt(firstParam(v), 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
}

/** ?page= in a list's URL schema. */
export const pageParamSchema = z.unknown().transform(pageParam).catch(1);
