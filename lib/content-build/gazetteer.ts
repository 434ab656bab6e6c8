import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { placeKey, variantKey } from '../map/spelling';

/**
 * The GeoNames gazetteer, as a committed extract (data/sources/gazetteer/, written by
 * scripts/gazetteer-extract.ts and checked against its SHA256SUMS), which only `npm run
 * data:build` reads; the coordinates it finds are written to data/built/shrines.json:
 * - cities.tsv.gz: the populated places of India, Nepal and Pakistan of the GeoNames cities500
 *   dump (places of 500 people or more), whose points are the towns themselves;
 * - postal.tsv.gz: the GeoNames postal-code dump for India (post office places, villages
 *   included), whose points are sometimes the centre of the sub-district rather than the village.
 * Both are GeoNames data under CC BY 4.0 (attribution in data/SOURCES.md).
 */
export const GAZETTEER_DIR = 'data/sources/gazetteer';
const FILES = ['cities.tsv.gz', 'postal.tsv.gz'] as const;

export interface GazetteerPlace {
  name: string;
  lat: number;
  lon: number;
  state: string;
  district: string;
  country: string;
  /** 'cities': a GeoNames populated place; 'postal': a GeoNames postal-code place. */
  dataset: 'cities' | 'postal';
  /** Postal places only: the point stands for the place itself (not shared with other places, not marked estimated). */
  exact: boolean;
  /** Postal places only: the sub-district (taluk, tehsil, mandal) the dump puts the place in. */
  subdistrict: string;
  /** Postal places only: the point is one the dump gives to a whole district's post offices (not the place's area). */
  districtWide: boolean;
  /** Cities only: the name GeoNames gives it (not an alternate name), as placeKey folds it, and its population. */
  ownKeys: string[];
  population: number;
}

/** So many differently named post offices share a point only when it stands for their district, not for a place. */
export const DISTRICT_WIDE_NAMES = 50;

// GeoNames first-level codes of India, Nepal and Pakistan, as state names the data uses.
const ADMIN1: Record<string, Record<string, string>> = {
  IN: {
    '01': 'Andaman and Nicobar Islands',
    '02': 'Andhra Pradesh',
    '03': 'Assam',
    '05': 'Chandigarh',
    '07': 'Delhi',
    '09': 'Gujarat',
    '10': 'Haryana',
    '11': 'Himachal Pradesh',
    '12': 'Jammu and Kashmir',
    '13': 'Kerala',
    '14': 'Lakshadweep',
    '16': 'Maharashtra',
    '17': 'Manipur',
    '18': 'Meghalaya',
    '19': 'Karnataka',
    '20': 'Nagaland',
    '21': 'Odisha',
    '22': 'Puducherry',
    '23': 'Punjab',
    '24': 'Rajasthan',
    '25': 'Tamil Nadu',
    '26': 'Tripura',
    '28': 'West Bengal',
    '29': 'Sikkim',
    '30': 'Arunachal Pradesh',
    '31': 'Mizoram',
    '33': 'Goa',
    '34': 'Bihar',
    '35': 'Madhya Pradesh',
    '36': 'Uttar Pradesh',
    '37': 'Chhattisgarh',
    '38': 'Jharkhand',
    '39': 'Uttarakhand',
    '40': 'Telangana',
    '41': 'Ladakh',
    '52': 'Dadra and Nagar Haveli and Daman and Diu',
  },
  NP: { '1': 'Koshi', '2': 'Madhesh', '3': 'Bagmati', '4': 'Gandaki', '5': 'Lumbini', '6': 'Karnali', '7': 'Sudurpashchim' },
  PK: { '02': 'Balochistan', '03': 'Khyber Pakhtunkhwa', '04': 'Punjab (Pakistan)', '05': 'Sindh' },
};
const COUNTRY: Record<string, string> = { IN: 'India', NP: 'Nepal', PK: 'Pakistan' };
// The postal file's spellings of state names that the data writes otherwise.
const POSTAL_STATE: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
};

export { placeKey, variantKey };

/** State names as the data writes them ("Bagmati Province" is Bagmati). */
export function stateKey(s: string): string {
  return placeKey(s.replace(/\s+Province$/i, ''));
}

