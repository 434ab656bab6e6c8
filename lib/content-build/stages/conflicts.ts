import { surnameCommunityKey, type SurnameRow } from '../rows';
import { shortSource } from '../text';

/** A row naming a male kuldaivat / kuldev: beside a kuldevi it is no conflict. */
const maleRole = (r: SurnameRow) => /role: (kuldaivat|kuldev)\b(?!a)/.test(r.notes);

/**
 * Stage 4, conflicts: where sources give one surname and community different deities, each row
 * says so and names the other sources. Conflicts are kept, not resolved.
 */
export function markConflicts(rows: readonly SurnameRow[]): SurnameRow[] {
  const bySc = new Map<string, SurnameRow[]>();
  for (const r of rows) {
    if (maleRole(r)) continue;
    const k = surnameCommunityKey(r.surname, r.community);
    bySc.set(k, [...(bySc.get(k) ?? []), r]);
  }
  const notes = new Map<SurnameRow, string>();
  for (const rs of bySc.values()) {
    if (new Set(rs.map((r) => r.deity_id)).size < 2 || new Set(rs.map((r) => r.source_ref)).size < 2) continue;
    for (const r of rs) {
      const others = [...new Set(rs.filter((x) => x.source_ref !== r.source_ref).map((x) => shortSource(x.source_ref)))].sort();
      if (others.length) notes.set(r, `${r.notes}; sources differ for this surname and community (see rows citing ${others.join(', ')})`);
    }
  }
  return rows.map((r) => (notes.has(r) ? { ...r, notes: notes.get(r)! } : r));
}
