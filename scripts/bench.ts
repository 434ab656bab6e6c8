// npm run bench: performance figures, printed (medians and percentiles; machines are noisy).
// Builds the site first when there is no production build. Figures go to docs/PERFORMANCE.md
// by hand; the raw numbers of the last run to bench-results/latest.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { openEmbedded } from '../lib/db/embedded';
import { benchDeitySuggestions, benchSurnames } from './bench/database';
import { benchPages, startServer } from './bench/http';
import { addSyntheticPrayers, addSyntheticSurnames } from './bench/scale';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const SCALES = [1_000, 10_000, 100_000, 200_000];

console.log('Kuldevta benchmarks');
// Deities beyond 10,000 take minutes to load into PGlite; 10,000 is the scale the budget names.
results.deitySuggestions = await benchDeitySuggestions([1_000, 10_000]);
results.surnames = await benchSurnames(SCALES);

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('\nno production build: running next build');
  execSync('npx next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

// The page benchmarks run on a database holding the scale sets the budgets name:
// 200,000 surname associations and 2,000 prayers.
const dir = '.data-bench';
fs.rmSync(dir, { recursive: true, force: true });
const db = await openEmbedded({ dataDir: dir });
const base = (await db.pg.query<{ n: number }>('select count(*)::int n from public.family_surnames')).rows[0]!.n;
await addSyntheticSurnames(db.pg, 1, 200_000 - base);
await addSyntheticPrayers(db.pg, 2_000);
await db.pg.close();
db.release();

const server = await startServer(3300, dir, { KEEP_DATA: '1' });
try {
  results.pages = await benchPages(server);
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nfigures written to bench-results/latest.json');
