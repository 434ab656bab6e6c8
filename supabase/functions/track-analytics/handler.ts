import { json, readJson } from '../_shared/http.ts';

export interface TrackDeps {
  supabaseUrl: string | undefined;
  /** The caller's publishable key is passed on: the rpc runs as anon, like any visitor. */
  fetch: typeof fetch;
}

const SQL_WORDS = /\b(select|insert|update|delete|drop|union|exec|declare)\b/i;

function cleanTerm(v: unknown): string {
  return typeof v === 'string'
    ? v
        .normalize('NFC')
        .replace(/<[^>]*>/g, ' ')
        .replace(/[<>]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/**
 * POST {type: 'search', data: {searchTerm, searchType, resultsFound, resultCount, filters}}:
 * validates it with the search-term rules and stores the event through the track_search
 * SQL function. Answers {success: true} or {success: false, error}.
 */
export async function handleTrackAnalytics(req: Request, deps: TrackDeps): Promise<Response> {
  if (req.method !== 'POST') return json({ success: false, error: 'Use POST' }, 405);
  const auth = req.headers.get('authorization') ?? '';
  const key = req.headers.get('apikey') ?? auth.replace(/^Bearer\s+/i, '');
  if (!key) return json({ success: false, error: 'Not allowed' }, 401);
  let body: unknown;
  try {
    body = await readJson(req, 10_000);
  } catch {
    return json({ success: false, error: 'Body must be JSON' }, 400);
  }
  const { type, data } = (body ?? {}) as { type?: unknown; data?: Record<string, unknown> };
  if (type !== 'search' || !data || typeof data !== 'object') return json({ success: false, error: 'Unknown event type' }, 400);
  const term = cleanTerm(data.searchTerm);
  if (term.length < 2) return json({ success: false, error: 'Search term must be at least 2 characters long' }, 400);
  if (term.length > 100) return json({ success: false, error: 'Search term must not exceed 100 characters' }, 400);
  if (SQL_WORDS.test(term) || /[;()]/.test(term)) return json({ success: false, error: 'Invalid search term' }, 400);
  if (data.searchType !== 'surname' && data.searchType !== 'deity') return json({ success: false, error: 'Invalid search type' }, 400);
  const count = Number(data.resultCount);
  if (!Number.isInteger(count) || count < 0) return json({ success: false, error: 'Invalid result count' }, 400);
  const filters = data.filters && typeof data.filters === 'object' && !Array.isArray(data.filters) ? data.filters : {};
  if (!deps.supabaseUrl) return json({ success: false, error: 'Not configured' }, 503);

  const response = await deps.fetch(`${deps.supabaseUrl}/rest/v1/rpc/track_search`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_search_term: term,
      p_search_type: data.searchType,
      p_results_found: count > 0,
      p_result_count: count,
      p_filters: filters,
      p_user_agent: (req.headers.get('user-agent') ?? '').slice(0, 500),
      p_visitor_hash: null,
    }),
  });
  const answer = (await response.json().catch(() => null)) as { status?: string; message?: string } | null;
  if (!response.ok || !answer) return json({ success: false, error: `Database answered ${response.status}` }, 502);
  if (answer.status === 'rate_limited') return json({ success: false, error: 'Too many searches, try again shortly' }, 429);
  if (answer.status !== 'stored') return json({ success: false, error: answer.message ?? 'Not stored' }, 400);
  return json({ success: true });
}
