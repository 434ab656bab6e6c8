import { surnameSlug } from '../validation/surname';

/**
 * The one name folding of the build: the site's canonical surname form (surnameSlug: accents
 * dropped, lower case, words joined by hyphens). Surnames that fold alike are one surname.
 */
export const foldName = surnameSlug;

/** Letters only of the folded name, to compare deity names as written ("Shri Sachiyay Maa" ~ "Sachiyay Mata"). */
export function letterKey(name: string): string {
  return foldName(name).replace(/[^a-z]/g, '');
}

/** Trimmed and in Unicode NFC ('' for nothing). */
export function nfc(s: string | undefined): string {
  return s ? s.trim().normalize('NFC') : '';
}

/** The first capture of `pattern` in `text`, trimmed, or ''. */
export function extract(pattern: RegExp, text: string): string {
  return pattern.exec(text)?.[1]?.trim() ?? '';
}

/** Fills {name} placeholders; a placeholder without a value is an error in the curated template. */
export function format(template: string, fields: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`template "${template}" uses {${name}}, which is not available`);
    return value;
  });
}

/** Compares tuples of strings (or numbers) element by element, as the data files are sorted. */
export function compareTuples(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/** A short readable name for a source reference: "Wikipedia: Title", a domain, or the text before its first bracket. */
export function shortSource(reference: string): string {
  const ref = reference.trim();
  const wiki = /^https?:\/\/[a-z]+\.(?:m\.)?wikipedia\.org\/wiki\/([^ ]+)/.exec(ref);
  if (wiki?.[1] && !wiki[1].includes('%')) return `Wikipedia: ${wiki[1].replace(/_/g, ' ')}`;
  if (!ref.startsWith('http')) return (ref.split(' (')[0] ?? '').split(';')[0]!.trim();
  return /^https?:\/\/(?:www\.)?([^/]+)/.exec(ref)?.[1] ?? ref;
}
