import { surnameSlug } from '../validation/surname';
import { placeKey, stateKey, variantKey, type Gazetteer, type GazetteerPlace } from './gazetteer';
import type { CsvRecord } from './inputs';
import type { SurnameRow } from './surnames';
import { compareTuples, nfc } from './text';

/**
 * Shrines: a family's kuldevi is a goddess at a place. A shrine is one deity at one place, from
 * data/deity_shrines.json, from the places the association rows name (facts through
 * curation/places.csv, research rows' town_village) and from curation/shrines.json, which adds
 * shrines a community's source names, what is known of each shrine, and the rules that point a
 * community's rows to its shrine. Every row keeps its deity id: the rules match on deity and
 * community, so rows added later with today's ids land on the right shrine without edits.
 */

/** How the shrine's coordinates were found, from best to worst. */
export type Precision = 'shrine' | 'town' | 'area' | 'district';

/** Why a row points to its shrine. */
export type ShrineBasis = 'source' | 'community' | 'deity' | '';

export interface SourceRef {
  label: string;
  url: string;
}

export interface Shrine {
  id: string;
  deity_id: string;
  name: string;
  native_name: string;
  town: string;
  district: string;
  state: string;
  country: string;
  is_principal: boolean;
  lat: number | null;
  lon: number | null;
  precision: Precision | null;
  /** The place whose point the coordinates are (the town, or the district town). */
  located_as: string;
  coord_source: SourceRef | null;
  way: { text: string; source: SourceRef } | null;
  fairs: { name: string; months: string; source: SourceRef }[];
  rites: { name: string; note: string; source: SourceRef }[];
  sources: SourceRef[];
  notes: string[];
}

/** A place as curation/shrine_places.csv writes it. */
interface PlaceSpec {
  towns: string[];
  district: string;
  state: string;
  gazetteer: string;
}

export interface ShrineCuration {
  shrines: {
    id?: string;
    deity_id: string;
    town: string;
    state: string;
    district?: string;
    country?: string;
    name?: string;
    native_name?: string;
    coordinates?: { lat: number; lon: number; source: SourceRef };
    way?: { text: string; source: SourceRef };
    fairs?: { name: string; months: string; source: SourceRef }[];
    rites?: { name: string; note?: string; source: SourceRef }[];
    sources?: SourceRef[];
  }[];
  /** The town GeoNames names for a district whose name is not a town's. */
  district_towns?: Record<string, string>;
  /** A district formed after the GeoNames postal dump was made, as the district names the dump gives its places. */
  postal_districts?: Record<string, string[] | string>;
  rules: {
    deity_id: string;
    community: string;
    gotra?: string;
    town: string;
    state: string;
    source: SourceRef;
    note: string;
  }[];
}

export interface ShrineInput {
  deity_id: string;
  name: string;
  town: string;
  district: string;
  state: string;
  country: string;
  is_principal: boolean;
  source: string;
  note: string;
  from: string;
}

export interface ShrineBuild {
  shrines: Shrine[];
  problems: string[];
  report: string[];
}

const GAZETTEER_SOURCE: SourceRef = { label: 'GeoNames gazetteer (CC BY 4.0)', url: 'https://www.geonames.org/' };

export function parseSourceRef(s: string): SourceRef {
  const at = s.lastIndexOf(' | ');
  if (at < 0) return /^https?:\/\/\S+$/.test(s.trim()) ? { label: '', url: s.trim() } : { label: s.trim(), url: '' };
  return { label: s.slice(0, at).trim(), url: s.slice(at + 3).trim() };
}

/** Kilometres between two points (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** The town as written, cleaned of remarks: "Riched (Kumbhalgarh tehsil)" -> "Riched", "near Kerla railway station" -> "Kerla railway station". */
function cleanTown(part: string): string {
  let s = part
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  s = s.replace(/^(near|about|~)\s+/i, '');
  s = (s.split(',')[0] ?? '').trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : '';
}

