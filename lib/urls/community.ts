/** Community page addresses (zod-free: the build, client components and the pages share them). */

/** A community's slug or an anchor's text: lower-case ASCII words joined by hyphens. */
export function communitySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function communityPath(slug: string): string {
  return `/community/${slug}`;
}

/**
 * The anchor of one division (a gotra, khap, clan) on its community page: `gotra-kaundinya`.
 * Search links to it, so the page and the links build it with this one function.
 */
export function divisionAnchor(division: string, name: string): string {
  return `${communitySlug(division) || 'division'}-${communitySlug(name) || 'not-recorded'}`;
}

export function divisionPath(slug: string, division: string, name: string): string {
  return `${communityPath(slug)}#${divisionAnchor(division, name)}`;
}

/** The page on how families find a kuldevi they do not know. */
export const FIND_KULDEVI_PATH = '/how-to-find-your-kuldevi';

/** The community name a row's label gives by itself: the label without its bracketed remarks. */
export function baseName(label: string): string {
  return label
    .replace(/\s*\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
