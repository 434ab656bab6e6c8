import { baseName, communitySlug, divisionAnchor } from '../urls/community';
import { compareTuples, foldName, nfc } from './text';

/**
 * The community entity behind /community/{slug}: derived from the `community` labels of the
 * built surname rows, so a new community's rows get a page without anyone writing one. A label
 * qualified in brackets ("Maratha (Dewas Pawar)", "Rajput (Kutch)") belongs to the community
 * named before the bracket; data/sources/curation/communities.json groups labels that this rule
 * cannot ("Jadhav Kunbi Samaj (Kunbi)" is Kunbi), names communities, says what their divisions
 * are called and describes them with a source. A community gets a page from `min_surnames`
 * distinct surnames.
 */

export interface CuratedCommunity {
  slug: string;
  name: string;
  native_name?: string;
  /** Other names a family may type: "Konkanastha", "Oshwal", a native spelling. */
  also_called?: string[];
  /** Labels of the surname rows that belong here although their bracket rule says otherwise. */
  labels?: string[];
  /** What the rows' gotra column holds for this community ("gotra"); null: the page is not grouped by it. */
  division?: string | null;
  /** What one of its surnames is ("khap", "aankna", "gotra", "kul", "clan"); "surname" by default. */
  surname_term?: string;
  description?: string;
  source_url?: string;
  source_label?: string;
}

export interface CommunityCuration {
  min_surnames: number;
  /** Labels that name no community ("Kutchi/Gujarati (community not stated)"): regular expressions, case-insensitive. */
  not_a_community: { pattern: string; why: string }[];
  /** Labels that name one family, house, lineage or village, not a community: regular expressions, case-insensitive. */
  one_family?: { pattern: string; why: string }[];
  communities: CuratedCommunity[];
}

/**
 * What a row's community label speaks for: a `community`; one `family` (a family, a ruling
 * house, the families of one village); or nothing `unstated` (the source names no community).
 * Surname pages never lead with a family's or an unstated row when several communities carry the name.
 */
export type LabelScope = 'community' | 'family' | 'unstated';

export function labelScoper(curation: CommunityCuration | undefined): (label: string) => LabelScope {
  const unstated = (curation?.not_a_community ?? []).map((n) => new RegExp(n.pattern, 'i'));
  const family = (curation?.one_family ?? []).map((n) => new RegExp(n.pattern, 'i'));
  return (label) =>
    !label.trim() || unstated.some((re) => re.test(label)) ? 'unstated' : family.some((re) => re.test(label)) ? 'family' : 'community';
}

export interface CommunityDivision {
  /** As the sources write it ("Kaundinya / Vatsa"). */
  name: string;
  anchor: string;
  /** Each name in it, for search ("Kaundinya", "Vatsa"). */
  parts: string[];
  surnames: number;
}

export interface CommunityEntity {
  slug: string;
  name: string;
  native_name: string;
  also_called: string[];
  /** Every row label that is this community. */
  labels: string[];
  /** '' when the page lists kuldevis and surnames without grouping them by the gotra column. */
  division: string;
  surname_term: string;
  description: string;
  source_url: string;
  source_label: string;
  curated: boolean;
  surnames: number;
  divisions: CommunityDivision[];
}

interface Row {
  surname: string;
  community: string;
  gotra: string;
}

