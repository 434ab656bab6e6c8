/**
 * An id in the data and in URLs (deities, regions, categories): lower-case letters and digits
 * in words joined by single hyphens, at most 80 characters, the longest the database stores.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
