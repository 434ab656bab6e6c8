import type { SurnameRow } from '../rows';
import { foldName } from '../text';

/**
 * The clan a research row lists this surname under as one of its sub-clans (kuls), when that is
 * not the surname itself: the 96-clan book's Jadhav chapter lists "पाटेल" (Patel) among the
 * Jadhav kuls, which does not make it the Gujarati Patel families' deity. A `subclan_of` column
 * says so outright; otherwise the reviewer's note "listed as a kul of the X clan" does.
 */
export function subClanOf(surname: string, notes: string, given = ''): string {
  const clan = given.trim() || (/listed as a kul of the ([A-Z][\w-]*) clan/.exec(notes)?.[1] ?? '');
  return clan && foldName(clan) !== foldName(surname) ? clan : '';
}

/** Stage 3, sub-clan marks: each documented row names the clan whose kul list holds it (subClanOf), or none. */
export function markSubClans(rows: readonly SurnameRow[]): SurnameRow[] {
  return rows.map((r) => (r.rowClass === 'documented' ? { ...r, subclan_of: subClanOf(r.surname, r.notes, r.subclan_of) } : r));
}
