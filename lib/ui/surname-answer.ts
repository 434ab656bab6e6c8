/**
 * The answer for a surname, as both the surname page and the surname search show it: its
 * communities, the family's own first, each with its deities (gotras merged) or the rule that
 * decides the deity. One model, so every count and sentence on either page comes from the list
 * it describes.
 */

export type CommunityRule = 'deity' | 'by_gotra' | 'by_clan' | 'by_village' | 'by_family' | 'unknown';

/** What a row's community label speaks for: a community, one family (a house, one village's families), or none stated. */
export type Scope = 'community' | 'family' | 'unstated';

/** What the grouping needs of an association row (the pages' rows carry more). */
export interface AnswerRow {
  community: string;
  gotra: string;
  country: string;
  state_province: string;
  town_village: string;
  confidence_level: number;
  source: 'traditional' | 'research' | 'community' | 'inferred';
  subclan_of: string;
  scope: Scope;
  deity: { id: string; name: string };
}

export interface AnswerRule {
  community: string;
  rule: CommunityRule;
  scope: Scope;
  deity: { id: string; name: string } | null;
}

export interface AnswerCarrier {
  communities: string[];
  rank: number;
  statement?: string;
  source_url?: string;
  source_label?: string;
}

/** What a narrowing asked for: rows that do not record it stay, marked as such. */
export interface Narrowing {
  /** A country (the surname page's region): rows of other countries are left out by the read itself. */
  country?: string;
  state?: string;
  town?: string;
  community?: string;
  gotra?: string;
}

export interface DeityGroup<R extends AnswerRow> {
  deity: { id: string; name: string };
  rows: R[];
  gotras: string[];
  maxConfidence: number;
}

export interface CommunityGroup<R extends AnswerRow, U extends AnswerRule> {
  /** Stable identity: the label without its bracketed remark, lower case ('' for "not stated"). */
  key: string;
  /** The shortest label the sources give it. */
  name: string;
  labels: string[];
  /** Set when every row of the group is a clan's sub-clan name that happens to be this surname. */
  subclanOf: string;
  /** `family` or `unstated` when every row and rule of the group is one family's, or names no community. */
  scope: Scope;
  /**
   * Where the group stands: 0 a community a source says carries the name most (its rank orders
   * it), 1 a community with a named (sourced, not inferred) deity, 2 another community, 3 what
   * never leads (one family, a sub-clan name, a source naming no community).
   */
  tier: 0 | 1 | 2 | 3;
  rules: U[];
  deities: DeityGroup<R>[];
  /** The sourced ranking that puts it where it is, when there is one. */
  carrier: AnswerCarrier | undefined;
  /** How many sourced rows speak of the surname in this community: the order without a ranking. */
  weight: number;
  maxConfidence: number;
}

const NOT_STATED = /^(community not stated|not stated)$/i;

/** A community label's identity: "Chitpavan (Konkanastha) Brahmin" and "Chitpavan Brahmin" are one. */
export function communityKey(label: string): string {
  const key = label
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return NOT_STATED.test(key) || NOT_STATED.test(label.trim()) ? '' : key;
}

