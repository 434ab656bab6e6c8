import { rowKey, type RowClass, type SurnameRow } from '../rows';
import { compareTuples } from '../text';

const ORDER: Record<RowClass, number> = { fact: 0, documented: 1, inferred: 2 };

/**
 * Stage 7, de-duplication: one row per surname (folded), community, gotra and deity, a fact
 * first, then a documented row, then an inferred one; sorted as data/built/family_surnames.csv is.
 */
export function dedupe(rows: readonly SurnameRow[]): { rows: SurnameRow[]; dropped: number } {
  const seen = new Set<string>();
  const kept: SurnameRow[] = [];
  for (const r of [...rows].sort((a, b) => ORDER[a.rowClass] - ORDER[b.rowClass])) {
    const k = rowKey(r);
    if (seen.has(k)) continue;
    seen.add(k);
    kept.push(r);
  }
  const sortKey = (r: SurnameRow) => [r.surname.toLowerCase(), r.community.toLowerCase(), r.gotra.toLowerCase(), r.deity_id, r.source_ref];
  kept.sort((a, b) => compareTuples(sortKey(a), sortKey(b)));
  return { rows: kept, dropped: rows.length - kept.length };
}
