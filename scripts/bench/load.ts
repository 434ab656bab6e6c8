import fs from 'node:fs';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { frontConfig, nginxBinary, startNginx, type NginxPlace } from '../../ops/nginx/nginx';
import type { Server } from './http';
import { printTable, type Row } from './stats';

export interface LoadFigures {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** One autocannon run; `paths` are cycled through request by request. */
export async function load(
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
  });
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const fmt = (f: LoadFigures) =>
  `${Math.round(f.requestsPerSec).toLocaleString('en-US')} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.errors} errors, ${f.non2xx} non-2xx of ${f.total.toLocaleString('en-US')}`;

/** The server's first stylesheet, as the page names it (inlined in the head, with its file's address). */
async function stylesheetPath(server: Server, page: string): Promise<string> {
  const html = await (await fetch(server.url + page)).text();
  const href = html.match(/(?:<link rel="stylesheet" href|<style[^>]* data-href)="([^"]+\.css(?:\?dpl=[^"]*)?)"/)?.[1];
  if (!href) throw new Error(`no stylesheet linked from ${page}`);
  return href;
}

/** `run` against nginx with the http {} body `http`; null when nginx is not installed. */
async function withNginx<T>(http: (place: NginxPlace) => string, files: Record<string, string>, run: (url: string) => Promise<T>): Promise<T | null> {
  if (!nginxBinary) return null;
  const nginx = await startNginx(http, files);
  try {
    return await run(nginx.url);
  } finally {
    await nginx.stop();
  }
}

/**
 * Throughput (issue 8): a cached deity page against a static CSS file of the same server, and
 * against nginx serving the same HTML bytes; the same page and file through the production
 * front (ops/nginx/kuldevta.conf); then mixed routes. 50 connections, 30 s each.
 */
export async function benchThroughput(server: Server, seconds = 30) {
  const deity = '/deity/khodiyar-mata';
  // The site's main landing page from search engines: cached like the deity page.
  const surname = '/surname/patel';
  const css = await stylesheetPath(server, deity);
  const html = await (await fetch(server.url + deity)).text();
  const surnameHtml = await (await fetch(server.url + surname)).text();
  await load(server.url, [deity, css, surname], 10, 3); // warm up
  const page = await load(server.url, [deity], 50, seconds);
  const staticFile = await load(server.url, [css], 50, seconds);
  // nginx serving a page's bytes from a file: sendfile as in Debian's main config and in the front below.
  const sameBytes = (bytes: string) =>
    withNginx(
      ({ port, dir }) =>
        `sendfile on; server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; try_files /index.html =404; } }`,
      { 'index.html': bytes },
      (url) => load(url, ['/'], 50, seconds),
    );
  const nginx = await sameBytes(html);
  const nginxSurname = await sameBytes(surnameHtml);
  const front = await withNginx(
    (place) => frontConfig(new URL(server.url).host, place),
    {},
    async (url) => {
      await load(url, [deity, css, surname], 10, 3); // warm up: all in nginx's cache
      const throughPage = await load(url, [deity], 50, seconds);
      const throughSurname = await load(url, [surname], 50, seconds);
      const throughStatic = await load(url, [css], 50, seconds);
      // As browsers ask: nginx keeps the app's gzipped copy of each apart.
      const gzip = { 'accept-encoding': 'gzip, deflate, br' };
      await load(url, [deity, css], 10, 3, gzip);
      const gzipPage = await load(url, [deity], 50, seconds, gzip);
      const gzipStatic = await load(url, [css], 50, seconds, gzip);
      return {
        page: throughPage,
        surname: throughSurname,
        staticFile: throughStatic,
        ratio: throughPage.requestsPerSec / throughStatic.requestsPerSec,
        gzipPage,
        gzipStatic,
        gzipRatio: gzipPage.requestsPerSec / gzipStatic.requestsPerSec,
      };
    },
  );
  const mixedPaths = [
    '/',
    deity,
    '/deity/tulja-bhavani',
    '/search?q=mata',
    '/surname/patel',
    '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
    '/about',
    '/api/deities/suggest?q=kh',
    css,
  ];
  const mixed = await load(server.url, mixedPaths, 50, seconds);
  const ratio = page.requestsPerSec / staticFile.requestsPerSec;
  const rows: Row[] = [
    { name: 'cached deity page', figure: fmt(page) },
    { name: 'static CSS file, same server', figure: fmt(staticFile) },
    { name: 'page / static file', figure: ratio.toFixed(2), budget: '>= 0.8', ok: ratio >= 0.8 },
    ...(nginx && front
      ? [
          { name: 'nginx, same HTML bytes', figure: fmt(nginx) },
          { name: 'page / nginx', figure: (page.requestsPerSec / nginx.requestsPerSec).toFixed(2) },
          { name: 'through nginx (ops/nginx): cached deity page', figure: fmt(front.page) },
          { name: 'through nginx: static CSS file', figure: fmt(front.staticFile) },
          { name: 'page / static file, through nginx', figure: front.ratio.toFixed(2), budget: '>= 0.8', ok: front.ratio >= 0.8 },
          {
            name: 'page through nginx / nginx, same bytes',
            figure: (front.page.requestsPerSec / nginx.requestsPerSec).toFixed(2),
            budget: '>= 0.8',
            ok: front.page.requestsPerSec / nginx.requestsPerSec >= 0.8,
          },
          { name: 'through nginx: cached surname page', figure: fmt(front.surname) },
          { name: "nginx, the surname page's bytes", figure: fmt(nginxSurname!) },
          {
            name: 'surname page through nginx / nginx, same bytes',
            figure: (front.surname.requestsPerSec / nginxSurname!.requestsPerSec).toFixed(2),
            budget: '>= 0.8',
            ok: front.surname.requestsPerSec / nginxSurname!.requestsPerSec >= 0.8,
          },
          { name: 'through nginx, gzip: cached deity page', figure: fmt(front.gzipPage) },
          { name: 'through nginx, gzip: static CSS file', figure: fmt(front.gzipStatic) },
          { name: 'page / static file, through nginx, gzip', figure: front.gzipRatio.toFixed(2), budget: '>= 0.8', ok: front.gzipRatio >= 0.8 },
        ]
      : [{ name: 'nginx', figure: 'not installed: skipped' }]),
    { name: `mixed (${mixedPaths.length} routes)`, figure: fmt(mixed), budget: 'zero errors', ok: mixed.errors + mixed.non2xx === 0 },
  ];
  printTable(`Throughput (autocannon, 50 connections, ${seconds} s each, production build, embedded database)`, rows);
  return { page, staticFile, nginx, nginxSurname, front, mixed, ratio };
}

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
export function treeRssMiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let kib = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      kib += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      continue;
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return kib / 1024;
}