function groupKeyer(carriers: AnswerCarrier[]) {
  // A ranking row names one community by all its labels ("Leva Patel | Leva (Leuva) Patidar").
  const joined = new Map<string, string>();
  for (const c of carriers) {
    const first = communityKey(c.communities[0] ?? '');
    for (const label of c.communities) joined.set(communityKey(label), first);
  }
  return (label: string) => {
    const k = communityKey(label);
    return joined.get(k) ?? k;
  };
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Whether a row stays under a narrowing: only a recorded value that differs drops it. A row
 * with no state, town, community or gotra recorded is not contradicted, so it stays.
 */
export function keepsRow(r: Pick<AnswerRow, 'state_province' | 'town_village' | 'community' | 'gotra'>, n: Narrowing): boolean {
  if (n.state && r.state_province && !r.state_province.toLowerCase().includes(n.state.trim().toLowerCase())) return false;
  if (n.town && !unrecordedTown(r.town_village) && !r.town_village.toLowerCase().includes(n.town.trim().toLowerCase())) return false;
  if (n.community && communityKey(r.community) && communityKey(r.community) !== communityKey(n.community)) return false;
  if (n.gotra && r.gotra && !r.gotra.split(/\s*\/\s*/).some((g) => sameText(g, n.gotra!))) return false;
  return true;
}

function unrecordedTown(town: string): boolean {
  return !town || town === 'various';
}

/** What a narrowing could not check. */
export type Unrecorded = 'place not recorded' | 'community not recorded' | 'gotra not recorded';

/** What a narrowing could not check on this row: "place not recorded", "gotra not recorded". */
export function notRecorded(r: Pick<AnswerRow, 'state_province' | 'town_village' | 'community' | 'gotra'>, n: Narrowing): Unrecorded[] {
  const out: Unrecorded[] = [];
  if ((n.state && !r.state_province) || (n.town && unrecordedTown(r.town_village) && !(n.state && !r.state_province))) out.push('place not recorded');
  if (n.community && !communityKey(r.community)) out.push('community not recorded');
  if (n.gotra && !r.gotra) out.push('gotra not recorded');
  return out;
}

/** What a narrowing could not check on a community's rule, which records no place and no gotra. */
export function ruleNotRecorded(n: Narrowing): Unrecorded[] {
  const out: Unrecorded[] = [];
  if (n.country || n.state || n.town) out.push('place not recorded');
  if (n.gotra) out.push('gotra not recorded');
  return out;
}

/**
 * How a page orders names: as its language sorts the names it shows (a community, a deity and a
 * gotra in the page's script). English pages sort the English names.
 */
export interface NameOrder {
  compare: (a: string, b: string) => number;
  community: (label: string) => string;
  deity: (deity: { id: string; name: string }) => string;
  gotra: (gotra: string) => string;
}

export const englishOrder: NameOrder = {
  compare: (a, b) => a.localeCompare(b),
  community: (label) => label,
  deity: (deity) => deity.name,
  gotra: (gotra) => gotra,
};

/**
 * The communities of one surname, in one order for every page: the communities a source says
 * carry the name most (by its rank), then communities with a named deity, then the others; one
 * family's rows, sub-clan names and sources naming no community never before a community. When
 * no source ranks the communities, they are equal choices, in name order (`answerOrder`).
 */
export function groupAnswer<R extends AnswerRow, U extends AnswerRule>(
  rows: R[],
  rules: U[],
  carriers: AnswerCarrier[] = [],
  narrowing: Narrowing = {},
  order: NameOrder = englishOrder,
): CommunityGroup<R, U>[] {
  const keyOf = groupKeyer(carriers);
  const groups = new Map<string, CommunityGroup<R, U>>();
  const group = (label: string) => {
    const key = keyOf(label);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        name: label,
        labels: [],
        subclanOf: '',
        scope: 'community',
        tier: 2,
        rules: [],
        deities: [],
        carrier: undefined,
        weight: 0,
        maxConfidence: 0,
      };
      groups.set(key, g);
    }
    if (!g.labels.includes(label)) g.labels.push(label);
    return g;
  };
  const narrowedRows = rows.filter((r) => keepsRow(r, narrowing));
  for (const r of narrowedRows) {
    const g = group(r.community || 'Community not stated');
    let d = g.deities.find((x) => x.deity.id === r.deity.id);
    if (!d) {
      d = { deity: r.deity, rows: [], gotras: [], maxConfidence: 0 };
      g.deities.push(d);
    }
    d.rows.push(r);
    if (r.gotra && !d.gotras.includes(r.gotra)) d.gotras.push(r.gotra);
    d.maxConfidence = Math.max(d.maxConfidence, r.confidence_level);
  }
  const narrowedRules = rules.filter(
    (u) => !narrowing.community || !communityKey(u.community) || communityKey(u.community) === communityKey(narrowing.community),
  );
  for (const u of narrowedRules) group(u.community).rules.push(u);

  for (const g of groups.values()) {
    const own = g.deities.flatMap((d) => d.rows).filter((r) => !r.subclan_of);
    const all = g.deities.flatMap((d) => d.rows);
    const clans = [...new Set(all.map((r) => r.subclan_of))];
    g.subclanOf = !g.rules.length && all.length && !own.length && clans.length === 1 ? clans[0]! : '';
    const scopes = new Set<Scope>([...all.map((r) => r.scope), ...g.rules.map((u) => u.scope)]);
    g.scope = g.key === '' || (scopes.size === 1 && scopes.has('unstated')) ? 'unstated' : scopes.has('community') ? 'community' : 'family';
    g.name = [...g.labels].sort((a, b) => a.length - b.length || a.localeCompare(b))[0]!;
    g.carrier = carriers.filter((c) => c.communities.some((label) => keyOf(label) === g.key)).sort((a, b) => a.rank - b.rank)[0];
    g.weight = own.length + g.rules.length;
    g.maxConfidence = Math.max(0, ...own.map((r) => r.confidence_level));
    g.tier = g.subclanOf || g.scope !== 'community' ? 3 : g.carrier ? 0 : own.some((r) => r.source !== 'inferred') ? 1 : 2;
    for (const d of g.deities) d.gotras.sort((a, b) => order.compare(order.gotra(a), order.gotra(b)));
    g.deities.sort((a, b) => b.maxConfidence - a.maxConfidence || order.compare(order.deity(a.deity), order.deity(b.deity)));
  }
  const list = [...groups.values()];
  // Without a source that says who carries the name most, the communities are equal choices: in name order.
  const ranked = answerOrder(list) === 'ranked';
  return list.sort(
    (a, b) =>
      a.tier - b.tier ||
      (ranked
        ? (a.carrier?.rank ?? 99) - (b.carrier?.rank ?? 99) ||
          Math.min(a.tier, 2) - Math.min(b.tier, 2) ||
          b.weight - a.weight ||
          b.maxConfidence - a.maxConfidence
        : 0) ||
      order.compare(order.community(a.name), order.community(b.name)),
  );
}

