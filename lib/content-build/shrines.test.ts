import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../seed/files';
import { distanceToState, onMap, project } from '../map/india';
import { gazetteerProblem, loadGazetteer, placeKey, stateKey } from './gazetteer';
import type { ShrineCuration, Shrine } from './shrines';

// The shrines data:build made (data/built/shrines.json) and the rows pointing to them, checked as the
// issue asks: coordinates from a source and never guessed; every shrine and every place a row
// names has a page; deity pages true of the families they list; no place twice.

const root = process.cwd();
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const shrines = read<Shrine[]>('data/built/shrines.json');
const curation = read<ShrineCuration & { not_located: Record<string, string>; deity_audit: Record<string, string> }>(
  'data/sources/curation/shrines.json',
);
const deities = read<{ id: string; name: string; region: string; sub_regions: string[] }[]>('data/deities.json');
const entries = read<{ deity_id: string; town: string; source: string }[]>('data/deity_shrines.json');
const defaults = read<{ community_default_state: Record<string, string> }>('data/sources/curation/config.json').community_default_state;
type Row = Record<'surname' | 'community' | 'gotra' | 'deity_id' | 'state_province' | 'town_village' | 'shrine_id' | 'shrine_basis', string>;
const rows = readCsvRows(root, 'data/built/family_surnames.csv').map((r) => r.value as Row);
const byId = new Map(shrines.map((t) => [t.id, t]));
const listed = (o: Record<string, string>) => Object.keys(o).filter((k) => !k.startsWith('_'));

// The states a region's deity page names (its title says "Family Deity of {region}").
const REGION_STATES: Record<string, string[] | null> = {
  gujarat: ['Gujarat'],
  rajasthan: ['Rajasthan'],
  maharashtra: ['Maharashtra'],
  'goa-konkan': ['Goa', 'Maharashtra', 'Karnataka'],
  karnataka: ['Karnataka'],
  kerala: ['Kerala'],
  'tamil-nadu': ['Tamil Nadu'],
  'andhra-telangana': ['Andhra Pradesh', 'Telangana'],
  'north-india-himalaya': [
    'Himachal Pradesh',
    'Uttarakhand',
    'Jammu and Kashmir',
    'Ladakh',
    'Punjab',
    'Haryana',
    'Delhi',
    'Uttar Pradesh',
    'Chandigarh',
  ],
  'east-india': [
    'West Bengal',
    'Odisha',
    'Bihar',
    'Jharkhand',
    'Assam',
    'Sikkim',
    'Tripura',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Arunachal Pradesh',
  ],
  'central-india': ['Madhya Pradesh', 'Chhattisgarh'],
  nepal: ['Bagmati', 'Gandaki', 'Koshi', 'Madhesh', 'Lumbini', 'Karnali', 'Sudurpashchim'],
  'several-regions': null,
};

describe('shrines: coordinates from a source, never guessed', () => {
  it('every point is the shrine (from its curated encyclopedia source) or a GeoNames place of the name it says', () => {
    const gazetteer = gazetteerProblem(root) === null ? loadGazetteer(root) : null;
    expect(gazetteer, 'npm install puts the gazetteer packages in node_modules').not.toBeNull();
    for (const t of shrines) {
      if (t.lat === null) continue;
      expect(t.precision, t.id).not.toBeNull();
      if (t.precision === 'shrine') {
        const c = curation.shrines.find((s) => s.id === t.id)?.coordinates;
        expect(c, t.id).toBeDefined();
        expect([c!.lat, c!.lon, c!.source.url.startsWith('https://')], t.id).toEqual([t.lat, t.lon, true]);
      } else {
        expect(t.coord_source?.label, t.id).toMatch(/GeoNames/);
        const hit = gazetteer!.find(placeKey(t.located_as)).some((p) => Math.abs(p.lat - t.lat!) < 1e-5 && Math.abs(p.lon - t.lon!) < 1e-5);
        expect(hit, `${t.id}: ${t.located_as} ${t.lat},${t.lon} is not a GeoNames point of that name`).toBe(true);
      }
    }
  });

  it('every shrine has coordinates, or is listed as not located with why (and only then)', () => {
    const unlocated = shrines
      .filter((t) => t.lat === null)
      .map((t) => t.id)
      .sort();
    expect(unlocated).toEqual(listed(curation.not_located).sort());
  });

  it('a point in India lies in (or at the edge of) the state the data gives, on the map', () => {
    const off: string[] = [];
    for (const t of shrines) {
      if (t.lat === null || t.country !== 'India' || !t.state) continue;
      const p = project(t.lat, t.lon!);
      expect(onMap(p), t.id).toBe(true);
      const state = t.state === 'Ladakh' ? 'Jammu and Kashmir' : t.state;
      if (distanceToState(state, p) > 6) off.push(`${t.id} (${t.state})`);
    }
    expect(off).toEqual([]);
  });
});

