import { json, readJson, sameSecret } from '../_shared/http.ts';

export interface SendEmailDeps {
  /** The shared server secret (function secret KULDEVTA_FUNCTION_SECRET). */
  secret: string | undefined;
  /** The email API key (function secret RESEND_API_KEY); never leaves the function. */
  apiKey: string | undefined;
  fetch: typeof fetch;
}

const ADDRESS = /^(?:[^<>@\r\n]{0,100}<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;

/**
 * POST {from, to, subject, html} with the header x-kuldevta-secret: sends one email through
 * the Resend API. Answers {success: true, id} or {success: false, error}.
 */
export async function handleSendEmail(req: Request, deps: SendEmailDeps): Promise<Response> {
  if (req.method !== 'POST') return json({ success: false, error: 'Use POST' }, 405);
  if (!sameSecret(req.headers.get('x-kuldevta-secret'), deps.secret)) {
    return json({ success: false, error: 'Not allowed' }, 401);
  }
  let body: unknown;
  try {
    body = await readJson(req, 120_000);
  } catch {
    return json({ success: false, error: 'Body must be JSON {from, to, subject, html}' }, 400);
  }
  const { from, to, subject, html } = (body ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof from !== 'string' || !ADDRESS.test(from) || from.length > 320) problems.push('from must be an email address');
  if (typeof to !== 'string' || !ADDRESS.test(to) || to.length > 320) problems.push('to must be an email address');
  if (typeof subject !== 'string' || !subject.trim() || subject.length > 300 || /[\r\n]/.test(subject)) {
    problems.push('subject must be one line of at most 300 characters');
  }
  if (typeof html !== 'string' || !html.trim() || html.length > 100_000) problems.push('html must be at most 100,000 characters');
  if (problems.length) return json({ success: false, error: problems.join('; ') }, 400);
  if (!deps.apiKey) return json({ success: false, error: 'Email is not configured' }, 503);

  const response = await deps.fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: { Authorization: `Bearer ${deps.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, to, subject, html }),
  });
  const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!response.ok) return json({ success: false, error: answer.message ?? `Email API answered ${response.status}` }, 502);
  return json({ success: true, id: answer.id ?? null });
}