/**
 * How a surname's communities are ordered: `single` when one community (or none) carries it;
 * `ranked` when a source says which carries it most; `equal` when several do and no source
 * orders them (the page says so and offers them as equal choices).
 */
export function answerOrder(groups: Pick<CommunityGroup<AnswerRow, AnswerRule>, 'tier' | 'carrier'>[]): 'single' | 'ranked' | 'equal' {
  const communities = groups.filter((g) => g.tier < 3);
  if (communities.length <= 1) return 'single';
  return communities.some((g) => g.carrier) ? 'ranked' : 'equal';
}

/**
 * The customs of a group's community (how its families keep their kuldevi): those whose
 * community is one of the group's labels (by the name before the bracket), or that a source
 * gives for a whole region or group covering one of its labels.
 */
export function customsOf<C extends { community: string; also_labels: string[] }>(
  g: Pick<CommunityGroup<AnswerRow, AnswerRule>, 'key' | 'labels'>,
  customs: C[],
): C[] {
  if (!g.key) return [];
  const keys = new Set([g.key, ...g.labels.map(communityKey)]);
  return customs.filter((c) => keys.has(communityKey(c.community)) || c.also_labels.some((l) => g.labels.includes(l)));
}

/**
 * The communities a surname's page leads with, in the page's order and under its names (the
 * surname page groups with no narrowing): how a "Did you mean" spelling is labelled.
 */
export function leadingCommunities(rows: AnswerRow[], rules: AnswerRule[], carriers: AnswerCarrier[], n = 2): string[] {
  return groupAnswer(rows, rules, carriers)
    .filter((g) => g.key)
    .slice(0, n)
    .map((g) => g.name);
}

/** "Jadhavs": the clan as its families are called, for "a sub-clan name among Maratha Jadhavs". */
export function clanPlural(clan: string): string {
  return /s$/i.test(clan) ? clan : `${clan}s`;
}

/**
 * The sentence for a group whose rows are another clan's sub-clan name: "Patel is also a
 * sub-clan name among Maratha Jadhavs" (never first when the name has a community of its own).
 */
export function subclanNote(surname: string, g: Pick<CommunityGroup<AnswerRow, AnswerRule>, 'name' | 'subclanOf'>, also = true): string {
  return `${surname} is ${also ? 'also ' : ''}a sub-clan name among ${g.name} ${clanPlural(g.subclanOf)}: a family of that clan keeps the clan's deity.`;
}

/** "a" or "an" before a word, by its sound ("an Agarwal family", "an Iyer family", "a Patel family"). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word.trim()) && !/^(uni|use|usu|eu|one)/i.test(word.trim()) ? 'an' : 'a';
}

/** "1 community", "3 communities". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A, B and C". */
export function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
