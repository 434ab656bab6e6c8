import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, frontConfig, startNginx } from '../ops/nginx/nginx';
import { contactActionId, sendContact } from './support/actions';
import { seededDataDir } from './support/data-dir';
import { startSite } from './support/site';

/**
 * The visitor's address, which the rate limits count, as the README's production set-up gets
 * it: the app listens on 127.0.0.1 only (npm start), behind the nginx front, which replaces
 * whatever X-Forwarded-For a client sends with the address it was connected from.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** This machine's first address other than loopback, or undefined. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

test('npm start, as the README runs it, answers on 127.0.0.1 and not on the machine’s other addresses', async () => {
  // The machine's outside address where it has one, and always 127.0.0.2: on Linux the whole of
  // 127.0.0.0/8 reaches this machine, so a server listening on every address answers there too,
  // and one listening on 127.0.0.1 alone refuses it, even on a machine with only loopback.
  const others = [outsideAddress(), '127.0.0.2'].filter((a): a is string => a !== undefined);
  const port = await freePort();
  const dir = await seededDataDir('address-start');
  const bin = path.resolve('node_modules/.bin');
  // The package's own start script (its own process group, so that stopping it stops next too).
  const child = spawn('npm', ['start', '--', '-p', String(port)], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, KULDEVTA_DATA_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/about`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
      .toBe(200);
    for (const address of others) expect(await connects(address, port), `${address}:${port} must refuse`).toBe(false);
  } finally {
    // The whole group (npm, sh, next): SIGTERM, then SIGKILL if the port is still open.
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + 10_000;
    while ((await connects('127.0.0.1', port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    signal('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a forged X-Forwarded-For sent to the nginx front cannot escape the rate limit', async () => {
  const dir = await seededDataDir('address-front');
  const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
  const nginx = await startNginx((place) => frontConfig(new URL(site.url).host, place));
  try {
    await expect.poll(async () => (await fetch(`${site.url}/api/health`)).status, { timeout: 90_000, intervals: [250] }).toBe(200);
    const action = await contactActionId(nginx.url);
    const message = (i: number) => ({
      name: 'Asha Patil',
      email: 'asha@example.com',
      subject: 'general',
      message: `Rate limit check ${i}`,
      idempotencyKey: crypto.randomUUID(),
    });
    const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `203.0.113.${i + 1}` });

    // Through the front: one visitor, whatever each request claims, so 5 in 10 minutes.
    const throughFront = [];
    for (let i = 0; i < 8; i++) throughFront.push(await sendContact(nginx.url, action, message(i), forged(i)));
    expect(throughFront).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate limited', 'rate limited', 'rate limited']);

    // The same requests straight to the app are eight visitors: why the app must listen where
    // only the front reaches it (the test above).
    const direct = [];
    for (let i = 0; i < 8; i++) direct.push(await sendContact(site.url, action, message(100 + i), forged(100 + i)));
    expect(direct).toEqual(Array(8).fill('sent'));
  } finally {
    await nginx.stop();
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