/** The names inside one written division: "Kaundinya / Vatsa" -> Kaundinya, Vatsa. */
export function divisionParts(name: string): string[] {
  return [
    ...new Set(
      name
        .split(/\s*[/|,;]\s*/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const URL = /^https?:\/\/[^\s/]+\.[^\s]+$/;

export function buildCommunities(
  rows: Row[],
  curation: CommunityCuration | undefined,
): { communities: CommunityEntity[]; errors: string[]; report: string[] } {
  const file = 'data/sources/curation/communities.json';
  const errors: string[] = [];
  const report: string[] = [];
  const cur = curation ?? { min_surnames: 5, not_a_community: [], communities: [] };
  const notCommunity = cur.not_a_community.map((n) => new RegExp(n.pattern, 'i'));
  const curated = new Map<string, CuratedCommunity>();
  const labelTo = new Map<string, string>();
  for (const c of cur.communities) {
    if (!SLUG.test(c.slug)) errors.push(`${file}: slug "${c.slug}" is not lower-case words joined by hyphens`);
    if (curated.has(c.slug)) errors.push(`${file}: community "${c.slug}" twice`);
    if (!c.name?.trim()) errors.push(`${file}: community "${c.slug}" has no name`);
    if (c.description && !(c.source_url && URL.test(c.source_url) && c.source_label)) {
      errors.push(`${file}: community "${c.slug}": a description needs source_url (a web address) and source_label`);
    }
    for (const text of [c.name, c.native_name, c.description, c.source_label, ...(c.also_called ?? []), ...(c.labels ?? [])]) {
      if (text && /[<>\r\n]/.test(text)) errors.push(`${file}: community "${c.slug}": '<', '>' or a line break in "${text}"`);
    }
    curated.set(c.slug, c);
    for (const label of c.labels ?? []) {
      if (labelTo.has(label)) errors.push(`${file}: label "${label}" is given to "${labelTo.get(label)}" and "${c.slug}"`);
      labelTo.set(label, c.slug);
    }
  }

  const bySlug = new Map<string, Row[]>();
  for (const r of rows) {
    const label = nfc(r.community);
    if (!label || notCommunity.some((re) => re.test(label))) continue;
    const slug = labelTo.get(label) ?? communitySlug(baseName(label));
    if (!slug) continue;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), r]);
  }

  const communities: CommunityEntity[] = [];
  for (const [slug, group] of bySlug) {
    const surnames = new Set(group.map((r) => foldName(r.surname))).size;
    const c = curated.get(slug);
    if (surnames < cur.min_surnames) {
      if (c) report.push(`  ${c.name}: ${surnames} surname(s), below ${cur.min_surnames}: no page yet`);
      continue;
    }
    const labelRows = new Map<string, number>();
    for (const r of group) labelRows.set(r.community, (labelRows.get(r.community) ?? 0) + 1);
    const labels = [...labelRows.keys()].sort();
    // the most used label names a community no curator has named
    const mainLabel = [...labelRows].sort((a, b) => b[1] - a[1] || compareTuples([a[0]], [b[0]]))[0]![0];
    const distinct = group.filter((r) => r.gotra && foldName(r.gotra) !== foldName(r.surname));
    const division = c && c.division !== undefined ? (c.division ?? '') : distinct.length * 2 >= group.length ? 'gotra' : '';
    // Keyed by anchor: spellings that differ only in case or punctuation are one division.
    const divisions = new Map<string, { name: string; surnames: Set<string> }>();
    if (division) {
      for (const r of [...group].sort((a, b) => compareTuples([a.gotra], [b.gotra]))) {
        const name = nfc(r.gotra);
        if (!name) continue;
        const anchor = divisionAnchor(division, name);
        const d = divisions.get(anchor) ?? { name, surnames: new Set<string>() };
        d.surnames.add(foldName(r.surname));
        divisions.set(anchor, d);
      }
    }
    communities.push({
      slug,
      name: c?.name ?? baseName(mainLabel),
      native_name: c?.native_name ?? '',
      also_called: [...new Set(c?.also_called ?? [])],
      labels,
      division,
      surname_term: c?.surname_term ?? 'surname',
      description: c?.description ?? '',
      source_url: c?.description ? (c.source_url ?? '') : '',
      source_label: c?.description ? (c.source_label ?? '') : '',
      curated: Boolean(c),
      surnames,
      divisions: [...divisions]
        .map(([anchor, d]) => ({ name: d.name, anchor, parts: divisionParts(d.name), surnames: d.surnames.size }))
        .sort((a, b) => compareTuples([a.name.toLowerCase()], [b.name.toLowerCase()])),
    });
  }
  for (const c of curated.values()) {
    if (!bySlug.has(c.slug)) report.push(`  ${c.name}: no surname rows yet: no page`);
  }
  communities.sort((a, b) => compareTuples([a.slug], [b.slug]));
  const names = new Map<string, string>();
  for (const c of communities) {
    const key = c.name.toLowerCase();
    if (names.has(key)) errors.push(`${file}: two communities are named "${c.name}" ("${names.get(key)}", "${c.slug}"): curate them`);
    names.set(key, c.slug);
  }
  return { communities, errors, report };
}
