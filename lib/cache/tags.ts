/**
 * The names of what cached pages read (cache tags): the one way content becomes fresh.
 *
 * Every read a cached page makes (lib/cache/tagged-read.ts) carries `content`, the list tag of
 * each kind whose items it shows (`list:deity`: a card, a name, a link to a deity), and the tag
 * of the item it is about (`deity:khodiyar-mata`). A revalidation names tags (POST
 * /api/revalidate, `npm run revalidate`, `npm run review -- approve`), and every page that read
 * that data is rendered again on its next visit, on every server, while its old copy is served.
 *
 * Name an item when its own content changed; name its kind's list when items were added,
 * removed or renamed (lists and links elsewhere show them); name `content` for everything.
 * The tag kinds are those of the kinds of page (lib/pages/kinds.mjs).
 */
export const ALL_CONTENT = 'content';

import { tagKinds, type TagKind } from '../pages/kinds.mjs';

export { tagKinds, type TagKind };

/** The tag of one item: `deity:khodiyar-mata`, `prayer:aarti-12`, `surname:patel`. */
export function itemTag(kind: TagKind, id: string | number): string {
  // Tags travel in a response header: an id in another script is percent-encoded.
  return `${kind}:${encodeURIComponent(String(id).normalize('NFC').toLowerCase())}`;
}

/** The tag of a kind's list: every read that shows items of that kind (cards, names, links). */
export function listTag(kind: TagKind): string {
  return `list:${kind}`;
}

/** The tag of one prayer (an aarti or a mantra, by its number). */
export function prayerTag(kind: 'aarti' | 'mantra', id: number): string {
  return itemTag('prayer', `${kind}-${id}`);
}

const ID = /^[\p{Ll}\p{Lo}\p{Nd}\p{M}][\p{Ll}\p{Lo}\p{Nd}\p{M}-]{0,119}$/u;

/**
 * A tag as an operator writes it (`content`, `list:deity`, `deity:khodiyar-mata`,
 * `surname:पटेल`), checked and in the form reads carry; null when it names nothing.
 */
export function parseTag(text: string): string | null {
  const value = text.trim().normalize('NFC');
  if (value === ALL_CONTENT) return value;
  const at = value.indexOf(':');
  if (at < 0) return null;
  const [head, rest] = [value.slice(0, at), value.slice(at + 1).toLowerCase()];
  if (head === 'list') return (tagKinds as readonly string[]).includes(rest) ? listTag(rest as TagKind) : null;
  if (!(tagKinds as readonly string[]).includes(head) || !ID.test(rest)) return null;
  return itemTag(head as TagKind, rest);
}