export function readPlaceSpecs(rows: CsvRecord[]): { specs: Map<string, PlaceSpec>; problems: string[] } {
  const specs = new Map<string, PlaceSpec>();
  const problems: string[] = [];
  for (const r of rows) {
    const written = nfc(r.get('written'));
    const key = `${written}|${nfc(r.get('state'))}`;
    if (specs.has(key)) problems.push(`${r.file}:${r.line}: "${written}" twice`);
    const towns = r
      .get('town')
      .split(';')
      .map((t) => nfc(t))
      .filter(Boolean);
    if (!towns.length) problems.push(`${r.file}:${r.line}: town is required`);
    specs.set(key, { towns, district: nfc(r.get('district')), state: nfc(r.get('state')), gazetteer: nfc(r.get('gazetteer')) });
  }
  return { specs, problems };
}

interface Place {
  town: string;
  district: string;
  state: string;
  gazetteer: string;
}

type Places = (written: string, state: string, district: string) => Place[];

/** Where a town as written is, as one or more places (a cell may list several): curation/shrine_places.csv's places, else the town cleaned of remarks. */
function placesOf(specs: Map<string, PlaceSpec>): Places {
  return (written, state, district) => {
    const w = nfc(written);
    const spec = specs.get(`${w}|${state}`) ?? specs.get(`${w}|`);
    if (spec) {
      return spec.towns.map((town) => ({
        town,
        district: spec.district || district,
        state: spec.state || state,
        gazetteer: spec.towns.length > 1 ? '' : spec.gazetteer,
      }));
    }
    return w
      .split(';')
      .map(cleanTown)
      .filter(Boolean)
      .map((town) => ({ town, district, state, gazetteer: '' }));
  };
}

const shrineKey = (deity: string, town: string, state: string) => `${deity}|${placeKey(town)}|${stateKey(state)}`;

/** One shrine per deity and place, in the order first met: each source that names it adds to the one shrine. */
class ShrineRegistry {
  private readonly byKey = new Map<string, Shrine>();
  /** The name curation/shrine_places.csv gives the gazetteer for a shrine's town. */
  readonly gazetteerName = new Map<Shrine, string>();

  all(): Shrine[] {
    return [...this.byKey.values()];
  }

  // a place without a state matches the deity's shrine of that town in any state
  find(deity: string, town: string, state: string): Shrine | undefined {
    const exact = this.byKey.get(shrineKey(deity, town, state));
    if (exact || state) return exact ?? (state ? this.byKey.get(shrineKey(deity, town, '')) : undefined);
    const any = [...this.byKey.values()].filter((t) => t.deity_id === deity && placeKey(t.town) === placeKey(town));
    return any.length === 1 ? any[0] : undefined;
  }

  // a shrine met again takes the state, district and gazetteer name it did not have yet
  add(deity: string, p: Place, country: string, name: string): Shrine {
    const found = this.find(deity, p.town, p.state);
    if (found) {
      if (!found.state && p.state) {
        this.byKey.delete(shrineKey(deity, found.town, ''));
        found.state = p.state;
        this.byKey.set(shrineKey(deity, found.town, found.state), found);
      }
      if (!found.district && p.district) found.district = p.district;
      if (p.gazetteer && !this.gazetteerName.has(found)) this.gazetteerName.set(found, p.gazetteer);
      return found;
    }
    const t: Shrine = {
      id: '',
      deity_id: deity,
      name,
      native_name: '',
      town: p.town,
      district: p.district,
      state: p.state,
      country: country || 'India',
      is_principal: false,
      lat: null,
      lon: null,
      precision: null,
      located_as: '',
      coord_source: null,
      way: null,
      fairs: [],
      rites: [],
      sources: [],
      notes: [],
    };
    if (p.gazetteer) this.gazetteerName.set(t, p.gazetteer);
    this.byKey.set(shrineKey(deity, p.town, p.state), t);
    return t;
  }
}