/**
 * The server's JavaScript heap after a full garbage collection, in MiB: what it still holds,
 * as opposed to RSS, which also counts memory V8 and malloc keep for later. Opens the server's
 * inspector (SIGUSR1, default port 9229) and asks through the DevTools protocol.
 */
async function inspector(pid: number) {
  process.kill(pid, 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] = [];
  for (let i = 0; i < 50 && targets.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    targets = await fetch('http://127.0.0.1:9229/json/list').then(
      (r) => r.json() as Promise<typeof targets>,
      () => [],
    );
  }
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let last = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: string } }>((resolve) => {
      const id = ++last;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; result: { result?: { value?: string } } };
        if (message.id !== id) return;
        ws.off('message', onMessage);
        resolve(message.result);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Used MiB per V8 heap space (old, code, large_object, ...) after a full collection. */
    async heapAfterGcMiB(): Promise<Record<string, number>> {
      await send('HeapProfiler.collectGarbage');
      const expression = "JSON.stringify(process.getBuiltinModule('v8').getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]))";
      const answer = await send('Runtime.evaluate', { expression });
      const spaces = JSON.parse(answer.result?.value ?? '[]') as [string, number][];
      return Object.fromEntries(spaces.map(([name, bytes]) => [name.replace(/_space$/, ''), bytes / 1048576]));
    },
    close: () => ws.close(),
  };
}

