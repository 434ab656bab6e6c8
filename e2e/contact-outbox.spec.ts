import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { openEmbedded } from '../lib/db/embedded';
import { freePort } from '../ops/nginx/nginx';
import { contactActionId, sendContact, type ContactAnswer } from './support/actions';
import { seededDataDir } from './support/data-dir';
import { migratedDatabase } from './support/postgres';
import { startSite, type Site } from './support/site';

/**
 * A contact message and its two emails (to the support address, and the reply to the visitor)
 * are one write: the server is killed (kill -9) while messages are being sent, then every
 * message is sent again with its idempotency key, as the form does on a retry. Each message
 * then exists once, with exactly its two queued emails, and none was lost or doubled.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const SALT = 'outbox-test-hash-salt-0123456789';
const MESSAGES = 40;

interface Outcome {
  messages: number;
  /** Keys whose message exists without exactly its two emails. */
  incomplete: string[];
  /** Stored messages per key (a key stored twice would show here). */
  perKey: Map<string, number>;
}

type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

async function outcome(query: Query, keys: string[]): Promise<Outcome> {
  const rows = await query<{ key: string; support: number; reply: number }>(
    `select m.idempotency_key::text as key,
       count(*) filter (where o.subject like 'Contact Form:%')::int as support,
       count(*) filter (where o.subject like 'Thank you for contacting%')::int as reply
     from public.contact_messages m left join public.email_outbox o on o.contact_message_id = m.id
     where m.idempotency_key = any($1::uuid[]) group by m.id`,
    [keys],
  );
  const perKey = new Map<string, number>();
  for (const r of rows) perKey.set(r.key, (perKey.get(r.key) ?? 0) + 1);
  return { messages: rows.length, incomplete: rows.filter((r) => r.support !== 1 || r.reply !== 1).map((r) => r.key), perKey };
}

/** How many messages are on their way at any moment: several, so the kill lands mid-write. */
const IN_FLIGHT = 8;

/**
 * Sends every message, IN_FLIGHT at a time, and kill -9s the server once `killAfter` were
 * answered "sent" (the ones under way then get no answer).
 */
async function sendAndKill(site: Site, keys: string[], killAfter: number): Promise<Map<string, ContactAnswer | 'no answer'>> {
  const action = await contactActionId(site.url);
  const answers = new Map<string, ContactAnswer | 'no answer'>();
  const queue = [...keys.entries()];
  let sent = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, key] = next;
      const answer = await sendContact(
        site.url,
        action,
        { name: 'Asha Patil', email: `asha${i}@example.com`, subject: 'content', message: `Crash check ${key}`, idempotencyKey: key },
        // Each from its own address: the rate limit (5 per visitor) would answer instead.
        { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      ).catch(() => 'no answer' as const);
      answers.set(key, answer);
      if (answer === 'sent' && ++sent === killAfter) site.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGKILL');
  await new Promise((resolve) => (site.child.exitCode !== null || site.child.signalCode !== null ? resolve(null) : site.child.once('exit', resolve)));
  return answers;
}

/** Four rounds of kill -9 mid-run, then every key sent again on a running server. */
async function crashAndRetry(start: () => Promise<Site>, query: () => Promise<{ query: Query; close: () => Promise<void> }>) {
  const keys = Array.from({ length: MESSAGES }, () => crypto.randomUUID());
  const acknowledged = new Set<string>();
  let interrupted = 0;
  for (const killAfter of [3, 10, 20, 30]) {
    const site = await start();
    const answers = await sendAndKill(site, keys, killAfter);
    for (const [key, answer] of answers) if (answer === 'sent') acknowledged.add(key);
    interrupted += [...answers.values()].filter((a) => a === 'no answer').length;
    const db = await query();
    try {
      const after = await outcome(db.query, keys);
      // Whatever the kill interrupted: never a message without both of its emails, never twice.
      expect(after.incomplete, `round killed after ${killAfter}`).toEqual([]);
      expect([...after.perKey.values()].every((n) => n === 1)).toBe(true);
      // Every message the visitor was told was sent is there.
      for (const key of acknowledged) expect(after.perKey.get(key), key).toBe(1);
    } finally {
      await db.close();
    }
  }
  // The retry: every key once more, on a server left running.
  const site = await start();
  try {
    const action = await contactActionId(site.url);
    for (const [i, key] of keys.entries()) {
      const answer = await sendContact(
        site.url,
        action,
        { name: 'Asha Patil', email: `asha${i}@example.com`, subject: 'content', message: `Crash check ${key}`, idempotencyKey: key },
        { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      );
      expect(answer, key).toBe('sent');
    }
  } finally {
    site.child.kill('SIGKILL');
    await new Promise((resolve) => site.child.once('exit', resolve));
  }
  const db = await query();
  try {
    const final = await outcome(db.query, keys);
    expect(final.messages).toBe(MESSAGES);
    expect(final.incomplete).toEqual([]);
    expect(new Set(final.perKey.keys())).toEqual(new Set(keys));
    console.info(
      `contact outbox: ${acknowledged.size} of ${MESSAGES} acknowledged before the kills (${interrupted} answers cut off), ${MESSAGES} messages with 2 emails each after the retry`,
    );
  } finally {
    await db.close();
  }
}

test('embedded database: kill -9 during submissions, then a retry with the same keys', async () => {
  const dir = await seededDataDir('outbox');
  try {
    await crashAndRetry(
      async () => startSite(await freePort(), { KULDEVTA_DATA_DIR: dir }),
      async () => {
        // Opened the way the next server start would (the dead process's lock is taken over).
        const db = await openEmbedded({ dataDir: dir });
        return {
          query: async <T>(text: string, values?: unknown[]) => (await db.pg.query<T>(text, values)).rows,
          close: async () => {
            await db.pg.close();
            db.release();
          },
        };
      },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('PostgreSQL: kill -9 during submissions, then a retry with the same keys', async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('This test needs TEST_DATABASE_URL: run npm test, or eval "$(bash scripts/test-postgres.sh start)"');
  const url = await migratedDatabase(base, 'kuldevta_outbox');
  await crashAndRetry(
    async () => startSite(await freePort(), { KULDEVTA_DB: 'postgres', DATABASE_URL: url, KULDEVTA_HASH_SALT: SALT }),
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return { query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[], close: () => client.end() };
    },
  );
});