/** A source is cited once, and only when it names something. */
function addSource(t: Shrine, s: SourceRef): void {
  if ((s.label || s.url) && !t.sources.some((x) => x.label === s.label && x.url === s.url)) t.sources.push(s);
}

type CuratedShrine = ShrineCuration['shrines'][number];

/** The shrine each row points to, and why. */
type Pointers = Map<SurnameRow, { shrine: Shrine; basis: ShrineBasis }>;

/** The shrines, and the shrine each row points to, stage by stage: a row keeps the shrine of the first stage that gives it one. */
export function buildShrines(args: {
  deities: { id: string; name: string; sanskrit_name?: string }[];
  entries: ShrineInput[];
  rows: SurnameRow[];
  placeRows: CsvRecord[];
  curation: ShrineCuration;
  gazetteer: Gazetteer;
  /** A community's home state (curation/config.json), for rows that give none. */
  defaultState?: Record<string, string>;
}): ShrineBuild {
  const { deities, entries, rows, curation, gazetteer } = args;
  const read = readPlaceSpecs(args.placeRows);
  const problems = [...read.problems];
  const places = placesOf(read.specs);
  const deityName = new Map(deities.map((d) => [d.id, d.name]));
  const nativeName = new Map(deities.filter((d) => d.sanskrit_name).map((d) => [d.id, nfc(d.sanskrit_name!)]));
  const registry = new ShrineRegistry();

  addEntryShrines(entries, places, registry, problems);
  const ofEntries = new Set(registry.all());
  const curated = addCuratedShrines(curation.shrines, places, registry, deityName, problems);
  const described = new Set(registry.all());
  const pointers = pointToNamedPlaces(rows, places, registry, deityName, problems);
  citeRowSources(pointers, described);
  applyCommunityRules(curation.rules, rows, registry, pointers, problems);
  pointToDeitysOnlyShrine(rows, registry.all(), ofEntries, pointers, args.defaultState);

  const shrines = registry.all();
  assignIds(shrines, curated, problems);
  for (const t of shrines) describeShrine(t, curated.get(t), nativeName);
  const unlocated = locateShrines(shrines, curated, gazetteer, registry.gazetteerName, curation);
  roundCoordinates(shrines);
  shrines.sort((a, b) => compareTuples([a.id], [b.id]));
  pointRows(rows, pointers);
  return { shrines, problems, report: shrineReport(shrines, rows, unlocated) };
}

/** 1. The temples of data/deity_shrines.json; a principal entry names its shrine. */
function addEntryShrines(entries: ShrineInput[], places: Places, registry: ShrineRegistry, problems: string[]): void {
  for (const e of entries) {
    const ps = places(e.town, e.state, e.district);
    if (!ps.length) {
      problems.push(`${e.from}: no town for "${e.name}" (add it to curation/shrine_places.csv)`);
      continue;
    }
    for (const p of ps) {
      const t = registry.add(e.deity_id, p, e.country, e.name);
      if (e.is_principal && !t.is_principal) {
        t.is_principal = true;
        t.name = e.name;
      }
      addSource(t, parseSourceRef(e.source));
      if (e.note && !t.notes.includes(e.note)) t.notes.push(e.note);
    }
  }
}

/** 2. Shrines curation/shrines.json adds or describes: its name wins, and what it says is kept for the shrine. */
function addCuratedShrines(
  list: CuratedShrine[],
  places: Places,
  registry: ShrineRegistry,
  deityName: Map<string, string>,
  problems: string[],
): Map<Shrine, CuratedShrine> {
  const curated = new Map<Shrine, CuratedShrine>();
  for (const c of list) {
    if (!deityName.has(c.deity_id)) problems.push(`curation/shrines.json: unknown deity "${c.deity_id}"`);
    const [p] = places(c.town, c.state, c.district ?? '');
    if (!p) continue;
    const t = registry.add(c.deity_id, p, c.country ?? 'India', c.name ?? `${deityName.get(c.deity_id)} temple, ${p.town}`);
    curated.set(t, c);
    if (c.name) t.name = c.name;
    for (const s of c.sources ?? []) addSource(t, s);
  }
  return curated;
}

