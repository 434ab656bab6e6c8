import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteEngine, type TestEngine } from '../testing/engines';

// Families' word on Supabase: the actions call the SQL functions through supabase-js (the rpc
// endpoint), here a local server that runs each call on PGlite as the anon role, as PostgREST
// does with the publishable key. What is stored waits for review; what is wrong comes back
// beside its field; a visitor counts once.

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.23', 'user-agent': 'vitest', 'next-action': 'x' }),
}));

let engine: TestEngine;
let server: http.Server;
const called: string[] = [];

beforeAll(async () => {
  engine = await pgliteEngine();
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rpc = /^\/rest\/v1\/rpc\/(\w+)$/.exec(request.url ?? '');
    if (!rpc) return response.writeHead(404).end();
    called.push(rpc[1]!);
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      const result = await engine.call(rpc[1]!, text ? JSON.parse(text) : {});
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.NEXT_PUBLIC_SUPABASE_URL = `http://127.0.0.1:${port}`;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_test';
  process.env.KULDEVTA_DB = 'supabase';
  process.env.KULDEVTA_HASH_SALT = 'family-word-supabase-salt-0123456789';
}, 60_000);

afterAll(async () => {
  delete process.env.KULDEVTA_DB;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await engine.close();
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const association = { surname: 'Jadhav', community: 'Maratha', gotra: 'Kaundinya', deityId: 'khandoba' };

describe("families' word on Supabase", () => {
  it('a confirmation goes through the rpc, is stored pending once for this visitor, and a missing region is told beside its field', async () => {
    const { confirmAssociationAction } = await import('./confirm-association-action');
    const answer = await confirmAssociationAction(
      { status: 'idle' },
      form({ ...association, region: 'Maharashtra', town: 'Satara', idempotencyKey: crypto.randomUUID() }),
    );
    expect(answer).toEqual({ status: 'success' });
    expect(called).toContain('confirm_association');
    expect(
      await confirmAssociationAction({ status: 'idle' }, form({ ...association, region: 'Maharashtra', idempotencyKey: crypto.randomUUID() })),
    ).toEqual({ status: 'success' });
    const rows = await engine.admin.query<{ status: string; region: string }>("select status, region from public.family_word where kind = 'confirm'");
    expect(rows).toEqual([{ status: 'pending', region: 'Maharashtra' }]);
    const refused = await confirmAssociationAction({ status: 'idle' }, form({ ...association, region: '' }));
    expect(refused).toMatchObject({ status: 'invalid', fieldErrors: { region: 'Region must be at least 2 characters' } });
  });

  it('a correction needs its reason; then it is stored pending with how the family knows it', async () => {
    const { correctAssociationAction } = await import('./correct-association-action');
    const base = { ...association, theirDeity: 'Ekvira Aai', how: 'site', link: 'https://example.org/our-family', region: 'Maharashtra' };
    const refused = await correctAssociationAction({ status: 'idle' }, form({ ...base, reason: '' }));
    expect(refused).toMatchObject({ status: 'invalid', fieldErrors: { reason: 'Say why, in at least 10 characters: the reason is required' } });
    expect(await correctAssociationAction({ status: 'idle' }, form({ ...base, reason: 'Our family site lists Ekvira of Karla.' }))).toEqual({
      status: 'success',
    });
    const [row] = await engine.admin.query<{ detail: { how: string; link: string } }>("select detail from public.family_word where kind = 'correct'");
    expect(row!.detail).toMatchObject({ how: 'site', link: 'https://example.org/our-family' });
  });

  it('a prayer is stored pending with where its text comes from', async () => {
    const { sendFamilyPrayerAction } = await import('./send-family-prayer-action');
    const answer = await sendFamilyPrayerAction(
      { status: 'idle' },
      form({
        deityId: 'khandoba',
        title: 'Jay Malhari',
        language: 'Marathi',
        text: 'जय मल्हारी जय मल्हारी',
        source: 'The Jejuri temple booklet',
        region: 'Maharashtra',
      }),
    );
    expect(answer).toEqual({ status: 'success' });
    expect(called).toContain('send_family_prayer');
  });
});
