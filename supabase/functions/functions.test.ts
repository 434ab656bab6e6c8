import { describe, expect, it } from 'vitest';
import { handleSendEmail } from './send-email/handler';
import { handleTrackAnalytics } from './track-analytics/handler';

function recorder(status = 200, body: unknown = { id: 'email_1' }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchFn };
}

const email = { from: 'Kuldevta <support@kuldevta.org>', to: 'asha@example.com', subject: 'Thank you', html: '<p>Hi</p>' };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://fn/send-email', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('send-email edge function', () => {
  it('refuses calls without the shared server secret', async () => {
    const { calls, fetchFn } = recorder();
    const deps = { secret: 's3cret', apiKey: 'key', fetch: fetchFn };
    expect((await handleSendEmail(post(email), deps)).status).toBe(401);
    expect((await handleSendEmail(post(email, { 'x-kuldevta-secret': 'wrong' }), deps)).status).toBe(401);
    expect((await handleSendEmail(post(email, { 'x-kuldevta-secret': 's3cret' }), { ...deps, secret: undefined })).status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it('validates its input', async () => {
    const { calls, fetchFn } = recorder();
    const deps = { secret: 's', apiKey: 'key', fetch: fetchFn };
    const h = { 'x-kuldevta-secret': 's' };
    expect((await handleSendEmail(post('not json', h), deps)).status).toBe(400);
    expect((await handleSendEmail(post({ ...email, to: 'nobody' }, h), deps)).status).toBe(400);
    expect((await handleSendEmail(post({ ...email, subject: 'a\r\nBcc: x@y.z' }, h), deps)).status).toBe(400);
    expect((await handleSendEmail(post({ ...email, html: 'x'.repeat(100_001) }, h), deps)).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('sends through the email API with the key it holds, and reports failures', async () => {
    const ok = recorder();
    const response = await handleSendEmail(post(email, { 'x-kuldevta-secret': 's' }), { secret: 's', apiKey: 'key', fetch: ok.fetchFn });
    expect(await response.json()).toEqual({ success: true, id: 'email_1' });
    expect(ok.calls[0]!.url).toBe('https://api.resend.com/emails');
    expect(new Headers(ok.calls[0]!.init.headers).get('authorization')).toBe('Bearer key');
    const failed = recorder(422, { message: 'invalid from' });
    const bad = await handleSendEmail(post(email, { 'x-kuldevta-secret': 's' }), { secret: 's', apiKey: 'key', fetch: failed.fetchFn });
    expect(bad.status).toBe(502);
    expect(await bad.json()).toEqual({ success: false, error: 'invalid from' });
  });
});

describe('track-analytics edge function', () => {
  const event = {
    type: 'search',
    data: { searchTerm: 'patel', searchType: 'surname', resultsFound: true, resultCount: 3, filters: { country: 'India' } },
  };
  const req = (body: unknown) =>
    new Request('http://fn/track-analytics', { method: 'POST', headers: { Authorization: 'Bearer sb_publishable_x' }, body: JSON.stringify(body) });

  it('validates the search event with the search-term rules', async () => {
    const { calls, fetchFn } = recorder(200, { status: 'stored' });
    const deps = { supabaseUrl: 'https://p.supabase.co', fetch: fetchFn };
    for (const [term, message] of [
      ['p', 'Search term must be at least 2 characters long'],
      ['x'.repeat(101), 'Search term must not exceed 100 characters'],
      ['drop table', 'Invalid search term'],
      ['patel)', 'Invalid search term'],
    ]) {
      const r = await handleTrackAnalytics(req({ ...event, data: { ...event.data, searchTerm: term } }), deps);
      expect(await r.json()).toEqual({ success: false, error: message });
    }
    const t = await handleTrackAnalytics(req({ ...event, data: { ...event.data, searchType: 'prayer' } }), deps);
    expect(await t.json()).toEqual({ success: false, error: 'Invalid search type' });
    expect(calls).toHaveLength(0);
  });

  it('stores through the track_search function with the caller key', async () => {
    const { calls, fetchFn } = recorder(200, { status: 'stored' });
    const r = await handleTrackAnalytics(req(event), { supabaseUrl: 'https://p.supabase.co', fetch: fetchFn });
    expect(await r.json()).toEqual({ success: true });
    expect(calls[0]!.url).toBe('https://p.supabase.co/rest/v1/rpc/track_search');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ p_search_term: 'patel', p_search_type: 'surname', p_result_count: 3 });
    const limited = recorder(200, { status: 'rate_limited' });
    expect((await handleTrackAnalytics(req(event), { supabaseUrl: 'https://p.supabase.co', fetch: limited.fetchFn })).status).toBe(429);
  });
});
