import { NextResponse } from 'next/server';

/**
 * Screening of form posts to pages (server actions), called first by proxy.ts. Next.js answers
 * a malformed or oversized action request with a 500 and logs it as an unhandled error (a body
 * over its limit, a payload that does not decode, an Origin from another site); the answer
 * belongs to the sender, so those are refused here, before Next.js reads them: 413 for a body
 * over the limit, 403 for another site's Origin, 400 for anything the site's forms never send.
 *
 * What the forms send: a fetch action (header Next-Action) whose arguments are plain JSON
 * values and one FormData (the previous state and the form), as multipart or as text; without
 * JavaScript, a multipart form with React's $ACTION_ fields. Other argument encodings (promises,
 * maps, streams, server references) are refused: no action of this site takes them.
 */

/** Next.js's own default (serverActions.bodySizeLimit, not changed in next.config.mjs). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export async function screenRequest(request: Request): Promise<NextResponse | null> {
  if (request.method !== 'POST') return null;
  const path = new URL(request.url).pathname;
  // Route handlers read their own bodies; only pages run server actions.
  if (path === '/api' || path.startsWith('/api/')) return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const fetchAction = request.headers.has('next-action');
  const multipart = type.startsWith('multipart/form-data');
  // Anything else is not an action for Next.js (a plain POST renders the page).
  if (!fetchAction && !multipart) return null;

  const origin = foreignOrigin(request.headers);
  if (origin) return refuse(origin === 'malformed' ? 400 : 403);

  const length = request.headers.get('content-length');
  if (length !== null && !(Number(length) <= ACTION_BODY_LIMIT)) return refuse(413);
  const body = await readBounded(request);
  if (body === 'too large') return refuse(413);

  if (multipart) {
    const form = await parseForm(body, request.headers.get('content-type')!);
    if (!form) return refuse(400);
    return (fetchAction ? wellFormedReply(form) : wellFormedFormAction(form)) ? null : refuse(400);
  }
  return wellFormedArguments(new TextDecoder().decode(body), false) ? null : refuse(400);
}

const messages: Record<number, string> = {
  400: 'Bad Request: this form submission could not be read.',
  403: "Forbidden: this site's forms are accepted only from this site.",
  413: 'Payload Too Large: a form may send at most 1 MB.',
};

function refuse(status: 400 | 403 | 413): NextResponse {
  return new NextResponse(messages[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Next.js's cross-site check, answered here: an Origin whose host is neither X-Forwarded-Host
 * (its first entry) nor Host. No Origin passes, as it does in Next.js (not a browser's post).
 */
function foreignOrigin(headers: Headers): 'malformed' | 'foreign' | null {
  const origin = headers.get('origin');
  if (origin === null) return null;
  let host: string;
  try {
    host = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return 'malformed';
  }
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const own = forwarded || headers.get('host');
  return own && host === own ? null : 'foreign';
}

/** The body, or 'too large' as soon as it passes the limit (without reading the rest). */
async function readBounded(request: Request): Promise<Uint8Array | 'too large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ACTION_BODY_LIMIT) {
      await reader.cancel().catch(() => {});
      return 'too large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

async function parseForm(body: Uint8Array, contentType: string): Promise<FormData | null> {
  try {
    return await new Request('http://form.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: body as BodyInit }).formData();
  } catch {
    return null;
  }
}

/** A fetch action's multipart body: the arguments' JSON in field 0; FormData parts beside it. */
function wellFormedReply(form: FormData): boolean {
  const root = form.get('0');
  return typeof root === 'string' && wellFormedArguments(root, true);
}

/**
 * A form posted without JavaScript: either $ACTION_ID_{id} (the action gets the form), or
 * $ACTION_REF_{n} with the reference's JSON in $ACTION_{n}:0 ({id, bound}) and, when bound,
 * the bound arguments' JSON in the field it names. A multipart post with neither is not an
 * action and passes.
 */
function wellFormedFormAction(form: FormData): boolean {
  for (const name of form.keys()) {
    const ref = /^\$ACTION_REF_(.*)$/.exec(name);
    if (!ref) continue;
    const prefix = `$ACTION_${ref[1]}:`;
    const meta = json(form.get(`${prefix}0`));
    if (!meta.ok || !isRecord(meta.value) || typeof meta.value.id !== 'string') return false;
    const { bound } = meta.value;
    if (bound === null || bound === undefined) continue;
    const promise = typeof bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(bound) : null;
    if (!promise) return false;
    const args = form.get(`${prefix}${parseInt(promise[1]!, 16)}`);
    if (typeof args !== 'string' || !wellFormedArguments(args, false)) return false;
  }
  return true;
}

/**
 * Arguments in React's reply encoding, as the site's forms send them: a JSON array of plain
 * values whose strings starting with "$" are escapes ("$$..."), encoded primitives (undefined,
 * NaN, infinities, -0, dates, small bigints) or, in a multipart body, a FormData ("$K{hex}").
 * Anything else names another part or a kind of value no action here receives. Sizes stay far
 * inside React's and Next.js's own limits (1,000 arguments), which throw when passed.
 */
function wellFormedArguments(text: string, formData: boolean): boolean {
  const parsed = json(text);
  if (!parsed.ok || !Array.isArray(parsed.value) || parsed.value.length > 1000) return false;
  const stack: [unknown, number][] = [[parsed.value, 0]];
  let values = 0;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (++values > MAX_VALUES || depth > MAX_DEPTH) return false;
    if (typeof value === 'string') {
      if (value.startsWith('$') && !plainReference(value, formData)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
    } else if (isRecord(value)) {
      for (const item of Object.values(value)) stack.push([item, depth + 1]);
    }
  }
  return true;
}
const MAX_VALUES = 10_000;
const MAX_DEPTH = 32;

function plainReference(value: string, formData: boolean): boolean {
  if (/^\$(\$.*|undefined|NaN|Infinity|-Infinity|-0)$/s.test(value)) return true;
  if (/^\$D.{0,40}$/s.test(value)) return !Number.isNaN(Date.parse(value.slice(2)));
  if (/^\$n-?[0-9]{1,300}$/.test(value)) return true;
  return formData && /^\$K[0-9a-f]{1,8}$/.test(value);
}

function json(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
