import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { ms, printTable, summary, type Row } from './stats';

/**
 * The bench's ports: 3300 for the site and 3395-3396 for the empty pages, or, on a machine
 * where those are taken, BENCH_PORTS=N (the site on N, the empty pages on N+1 and N+2).
 */
export function benchPort(which: 'site' | 'empty-js' | 'empty-lighthouse'): number {
  const base = Number(process.env.BENCH_PORTS);
  if (base) return base + { site: 0, 'empty-js': 1, 'empty-lighthouse': 2 }[which];
  return { site: 3300, 'empty-js': 3395, 'empty-lighthouse': 3396 }[which];
}

export interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the production build (`next start`) on a fresh embedded data directory; `appDir`
 * serves another built app instead of this one (the JS budget's empty app).
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}, appDir?: string): Promise<Server> {
  // Another server already on the port would be measured in place of this one.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is taken by another server; set BENCH_PORTS to use others`);
  }
  if (!env.KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  const args = ['node_modules/next/dist/bin/next', 'start', ...(appDir ? [appDir] : []), '-p', String(port), '-H', '127.0.0.1'];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, KULDEVTA_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`next start on port ${port} exited (code ${exited})`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== undefined) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function timeGet(url: string): Promise<{ ms: number; status: number; cache: string | null }> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

/** Sequential requests (one at a time, so each figure is a render time, not a queue). */
export async function timePaths(base: string, paths: string[], rounds: number) {
  for (const p of paths) await timeGet(base + p); // warm up: first render, caches
  const timings: number[] = [];
  const statuses = new Set<number>();
  const caches = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    for (const p of paths) {
      const r = await timeGet(base + p);
      timings.push(r.ms);
      statuses.add(r.status);
      caches.add(r.cache ?? 'none');
    }
  }
  return { ...summary(timings), statuses: [...statuses], caches: [...caches] };
}

export async function benchPages(server: Server): Promise<Record<string, number>> {
  const explore = await timePaths(
    server.url,
    ['/search?q=mata', '/search?region=gujarat&page=2', '/search?q=bhavani&tradition=shakta', '/search'],
    25,
  );
  const home = await timePaths(server.url, ['/'], 50);
  const deity = await timePaths(server.url, ['/deity/khodiyar-mata', '/deity/tulja-bhavani', '/deity/sachiya-mata'], 20);
  const surname = await timePaths(server.url, ['/surname/patel', '/surname/chauhan?region=India', '/surname/agarwal', '/surname/joshi'], 15);
  const prayers = await timePaths(
    server.url,
    ['/prayers?language=marathi', '/prayers?q=aarti&difficulty=beginner', '/prayers?tab=mantras', '/aartis?language=hindi&page=2'],
    15,
  );
  const prayer = await timePaths(server.url, ['/aarti/sukhkarta-dukhharta-ganesh-aarti-1', '/mantra/gayatri-mantra-1'], 20);
  const rows: Row[] = [
    {
      name: 'explore server render (dynamic)',
      figure: `p50 ${ms(explore.p50)}, p95 ${ms(explore.p95)}`,
      budget: 'p50 < 50 ms',
      ok: explore.p50 < 50,
    },
    {
      name: 'home (ISR)',
      figure: `p50 ${ms(home.p50)}, cache ${home.caches.join('/')}`,
      budget: 'served from cache',
      ok: home.caches.every((c) => c === 'HIT'),
    },
    {
      name: 'deity page (ISR)',
      figure: `p50 ${ms(deity.p50)}, cache ${deity.caches.join('/')}`,
      budget: 'served from cache',
      ok: deity.caches.every((c) => c === 'HIT'),
    },
    {
      name: 'surname page, 200k associations (dynamic)',
      figure: `p50 ${ms(surname.p50)}, p95 ${ms(surname.p95)}`,
      budget: 'p50 < 60 ms',
      ok: surname.p50 < 60,
    },
    {
      name: '/prayers with filters, 2,000 prayers (dynamic)',
      figure: `p50 ${ms(prayers.p50)}, p95 ${ms(prayers.p95)}`,
      budget: 'p50 < 60 ms',
      ok: prayers.p50 < 60,
    },
    { name: 'prayer detail (ISR)', figure: `p50 ${ms(prayer.p50)}, cache ${prayer.caches.join('/')}`, budget: 'p50 < 50 ms', ok: prayer.p50 < 50 },
  ];
  printTable('Pages (production build, embedded database, sequential requests)', rows);
  return { exploreP50: explore.p50, homeP50: home.p50, deityP50: deity.p50, surnameP50: surname.p50, prayersP50: prayers.p50, prayerP50: prayer.p50 };
}
