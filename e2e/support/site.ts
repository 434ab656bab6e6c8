import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';

/** A production server (`next start` on the build under test) with its own settings. */
export interface Site {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/about`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [200] })
    .toBe(200);
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

