import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEmbedded } from '../lib/db/embedded';
import { freePort } from '../ops/nginx/nginx';
import { expectDegraded, expectFormKeepsText, expectRecovered, ready, sendThenKill } from './support/faults';
import { seededDataDir } from './support/data-dir';
import { startSite } from './support/site';

/**
 * Embedded database faults and durability, each against its own production server (`next start`
 * on the build the suite tests) with its own data directory: the directory locked by another
 * process or impossible to create, and a kill -9 right after a write was acknowledged; and the
 * addresses a server may listen on. The PostgreSQL server's faults are in faults-postgres.spec.ts.
 */

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `kuldevta-${name}-`));

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.describe('embedded database faults', () => {
  test('locked by another process: cached pages served, 503 with messages, forms keep the text, then recovery', async ({ page }) => {
    const dir = await seededDataDir('locked');
    const holder = spawn('sleep', ['600']);
    fs.writeFileSync(path.join(dir, 'kuldevta.lock'), JSON.stringify({ pid: holder.pid, host: os.hostname(), since: new Date().toISOString() }));
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
    try {
      await expectDegraded(site);
      await expectFormKeepsText(page, site);
      holder.kill('SIGKILL'); // the other process goes away: its lock is stale now
      await expectRecovered(site);
      // The same form, sent again, goes through.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
    } finally {
      holder.kill('SIGKILL');
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('data directory impossible to create: 503, then recovery once it can be', async () => {
    const parent = tmp('missing');
    const blocker = path.join(parent, 'blocker');
    fs.writeFileSync(blocker, 'a file where the data directory should go');
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: path.join(blocker, 'data') });
    try {
      await expectDegraded(site);
      fs.rmSync(blocker);
      await expectRecovered(site); // the first call creates it: migrations and seed
    } finally {
      await site.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  test('durability: a contact message acknowledged as sent survives kill -9 of the server', async ({ page }) => {
    const dir = await seededDataDir('durable');
    const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir });
    const message = `Durability check ${Date.now()}: Tulja Bhavani of Tuljapur.`;
    try {
      await sendThenKill(page, site, message);
      // Reopen the directory the way the next server start would (the dead process's lock is taken over).
      const db = await openEmbedded({ dataDir: dir });
      try {
        const rows = await db.pg.query<{ n: number }>('select count(*)::int as n from public.contact_messages where message = $1', [message]);
        expect(rows.rows[0]?.n).toBe(1);
      } finally {
        await db.pg.close();
        db.release();
      }
    } finally {
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('listen addresses', () => {
  // Next.js names 127.x.x.x "localhost" inside proxy.ts: a rewrite made there to an absolute
  // URL counted as another origin and went out over HTTP to localhost, which is nobody when
  // the server listens on 127.0.0.2 (and at times failed with ECONNRESET on 127.0.0.1).
  for (const host of ['127.0.0.1', '127.0.0.2', '0.0.0.0']) {
    test(`next start -H ${host}: not-found pages are rewritten inside the process, redirects stay relative`, async () => {
      const dir = await seededDataDir('listen');
      const site = await startSite(await freePort(), { KULDEVTA_DATA_DIR: dir }, host);
      try {
        await ready(site);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => ['/prayers/category/daily', '/deity/no-such-deity', '/surname/zzqxvw'][i % 3]!).map((p) =>
            fetch(site.url + p).then(async (r) => ({ p, status: r.status, text: await r.text() })),
          ),
        );
        for (const answer of answers) {
          expect(answer.status, answer.p).toBe(404);
          expect(answer.text, answer.p).toMatch(/<title>(Category not found|Deity Not Found|No Information Found) \| Kuldevta<\/title>/);
        }
        const moved = await fetch(`${site.url}/aarti/x-1`, { redirect: 'manual' });
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toMatch(/^\/aarti\/[a-z0-9-]+-1$/);
      } finally {
        await site.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