describe('shrines: every shrine and every place a row names has a page', () => {
  it('every temple of data/deity_shrines.json is a shrine citing it', () => {
    for (const e of entries) {
      const source = e.source.includes(' | ') ? e.source.slice(e.source.lastIndexOf(' | ') + 3) : e.source;
      const found = shrines.some((t) => t.deity_id === e.deity_id && t.sources.some((s) => (s.url || s.label) === source || s.label === e.source));
      expect(found, `${e.deity_id}: ${e.town}`).toBe(true);
    }
  });

  it('every row that names a place points to the shrine of its deity there', () => {
    for (const r of rows) {
      if (r.town_village === 'various') continue;
      expect(r.shrine_basis, `${r.surname}/${r.community}/${r.deity_id}: ${r.town_village}`).toBe('source');
      expect(byId.get(r.shrine_id)?.deity_id, r.shrine_id).toBe(r.deity_id);
    }
    for (const r of rows) if (r.shrine_id) expect(byId.has(r.shrine_id), r.shrine_id).toBe(true);
  });

  it('the Agarwal, Bandivade, Kalika and Mangammal cases read right', () => {
    const of = (pred: (r: Row) => boolean) => [...new Set(rows.filter(pred).map((r) => r.shrine_id))].sort();
    expect(of((r) => r.community === 'Agarwal' && r.deity_id === 'mahalakshmi')).toEqual(['mahalakshmi-agroha']);
    expect(byId.get('mahalakshmi-agroha')).toMatchObject({ town: 'Agroha', district: 'Hisar', state: 'Haryana', precision: 'shrine' });
    expect(of((r) => r.community === 'Gowda Saraswat Brahmin (GSB)' && r.deity_id === 'mahalakshmi')).toEqual(['mahalakshmi-bandivade']);
    expect(of((r) => r.surname === 'Chimote' && r.deity_id === 'mahalakshmi')).toEqual(['mahalakshmi-kolhapur']);
    // a Konkani Saraswat list names Mahalakshmi without a shrine: no shrine is made up for it
    expect(of((r) => r.community.startsWith('Konkani Saraswat') && r.deity_id === 'mahalakshmi')).toEqual(['']);
    expect(of((r) => r.community === 'Maratha (Dhar Pawar)' && r.deity_id === 'kalika-mata')).toEqual(['kalika-mata-dhar']);
    expect(of((r) => ['Maratha', 'Gahoi Vaishya', 'Shakdwipiya (Maga) Brahmin'].includes(r.community) && r.deity_id === 'kalika-mata')).toEqual(['']);
    expect(of((r) => r.deity_id === 'mangammal' && /pulimarathuppalayam/i.test(r.town_village))).toEqual(['mangammal-pulimarathuppalayam']);
  });
});

describe('deity pages true of everything they list', () => {
  it('flags a deity page naming one place while its families come from several states (each flagged deity audited)', () => {
    const flagged: string[] = [];
    for (const d of deities) {
      const named = REGION_STATES[d.region];
      if (named === undefined) throw new Error(`REGION_STATES has no region ${d.region}`);
      if (named === null) continue;
      const shrineStates = shrines.filter((t) => t.deity_id === d.id && t.state).map((t) => stateKey(t.state));
      const pageStates = new Set([...named.map(stateKey), ...shrineStates]);
      const familyStates = new Set(
        rows
          .filter((r) => r.deity_id === d.id)
          .map((r) => r.state_province || (r.shrine_id ? byId.get(r.shrine_id)!.state : '') || (defaults[r.community] ?? ''))
          .filter(Boolean)
          .map(stateKey),
      );
      if (familyStates.size >= 2 && [...familyStates].some((s) => !pageStates.has(s))) flagged.push(d.id);
    }
    const audited = listed(curation.deity_audit);
    expect(
      flagged.filter((id) => !audited.includes(id)),
      'deities whose families come from states their page does not name: audit them in curation/shrines.json',
    ).toEqual([]);
    expect(
      audited.filter((id) => !flagged.includes(id)),
      'audited deities no longer flagged: remove them',
    ).toEqual([]);
  });

  it('no place twice: one shrine per deity and place, whatever the case or spelling of the rows', () => {
    const keys = shrines.map((t) => `${t.deity_id}|${placeKey(t.town)}|${stateKey(t.state)}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const d of deities) {
      const places = d.sub_regions.map(placeKey);
      expect(
        places.filter((p, i) => places.indexOf(p) !== i),
        d.id,
      ).toEqual([]);
    }
  });
});
