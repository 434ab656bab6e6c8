import { describe, expect, it } from 'vitest';
import { createSupabaseDb } from './supabase';

describe('supabase transport', () => {
  it('calls rpc with the publishable key and no session, and returns the JSON result', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ id: 'khodiyar-mata' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const db = createSupabaseDb('https://example.supabase.co', 'sb_publishable_test', fakeFetch);
    expect(await db.call('get_deity', { p_id: 'khodiyar-mata' })).toEqual({ id: 'khodiyar-mata' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('https://example.supabase.co/rest/v1/rpc/get_deity');
    expect(request!.init.method).toBe('POST');
    expect(JSON.parse(String(request!.init.body))).toEqual({ p_id: 'khodiyar-mata' });
    const headers = new Headers(request!.init.headers);
    expect(headers.get('apikey')).toBe('sb_publishable_test');
    expect(headers.get('cookie')).toBeNull();
    await db.close();
  });

  it('turns an rpc error into a thrown error', async () => {
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ message: 'function not found', code: 'PGRST202' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;
    const db = createSupabaseDb('https://example.supabase.co', 'sb_publishable_test', fakeFetch);
    await expect(db.call('nope')).rejects.toThrow(/supabase rpc nope failed: function not found/);
  });
});
