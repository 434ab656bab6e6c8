// npm run bench: performance figures, printed (medians and percentiles; machines are noisy).
// Builds the site first when there is no production build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { benchDeitySuggestions } from './bench/database';
import { benchPages, startServer } from './bench/http';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

console.log('Kuldevta benchmarks');
results.deitySuggestions = await benchDeitySuggestions([1_000, 10_000]);

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('\nno production build: running next build');
  execSync('npx next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
const server = await startServer(3300, '.data-bench');
try {
  results.pages = await benchPages(server);
} finally {
  await server.stop();
  fs.rmSync('.data-bench', { recursive: true, force: true });
}

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(`bench-results/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log('\nfigures written to bench-results/latest.json');