/** 3. The places association rows name: the row points to that shrine ('source'). */
function pointToNamedPlaces(
  rows: SurnameRow[],
  places: Places,
  registry: ShrineRegistry,
  deityName: Map<string, string>,
  problems: string[],
): Pointers {
  const pointers: Pointers = new Map();
  for (const r of rows) {
    if (!r.town_village || r.town_village === 'various') continue;
    const ps = places(r.town_village, r.state_province, '');
    if (ps.length !== 1) {
      if (ps.length > 1) problems.push(`${r.from}: "${r.town_village}" names ${ps.length} places; a row can point to one shrine`);
      continue;
    }
    const t = registry.add(r.deity_id, ps[0]!, r.country, `${deityName.get(r.deity_id)} shrine, ${ps[0]!.town}`);
    pointers.set(r, { shrine: t, basis: 'source' });
  }
  return pointers;
}

/** A shrine known only from rows cites the rows' sources. */
function citeRowSources(pointers: Pointers, described: Set<Shrine>): void {
  for (const [r, { shrine }] of pointers) if (!described.has(shrine)) addSource(shrine, { label: r.source_label, url: r.source_url });
}

/** 4. A community's shrine, as a curated rule with its own source ('community'). */
function applyCommunityRules(
  rules: ShrineCuration['rules'],
  rows: SurnameRow[],
  registry: ShrineRegistry,
  pointers: Pointers,
  problems: string[],
): void {
  for (const rule of rules) {
    const t = registry.find(rule.deity_id, rule.town, rule.state);
    if (!t) {
      problems.push(`curation/shrines.json: rule for ${rule.community} / ${rule.deity_id}: no shrine at ${rule.town}, ${rule.state}`);
      continue;
    }
    let n = 0;
    for (const r of rows) {
      if (r.deity_id !== rule.deity_id || r.community !== rule.community || pointers.has(r)) continue;
      if (rule.gotra && r.gotra !== rule.gotra) continue;
      pointers.set(r, { shrine: t, basis: 'community' });
      n++;
    }
    if (!n) problems.push(`curation/shrines.json: rule for ${rule.community} / ${rule.deity_id} matches no row`);
  }
}

/** 5. The only shrine the deity's own entry (deity_shrines.json) gives, where the row's source names none ('deity'). */
function pointToDeitysOnlyShrine(
  rows: SurnameRow[],
  shrines: Shrine[],
  ofEntries: Set<Shrine>,
  pointers: Pointers,
  defaultState: Record<string, string> | undefined,
): void {
  const shrinesOf = new Map<string, Shrine[]>();
  for (const t of shrines) shrinesOf.set(t.deity_id, [...(shrinesOf.get(t.deity_id) ?? []), t]);
  for (const r of rows) {
    if (pointers.has(r)) continue;
    const own = shrinesOf.get(r.deity_id) ?? [];
    // not for a family of another state: its goddess of that name may be another shrine's
    const state = r.state_province || (defaultState?.[r.community] ?? '');
    if (own.length === 1 && ofEntries.has(own[0]!) && (!state || !own[0]!.state || stateKey(state) === stateKey(own[0]!.state))) {
      pointers.set(r, { shrine: own[0]!, basis: 'deity' });
    }
  }
}

/** Ids: deity and town, readable; the state is added only when one deity has the town twice. */
function assignIds(shrines: Shrine[], curated: Map<Shrine, CuratedShrine>, problems: string[]): void {
  const idCount = new Map<string, number>();
  const baseId = (t: Shrine) => surnameSlug(`${t.deity_id} ${t.town}`).slice(0, 80).replace(/-+$/, '');
  for (const t of shrines) idCount.set(baseId(t), (idCount.get(baseId(t)) ?? 0) + 1);
  for (const t of shrines) t.id = (idCount.get(baseId(t)) ?? 0) > 1 ? surnameSlug(`${baseId(t)} ${t.state}`) : baseId(t);
  for (const t of shrines) {
    const c = curated.get(t);
    if (c?.id && c.id !== t.id) problems.push(`curation/shrines.json: shrine at ${c.town} is "${t.id}", not "${c.id}"`);
  }
}

