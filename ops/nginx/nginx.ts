// Runs nginx for the browser tests (e2e/nginx.spec.ts) and the benchmark (scripts/bench/load.ts):
// a private instance on a free port, everything it writes in a temporary directory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx when installed (`apt-get install nginx`). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where an instance listens and keeps its files; what an http {} body is written for. */
export interface NginxPlace {
  port: number;
  dir: string;
}

export interface Nginx extends NginxPlace {
  url: string;
  /** Replaces the http {} body, reloads (SIGHUP) and resolves once the old workers are gone. */
  reload: (http: (place: NginxPlace) => string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The repo's ops/nginx/kuldevta.conf, with the values an operator sets filled in: the app at
 * `upstream` (host:port), nginx on 127.0.0.1:`port`, its cache and access log under `dir`.
 */
export function frontConfig(upstream: string, { port, dir }: NginxPlace): string {
  let text = fs.readFileSync(path.resolve(import.meta.dirname, 'kuldevta.conf'), 'utf8');
  const values: [string, string][] = [
    ['server 127.0.0.1:3000;', `server ${upstream};`],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['/var/cache/nginx/kuldevta', path.join(dir, 'cache')],
    ['/var/log/nginx/kuldevta.access.log', path.join(dir, 'access.log')],
  ];
  for (const [operatorValue, value] of values) {
    if (!text.includes(operatorValue)) throw new Error(`ops/nginx/kuldevta.conf no longer contains "${operatorValue}": update frontConfig`);
    text = text.replace(operatorValue, value);
  }
  return text;
}

/**
 * Starts nginx with the http {} body `http` on a free port; `files` are written into its
 * directory first (readable by nginx's workers, which run as an unprivileged user).
 */
export async function startNginx(http: (place: NginxPlace) => string, files: Record<string, string> = {}): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx (npm test installs it when run as root on Debian)');
  const bin = nginxBinary;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-nginx-'));
  fs.chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), content);
    fs.chmodSync(path.join(dir, name), 0o644);
  }
  const place = { port: await freePort(), dir };
  const conf = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  const write = (body: (place: NginxPlace) => string) => {
    fs.writeFileSync(
      conf,
      `worker_processes ${os.cpus().length};
pid ${dir}/nginx.pid;
error_log ${errorLog};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${body(place)}
}
`,
    );
    // Refused here, with nginx's message, rather than by a master that keeps the old config.
    const check = spawnSync(bin, ['-t', '-q', '-p', dir, '-e', errorLog, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  };
  try {
    write(http);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // -e: nginx opens its error log before reading the config; the default one is not writable
  // by every user.
  const child = spawn(bin, ['-p', dir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(place.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    ...place,
    url: `http://127.0.0.1:${place.port}`,
    reload: async (body) => {
      write(body);
      const old = childPids(child.pid!);
      child.kill('SIGHUP');
      // Until the old workers have exited they still accept connections, under the old
      // config: a request could reach the app the new config no longer uses.
      const until = Date.now() + 15_000;
      while (old.some((pid) => fs.existsSync(`/proc/${pid}`))) {
        if (Date.now() > until) throw new Error('nginx workers from before the reload are still running');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The processes whose parent is `pid` (Linux /proc): nginx's workers and cache processes. */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended while we looked
      }
    })
    .map(Number);
}
