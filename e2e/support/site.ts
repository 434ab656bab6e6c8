import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A production server (`next start` on the build under test) with its own settings. */
export interface Site {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Where a server keeps the pages it renders (KULDEVTA_CACHE_DIR), beneath the build's: its own,
 * since it reads a database of its own, and the same again when it is started again with the
 * same settings (a restart keeps its copies). Under test-results/, which each run empties.
 */
function cacheDirFor(env: Record<string, string>): string {
  const settings = createHash('sha256').update(JSON.stringify(env)).digest('hex').slice(0, 16);
  return path.resolve('test-results', 'server-caches', `${process.pid}-${settings}`);
}

/** `host` is the address `next start -H` listens on (127.0.0.1 unless said). */
export async function startSite(port: number, env: Record<string, string>, host = '127.0.0.1'): Promise<Site> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', host], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', KULDEVTA_CACHE_DIR: cacheDirFor(env), ...env },
    stdio: 'ignore',
  });
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  await expect.poll(async () => (await fetch(`${url}/about`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [200] }).toBe(200);
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