/** What curation/shrines.json knows of the shrine; the deity's own name in its script names only its principal shrine, any other shrine's comes from a source. */
function describeShrine(t: Shrine, c: CuratedShrine | undefined, nativeName: Map<string, string>): void {
  if (c?.native_name) t.native_name = c.native_name;
  else if (t.is_principal) t.native_name = nativeName.get(t.deity_id) ?? '';
  if (c?.way) t.way = c.way;
  if (c?.fairs) t.fairs = c.fairs;
  if (c?.rites) t.rites = c.rites.map((x) => ({ name: x.name, note: x.note ?? '', source: x.source }));
}

/** Coordinates: the shrine's own (curated, from its encyclopedia article), else the gazetteer, else the district town; returns the shrines not located. */
function locateShrines(
  shrines: Shrine[],
  curated: Map<Shrine, CuratedShrine>,
  gazetteer: Gazetteer,
  gazetteerName: Map<Shrine, string>,
  curation: ShrineCuration,
): string[] {
  const districtNames = Object.fromEntries(Object.entries(curation.postal_districts ?? {}).filter(([k]) => !k.startsWith('_'))) as Record<
    string,
    string[]
  >;
  const districtTowns = curation.district_towns ?? {};
  const unlocated: string[] = [];
  for (const t of shrines) {
    const c = curated.get(t);
    if (c?.coordinates) {
      Object.assign(t, {
        lat: c.coordinates.lat,
        lon: c.coordinates.lon,
        precision: 'shrine',
        located_as: t.name,
        coord_source: c.coordinates.source,
      });
      continue;
    }
    const hit = locate(gazetteer, gazetteerName.get(t) || t.town, t.state, t.country, { district: t.district, districtNames, districtTowns });
    if (hit) {
      if (!t.state && hit.place.state) t.state = hit.place.state;
      Object.assign(t, {
        lat: hit.place.lat,
        lon: hit.place.lon,
        precision: hit.precision,
        located_as: hit.place.name,
        coord_source: GAZETTEER_SOURCE,
      });
      continue;
    }
    // not in the gazetteer: the district town, said as such
    const names = [t.district.replace(/\s*\(.*\)$/, ''), /\(([^)]+)\)/.exec(t.district)?.[1] ?? ''].filter(Boolean);
    let d: ReturnType<typeof locate> = null;
    for (const n of names) d ??= districtTown(gazetteer, districtTowns[n] ?? n, t.state, t.country);
    if (d) {
      Object.assign(t, { lat: d.place.lat, lon: d.place.lon, precision: 'district', located_as: d.place.name, coord_source: GAZETTEER_SOURCE });
      continue;
    }
    unlocated.push(`${t.id} (${t.town}${t.district ? `, ${t.district}` : ''}${t.state ? `, ${t.state}` : ''})`);
  }
  return unlocated;
}

/** Coordinates to five decimals (about a metre). */
function roundCoordinates(shrines: Shrine[]): void {
  for (const t of shrines) {
    if (t.lat !== null) {
      t.lat = Math.round(t.lat * 1e5) / 1e5;
      t.lon = Math.round(t.lon! * 1e5) / 1e5;
    }
  }
}

/** Each row is written with its shrine's final id (ids are made after every row has its shrine). */
function pointRows(rows: SurnameRow[], pointers: Pointers): void {
  for (const r of rows) {
    const p = pointers.get(r);
    r.shrine_id = p?.shrine.id ?? '';
    r.shrine_basis = p ? p.basis : '';
  }
}

