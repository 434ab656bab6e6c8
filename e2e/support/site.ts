import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/** A production server (`next start` on the build under test) with its own settings. */
export interface Site {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** `host` is the address `next start -H` listens on (127.0.0.1 unless said). */
export async function startSite(port: number, env: Record<string, string>, host = '127.0.0.1'): Promise<Site> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', host], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
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
