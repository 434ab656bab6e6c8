// npm run bench: performance figures, printed (medians and percentiles; machines are noisy).
// Builds the site first when there is no production build. Figures go to docs/PERFORMANCE.md
// by hand; the raw numbers of the last run to bench-results/latest.json.
//
//   npm run bench                      every section
//   npm run bench -- lighthouse load   only the named sections
//
// Sections: coverage, database, pages, js, lighthouse, languages (the same Lighthouse audit of
// each template in Hindi, Marathi and Gujarati), throughput, sustained, cold-start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { openEmbedded } from '../lib/db/embedded';
import { benchColdStart } from './bench/cold-start';
import { benchCoverage } from './bench/coverage';
import { benchDeitySuggestions, benchSurnames } from './bench/database';
import { benchPages, benchPort, startServer, type Server } from './bench/http';
import { benchJsBudget } from './bench/js-budget';
import { benchLighthouse, LANGUAGE_PAGES } from './bench/lighthouse';
import { benchSustained, benchThroughput } from './bench/load';
import { addSyntheticPrayers, addSyntheticSurnames } from './bench/scale';

const SECTIONS = ['coverage', 'database', 'pages', 'js', 'lighthouse', 'languages', 'throughput', 'sustained', 'cold-start'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(SECTIONS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const run = (section: (typeof SECTIONS)[number]) => !asked.length || asked.includes(section);

const resultsFile = 'bench-results/latest.json';
const results: Record<string, unknown> = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
Object.assign(results, { date: new Date().toISOString(), node: process.version });
const SCALES = [1_000, 10_000, 100_000, 200_000];

console.log('Kuldevta benchmarks');
if (run('coverage')) results.coverage = await benchCoverage();
if (run('database')) {
  results.deitySuggestions = await benchDeitySuggestions(SCALES);
  results.surnames = await benchSurnames(SCALES);
}

// Every section but coverage and database runs the site; only then is a production build needed.
if (SECTIONS.some((section) => section !== 'database' && section !== 'coverage' && run(section)) && !fs.existsSync('.next/BUILD_ID')) {
  console.log('\nno production build: running next build');
  execSync('npx next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** A production server on its own embedded database; the scale set when `scaled`. */
async function withServer(scaled: boolean, fn: (server: Server) => Promise<void>) {
  // Runs on other ports (BENCH_PORTS) keep their own directory, so two runs can go side by side.
  const dir = `${scaled ? '.data-bench' : '.data-bench-seed'}${process.env.BENCH_PORTS ? `-${process.env.BENCH_PORTS}` : ''}`;
  fs.rmSync(dir, { recursive: true, force: true });
  if (scaled) {
    // The page budgets name 200,000 surname associations and 2,000 prayers.
    const db = await openEmbedded({ dataDir: dir });
    const base = (await db.pg.query<{ n: number }>('select count(*)::int n from public.family_surnames')).rows[0]!.n;
    await addSyntheticSurnames(db.pg, 1, 200_000 - base);
    await addSyntheticPrayers(db.pg, 2_000);
    await db.pg.close();
    db.release();
  }
  const server = await startServer(benchPort('site'), dir, { KEEP_DATA: '1' });
  try {
    await fn(server);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (run('pages')) await withServer(true, async (server) => void (results.pages = await benchPages(server)));
// The browser-facing figures use the seed data (what visitors see), each on a fresh server.
if (run('js')) await withServer(false, async (server) => void (results.js = await benchJsBudget(server)));
if (run('lighthouse')) await withServer(false, async (server) => void (results.lighthouse = await benchLighthouse(server)));
if (run('languages')) await withServer(false, async (server) => void (results.languages = await benchLighthouse(server, 3, LANGUAGE_PAGES)));
if (run('throughput')) await withServer(false, async (server) => void (results.throughput = await benchThroughput(server)));
if (run('sustained')) await withServer(false, async (server) => void (results.sustained = await benchSustained(server)));
if (run('cold-start')) results.coldStart = await benchColdStart();

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nfigures written to ${resultsFile}`);