/** The build's lines for data/built/shrines.json: shrines, how they were located, why rows point to them, and what is not located. */
function shrineReport(shrines: Shrine[], rows: SurnameRow[], unlocated: string[]): string[] {
  const by = (p: Precision | null) => shrines.filter((t) => t.precision === p).length;
  const pointed = rows.filter((r) => r.shrine_id);
  const report = [
    'data/built/shrines.json',
    `  shrines              ${shrines.length} (of ${new Set(shrines.map((t) => t.deity_id)).size} deities)`,
    `  coordinates          shrine ${by('shrine')}, town ${by('town')}, area ${by('area')}, district town ${by('district')}, none ${by(null)}`,
    `  rows with a shrine   ${pointed.length} of ${rows.length}: source ${pointed.filter((r) => r.shrine_basis === 'source').length}, community ${pointed.filter((r) => r.shrine_basis === 'community').length}, deity's only shrine ${pointed.filter((r) => r.shrine_basis === 'deity').length}`,
  ];
  if (unlocated.length) report.push(`  NOT LOCATED (add the place to curation/shrine_places.csv): ${unlocated.join('; ')}`);
  return report;
}

/** How far from the town a source names beside a village ("Kongappatti, Oddanchatram") the village may be. */
export const NEAR_KM = 30;

/** Where to look a place up: its district as the data writes it, and the older names the postal dump may use for it. */
interface LocateContext {
  district: string;
  /** curation/shrines.json postal_districts: a district formed after the dump was made, as the districts it came from. */
  districtNames: Record<string, string[]>;
  /** curation/shrines.json district_towns: the town GeoNames names for a district whose name is not a town's. */
  districtTowns: Record<string, string>;
  /** A town looked up for another place (its sub-district's, its district's): a district-wide point will not do. */
  nested?: boolean;
}

type Located = { place: GazetteerPlace; precision: Precision };

/** Two gazetteer entries are one place: close together, and (for district-wide points) of one sub-district. */
function samePlace(a: GazetteerPlace, b: GazetteerPlace): boolean {
  if (a.districtWide && b.districtWide)
    return placeKey(a.district) === placeKey(b.district) && variantKey(a.subdistrict) === variantKey(b.subdistrict);
  if (a.districtWide || b.districtWide) return false;
  return distanceKm(a, b) <= 25;
}

/**
 * The gazetteer's place for a town: in its state (and district when given); ambiguous or absent is null.
 * `written` is a town, or a curated name: "Name@District" (only that district) or "Name~Town" (only
 * within NEAR_KM of that town, or in the sub-district of that name; the town must itself be one place).
 * The name as written is tried first; only when it finds nothing is another spelling of it
 * (variantKey) tried, under the same rule. A post office whose point is its district's (shared by
 * a whole district's offices) is placed at the town the source names beside it, else at its
 * sub-district's town ('area'), else at its district town ('district').
 */