export interface Gazetteer {
  /** Places whose name (or GeoNames alternate name, for cities) folds to `key`. */
  find(key: string): GazetteerPlace[];
  /** Places whose name folds to `key` by variantKey (another spelling of the same name). */
  findVariant(key: string): GazetteerPlace[];
  size: number;
}

/** Whether the extract is there and is what SHA256SUMS says it is; else why not. */
export function gazetteerProblem(root: string): string | null {
  const dir = path.join(root, GAZETTEER_DIR);
  let sums: string;
  try {
    sums = fs.readFileSync(path.join(dir, 'SHA256SUMS'), 'utf8');
  } catch {
    return `${GAZETTEER_DIR}/SHA256SUMS is missing (run scripts/gazetteer-extract.ts)`;
  }
  for (const name of FILES) {
    const expected = new RegExp(`^([0-9a-f]{64})  ${name.replace('.', '\\.')}$`, 'm').exec(sums)?.[1];
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) return `${GAZETTEER_DIR}/${name} is missing (run scripts/gazetteer-extract.ts)`;
    if (createHash('sha256').update(fs.readFileSync(file)).digest('hex') !== expected) return `${GAZETTEER_DIR}/${name} does not match SHA256SUMS`;
  }
  return null;
}

function lines(root: string, name: (typeof FILES)[number]): string[][] {
  return gunzipSync(fs.readFileSync(path.join(root, GAZETTEER_DIR, name)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

export function loadGazetteer(root: string): Gazetteer {
  const index = new Map<string, GazetteerPlace[]>();
  const variants = new Map<string, GazetteerPlace[]>();
  const put = (map: Map<string, GazetteerPlace[]>, key: string, p: GazetteerPlace) => {
    if (!key) return;
    const list = map.get(key);
    if (!list) map.set(key, [p]);
    else if (!list.includes(p)) list.push(p);
  };
  const add = (name: string, p: GazetteerPlace) => {
    put(index, placeKey(name), p);
    put(variants, variantKey(name), p);
  };
  let size = 0;
  // name, asciiname, alternatenames, lat, lon, country, admin1, population
  for (const [name, ascii, alternates, lat, lon, cc, admin1, population] of lines(root, 'cities.tsv.gz')) {
    const p: GazetteerPlace = {
      name: name!,
      lat: Number(lat),
      lon: Number(lon),
      state: ADMIN1[cc!]?.[admin1!] ?? '',
      district: '',
      country: COUNTRY[cc!]!,
      dataset: 'cities',
      exact: true,
      subdistrict: '',
      districtWide: false,
      ownKeys: [placeKey(name!), placeKey(ascii!)],
      population: Number(population) || 0,
    };
    size++;
    for (const n of [name!, ascii!, ...(alternates ?? '').split(',')]) add(n, p);
  }
  // place, state, district, subdistrict, lat, lon, accuracy
  const postal: GazetteerPlace[] = lines(root, 'postal.tsv.gz').map(([name, state, district, subdistrict, lat, lon, accuracy]) => ({
    name: name!,
    lat: Number(lat),
    lon: Number(lon),
    state: POSTAL_STATE[state!] ?? state!,
    district: district ?? '',
    country: 'India',
    dataset: 'postal',
    // accuracy 1 is "estimated" in GeoNames' postal dump
    exact: accuracy !== '1',
    subdistrict: subdistrict ?? '',
    districtWide: false,
    ownKeys: [],
    population: 0,
  }));
  // A point given to several differently named post offices is the centre of their area, not a village.
  const names = new Map<string, Set<string>>();
  for (const p of postal) {
    const k = `${p.lat},${p.lon}`;
    names.set(k, (names.get(k) ?? new Set()).add(placeKey(p.name)));
  }
  for (const p of postal) {
    const shared = names.get(`${p.lat},${p.lon}`)?.size ?? 0;
    if (shared > 1) p.exact = false;
    if (shared >= DISTRICT_WIDE_NAMES) p.districtWide = true;
    size++;
    add(p.name, p);
  }
  return { find: (key) => index.get(key) ?? [], findVariant: (key) => variants.get(key) ?? [], size };
}