/**
 * Sustained load (issue 9): 60 s of mixed traffic at 100 connections, including dynamic
 * searches; zero errors, and memory back at its baseline after: the JavaScript heap after a
 * full collection (what is still held), with RSS (what the process keeps) beside it.
 */
export async function benchSustained(server: Server, seconds = 60) {
  const paths = [
    '/',
    '/deity/khodiyar-mata',
    '/search?q=mata',
    '/search?region=gujarat&page=2',
    '/surname/patel',
    '/surname-search?surname=joshi',
    '/prayers?q=aarti',
    '/mantra/gayatri-mantra-1',
    '/api/surnames/suggest?q=pa',
    '/about',
  ];
  // Warm up once the database is open (a fresh directory is migrated and seeded first, and a
  // warm-up during that reaches few routes): every route rendered, compiled and cached, so the
  // baseline is a warm server and not one that has barely started.
  for (
    let i = 0;
    i < 300 &&
    !(await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((r) => setTimeout(r, 200));
  }
  await load(server.url, paths, 20, 10);
  await new Promise((r) => setTimeout(r, 5_000));
  const devtools = await inspector(server.pid);
  const measure = async () => {
    const spaces = await devtools.heapAfterGcMiB();
    return { heap: Object.values(spaces).reduce((a, b) => a + b, 0), spaces, rss: treeRssMiB(server.pid) };
  };
  // The spaces that hold most, so a difference can be traced to code, objects or large objects.
  const main = (m: { spaces: Record<string, number> }) =>
    Object.entries(m.spaces)
      .filter(([, used]) => used >= 1)
      .map(([name, used]) => `${name} ${used.toFixed(0)}`)
      .join(' / ');
  const baseline = await measure();
  let peak = baseline.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMiB(server.pid))), 1_000);
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 30_000));
    return measure();
  };
  const figures = await load(server.url, paths, 100, seconds);
  const afterFirst = await settle();
  const second = await load(server.url, paths, 100, seconds);
  const afterSecond = await settle();
  clearInterval(sampler);
  devtools.close();
  const heapBack = afterSecond.heap <= baseline.heap * 1.1;
  const rssSteady = afterSecond.rss <= afterFirst.rss * 1.1;
  const mib = (n: number) => n.toFixed(0);
  const rows: Row[] = [
    { name: `mixed, 100 connections, ${seconds} s`, figure: fmt(figures), budget: 'zero errors', ok: figures.errors + figures.non2xx === 0 },
    { name: `again, ${seconds} s`, figure: fmt(second), budget: 'zero errors', ok: second.errors + second.non2xx === 0 },
    {
      name: 'JS heap after full GC (MiB)',
      figure: `warm ${mib(baseline.heap)} (${main(baseline)}), 30 s after run 1 ${mib(afterFirst.heap)} (${main(afterFirst)}), after run 2 ${mib(afterSecond.heap)} (${main(afterSecond)})`,
      budget: 'back within 10% of warm',
      ok: heapBack,
    },
    {
      name: 'RSS, process and threads (MiB)',
      figure: `warm ${mib(baseline.rss)}, peak ${mib(peak)}, 30 s after run 1 ${mib(afterFirst.rss)}, after run 2 ${mib(afterSecond.rss)}`,
      budget: 'no growth from run 1 to run 2 (10%)',
      ok: rssSteady,
    },
  ];
  printTable('Sustained load (autocannon, production build, embedded database)', rows);
  return { figures, second, baseline, peak, afterFirst, afterSecond };
}