function locate(gazetteer: Gazetteer, written: string, state: string, country: string, ctx: LocateContext): Located | null {
  const near = written.includes('~') ? written.slice(written.indexOf('~') + 1).trim() : '';
  const head = near ? written.slice(0, written.indexOf('~')) : written;
  const [name, wantDistrict] = head.includes('@') ? head.split('@').map((s) => s.trim()) : [head.trim(), ''];
  const sub = { ...ctx, district: '', nested: true };
  let around: Located | null = null;
  if (near) {
    around = locate(gazetteer, near, state, country, sub);
    if (!around || around.precision === 'district') return null;
  }
  // "Dharashiv (Osmanabad)": either name
  const districtWanted = wantDistrict || ctx.district.replace(/\s*\(.*\)$/, '');
  const written2 = wantDistrict ? '' : (/\(([^)]+)\)/.exec(ctx.district)?.[1] ?? '');
  const districtKeys = new Set(
    [districtWanted, written2]
      .filter(Boolean)
      .flatMap((d) => [d, ...(ctx.districtNames[d] ?? [])])
      .map(variantKey),
  );
  // the dump writes "Hamirpur(HP)", "Bilaspur(CGH)"
  const inDistrict = (p: GazetteerPlace) => districtKeys.has(variantKey(p.district.replace(/\(.*$/, '')));
  const candidates = (found: GazetteerPlace[]) => {
    let hits = found.filter((p) => p.country === (country || 'India'));
    // with no state, only a town of the cities file: a post office's name alone names too small a place to pick it out of India
    hits = state ? hits.filter((p) => stateKey(p.state) === stateKey(state)) : hits.filter((p) => p.dataset === 'cities');
    // a post office of the name in another district is another place (the cities file gives no district)
    if (districtKeys.size) hits = hits.filter((p) => p.dataset === 'cities' || inDistrict(p));
    if (around) {
      const a = around.place;
      hits = hits.filter(
        (p) =>
          (!p.districtWide && distanceKm(p, a) <= NEAR_KM) || (p.subdistrict !== '' && variantKey(p.subdistrict) === variantKey(near.split('@')[0]!)),
      );
    }
    return hits;
  };
  let hits = candidates(gazetteer.find(placeKey(name!)));
  let spelling = false;
  // another spelling only within a state, and within the district the data gives (not any place of the state)
  if (!hits.length && state) {
    hits = candidates(gazetteer.findVariant(variantKey(name!)));
    if (districtKeys.size) hits = hits.filter((p) => p.dataset === 'postal' && inDistrict(p));
    spelling = true;
  }
  // the village is not in the gazetteer, but the town the source writes beside it is
  if (!hits.length) return around ? { place: around.place, precision: 'area' } : null;
  const cities = hits.filter((p) => p.dataset === 'cities');
  const exact = hits.filter((p) => p.dataset === 'postal' && p.exact);
  // by its own name, a town of the cities file is taken before post offices of the name; by another
  // spelling every place that spelling may be counts, so two far apart leave it unlocated
  const pick = spelling ? hits : cities.length ? cities : exact.length ? exact : hits;
  // several places of that name far apart: the data does not say which
  if (pick.some((p) => !samePlace(p, pick[0]!))) return null;
  const place = pick.find((p) => p.dataset === 'cities') ?? pick.find((p) => p.exact) ?? pick.find((p) => !p.districtWide) ?? pick[0]!;
  if (!place.districtWide) return { place, precision: place.dataset === 'cities' || place.exact ? 'town' : 'area' };
  if (ctx.nested) return null;
  // the dump knows the place and its sub-district, but its point is the whole district's
  if (around) return { place: around.place, precision: 'area' };
  const subTown = place.subdistrict && !/^na$/i.test(place.subdistrict) ? locate(gazetteer, place.subdistrict, place.state, country, sub) : null;
  if (subTown && subTown.place.dataset === 'cities') return { place: subTown.place, precision: 'area' };
  const districtName = districtWanted || place.district;
  return districtTown(gazetteer, ctx.districtTowns[districtName] ?? districtName, place.state, country);
}

/**
 * A district's town: the town of the cities file whose own name (not an alternate one) is the
 * district's, in the state; of several, the most populous, as a district's namesake headquarters is.
 */
function districtTown(gazetteer: Gazetteer, name: string, state: string, country: string): Located | null {
  const key = placeKey(name);
  const towns = gazetteer
    .find(key)
    .filter((p) => p.dataset === 'cities' && p.country === (country || 'India') && (!state || stateKey(p.state) === stateKey(state)))
    .sort((a, b) => b.population - a.population);
  // its own name before an alternate one ("Satara" is also an alternate name of Ashta)
  const own = towns.filter((p) => p.ownKeys.includes(key));
  const pick = own.length ? own : towns;
  // with no state, only a name that is one town in the whole country
  if (!pick.length || (!state && pick.some((p) => distanceKm(p, pick[0]!) > 25))) return null;
  return { place: pick[0]!, precision: 'district' };
}
