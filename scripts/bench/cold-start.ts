import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { percentile, printTable, type Row } from './stats';

/**
 * Time from launching the server to the first served page (HTTP 200 for '/'), on the
 * embedded database. 'First run' starts from nothing (no data directory; for dev also no
 * compile cache); 'later runs' reuse what the first run left, as a developer's restarts do.
 */
async function timeToFirstPage(mode: 'dev' | 'start', port: number, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', mode, '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, KULDEVTA_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true, // its own process group, so the whole tree stops with it
  });
  try {
    const deadline = started + 300_000;
    while (performance.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`next ${mode} served no page within 300 s`);
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}

export async function benchColdStart(laterRuns = 3) {
  const rows: Row[] = [];
  const results: Record<string, { first: number; later: number[] }> = {};
  for (const mode of ['start', 'dev'] as const) {
    const dataDir = `.data-cold-${mode}`;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (mode === 'dev') fs.rmSync('.next/dev', { recursive: true, force: true });
    const first = await timeToFirstPage(mode, 3310, dataDir);
    const later: number[] = [];
    for (let i = 0; i < laterRuns; i++) later.push(await timeToFirstPage(mode, 3310, dataDir));
    fs.rmSync(dataDir, { recursive: true, force: true });
    results[mode] = { first, later };
    const label = mode === 'dev' ? 'npm run dev (next dev)' : 'npm start (next start)';
    rows.push({ name: `${label}, first run`, figure: `${(first / 1000).toFixed(1)} s` });
    rows.push({
      name: `${label}, later runs`,
      figure: `median ${(percentile(later, 50) / 1000).toFixed(1)} s (${later.map((l) => (l / 1000).toFixed(1)).join(', ')})`,
    });
  }
  printTable('Cold start to the first served page (embedded database)', rows);
  return results;
}
