import { divisionAnchor } from '../urls/community';

/** A community row as the page needs it (lib/data/communities.ts CommunityRow). */
export interface GroupRow {
  surname: string;
  slug: string;
  gotra: string;
  confidence_level: number;
  source: 'traditional' | 'research' | 'community' | 'inferred';
  source_url: string;
  source_label: string;
  deity: { id: string; name: string; sanskrit_name: string };
}

/** The surnames one source gives one deity: the line that says where they come from. */
export interface SourceLine {
  source_url: string;
  source_label: string;
  source: GroupRow['source'];
  minConfidence: number;
  maxConfidence: number;
  surnames: { surname: string; slug: string }[];
}

/**
 * Deities that the same sources give the same surnames (a clan's kuldaivat and kuldevi, in one
 * chapter): one block naming them all, so a list is not repeated deity by deity.
 */
export interface DeityGroup {
  deities: GroupRow['deity'][];
  /** Distinct surnames over every line. */
  surnames: number;
  lines: SourceLine[];
}

export interface DivisionGroup {
  /** The division as the sources write it; '' for rows that record none (or a page not grouped by it). */
  name: string;
  anchor: string;
  surnames: number;
  deities: DeityGroup[];
}

export interface GroupedCommunity {
  divisions: DivisionGroup[];
  surnames: number;
  deities: number;
  sources: { source_url: string; source_label: string; rows: number }[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * A community page's lists: by division (the rows' gotra column, when the community's page is
 * grouped by it), then by deity, then by source, each with its surnames. Every count the page
 * states is taken from these lists. Divisions whose spellings differ only in case or
 * punctuation are one (their anchor), named as first written.
 */
export function groupCommunity(rows: GroupRow[], division: string): GroupedCommunity {
  const divisions = new Map<string, { name: string; rows: GroupRow[] }>();
  for (const r of [...rows].sort((a, b) => byName(a.gotra, b.gotra))) {
    const name = division ? r.gotra.trim() : '';
    const anchor = division ? divisionAnchor(division, name) : 'all';
    const d = divisions.get(anchor) ?? { name, rows: [] };
    d.rows.push(r);
    divisions.set(anchor, d);
  }
  const grouped = [...divisions].map(([anchor, d]): DivisionGroup => {
    const deities = new Map<string, GroupRow[]>();
    for (const r of d.rows) deities.set(r.deity.id, [...(deities.get(r.deity.id) ?? []), r]);
    return {
      name: d.name,
      anchor,
      surnames: new Set(d.rows.map((r) => r.slug)).size,
      deities: mergeSameLists([...deities.values()].map((items) => deityGroup(items))).sort(
        (a, b) => b.surnames - a.surnames || byName(a.deities[0]!.name, b.deities[0]!.name),
      ),
    };
  });
  // Named divisions in name order; rows that record none last.
  grouped.sort((a, b) => Number(!a.name) - Number(!b.name) || byName(a.name, b.name));
  const sources = new Map<string, { source_url: string; source_label: string; rows: number }>();
  for (const r of rows) {
    const key = `${r.source_url}|${r.source_label}`;
    const s = sources.get(key) ?? { source_url: r.source_url, source_label: r.source_label, rows: 0 };
    s.rows++;
    sources.set(key, s);
  }
  return {
    divisions: grouped,
    surnames: new Set(rows.map((r) => r.slug)).size,
    deities: new Set(rows.map((r) => r.deity.id)).size,
    sources: [...sources.values()].sort((a, b) => b.rows - a.rows || byName(a.source_label, b.source_label)),
  };
}

function deityGroup(items: GroupRow[]): DeityGroup {
  const lines = new Map<string, SourceLine>();
  for (const r of items) {
    const key = `${r.source_url}|${r.source_label}|${r.source}`;
    const line = lines.get(key) ?? {
      source_url: r.source_url,
      source_label: r.source_label,
      source: r.source,
      minConfidence: r.confidence_level,
      maxConfidence: r.confidence_level,
      surnames: [],
    };
    line.minConfidence = Math.min(line.minConfidence, r.confidence_level);
    line.maxConfidence = Math.max(line.maxConfidence, r.confidence_level);
    if (!line.surnames.some((s) => s.slug === r.slug)) line.surnames.push({ surname: r.surname, slug: r.slug });
    lines.set(key, line);
  }
  for (const line of lines.values()) line.surnames.sort((a, b) => byName(a.surname, b.surname));
  return {
    deities: [items[0]!.deity],
    surnames: new Set(items.map((r) => r.slug)).size,
    lines: [...lines.values()].sort(
      (a, b) => b.maxConfidence - a.maxConfidence || b.surnames.length - a.surnames.length || byName(a.source_label, b.source_label),
    ),
  };
}

function mergeSameLists(groups: DeityGroup[]): DeityGroup[] {
  const merged = new Map<string, DeityGroup>();
  for (const g of groups) {
    const key = JSON.stringify(
      g.lines.map((l) => [l.source_url, l.source_label, l.source, l.minConfidence, l.maxConfidence, l.surnames.map((s) => s.slug)]),
    );
    const same = merged.get(key);
    if (same) same.deities = [...same.deities, ...g.deities].sort((a, b) => byName(a.name, b.name));
    else merged.set(key, { ...g });
  }
  return [...merged.values()];
}
