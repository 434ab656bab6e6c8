import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenTransport, type Env } from '../server/env';
import { createSupabaseDb } from './supabase';

// The site reads and writes with the publishable (anon) key only, so row-level security and
// the grants of lib/db/privileges.test.ts decide what it can do. A secret (service-role) key
// bypasses both: the site never reads one, whatever the environment holds.

const SECRETS = {
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-secret-for-test',
  SUPABASE_SECRET_KEY: 'sb_secret_for_test',
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.doUnmock('./supabase');
});

describe('the Supabase transport', () => {
  it('is built with the publishable key even when secret keys are in the environment', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://example.supabase.co');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_for_test');
    for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value);
    const built: unknown[][] = [];
    vi.doMock('./supabase', () => ({
      createSupabaseDb: (...args: unknown[]) => {
        built.push(args);
        return { transport: 'supabase', call: async () => ({ ok: true }), close: async () => {} };
      },
    }));
    const { dbCall } = await import('./index');
    expect(await dbCall('get_deity', { p_id: 'x' })).toEqual({ ok: true });
    expect(built).toEqual([['https://example.supabase.co', 'sb_publishable_for_test']]);
  });

  it('is not chosen from a secret key alone', () => {
    const e = {
      NEXT_PUBLIC_SUPABASE_URL: 'https://example.supabase.co',
      KULDEVTA_DB_TIMEOUT_MS: 8000,
      KULDEVTA_PROXY_HOPS: 1,
      KULDEVTA_PG_POOL: 10,
      ...SECRETS,
    } as Env;
    expect(chosenTransport(e)).toBe('embedded');
  });

  it('sends the publishable key as apikey and bearer token, no cookie and no session', async () => {
    const sent: Headers[] = [];
    const fakeFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const db = createSupabaseDb('https://example.supabase.co', 'sb_publishable_for_test', fakeFetch);
    await db.call('get_reference_lists');
    await db.call('submit_contact_message', { p_name: 'x' });
    expect(sent).toHaveLength(2);
    for (const headers of sent) {
      expect(headers.get('apikey')).toBe('sb_publishable_for_test');
      expect(headers.get('authorization')).toBe('Bearer sb_publishable_for_test');
      expect(headers.get('cookie')).toBeNull();
    }
    await db.close();
  });
});

describe('the site code', () => {
  it('never names a secret key: only operator scripts and edge functions may', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
      }
    };
    for (const dir of ['app', 'components', 'lib']) walk(path.join(root, dir));
    files.push(...['proxy.ts', 'instrumentation.ts', 'next.config.mjs'].map((f) => path.join(root, f)).filter(fs.existsSync));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((f) => /service_role|SERVICE_ROLE|SECRET_KEY|sb_secret_|RESEND_API_KEY/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
