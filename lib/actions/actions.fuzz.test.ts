import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonish, visitorText } from '../testing/fuzz';
import { contactRules, rowProblems, submissionRules } from '../testing/stored-text';
import type { ActionResult } from './types';

// The two server actions fed thousands of generated forms on PGlite, as a request would call
// them: every answer is a typed result with a safe message, nothing is logged as a server
// error, and every row that got stored is clean.

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

process.env.KULDEVTA_DATA_DIR = 'memory://';
process.env.SUPPORT_EMAIL = 'support@kuldevta.test';

const { submitFamilyInfoAction } = await import('./submit-family-info-action');
const { sendContactMessageAction } = await import('./send-contact-message-action');
const { idleResult, RATE_LIMIT_MESSAGE } = await import('./types');
const { db } = await import('../db');

const owner = async <T>(sql: string, params?: unknown[]) => (await db()).ownerQuery!<T>(sql, params);

/** Runs per action; a few thousand forms in all, in well under a minute on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

const keys = ['0b6f3c1e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', '1c7a4d2f-2e3b-4d4c-8f9a-8b7c6d5e4f30'];

type FieldValue = { kind: 'absent' } | { kind: 'text'; v: string } | { kind: 'file'; v: string } | { kind: 'many'; vs: string[] };

/** A form field: absent, a string, a file, or the same name sent several times. */
const fieldValue = (text: fc.Arbitrary<string>): fc.Arbitrary<FieldValue> => {
  const absent: fc.Arbitrary<FieldValue> = fc.constant({ kind: 'absent' });
  const one: fc.Arbitrary<FieldValue> = text.map((v) => ({ kind: 'text', v }));
  const file: fc.Arbitrary<FieldValue> = text.map((v) => ({ kind: 'file', v }));
  const many: fc.Arbitrary<FieldValue> = fc.array(text, { minLength: 2, maxLength: 3 }).map((vs) => ({ kind: 'many', vs }));
  return fc.oneof({ weight: 1, arbitrary: absent }, { weight: 8, arbitrary: one }, { weight: 1, arbitrary: file }, { weight: 1, arbitrary: many });
};

/** Plausible values often enough that many forms are stored, so the stored rows are tested too. */
const name = fc.oneof(visitorText, fc.constantFrom('Asha Patil', 'आशा पाटील', 'પટેલ', 'مريم', ' Asha\u00A0 Patil\n'));
const info = fc.oneof(
  visitorText,
  fc.tuple(fc.constantFrom('Our kuldevi is Tulja Bhavani. ', 'अमची कुलदेवी ', 'ખોડિયાર માતા '), visitorText).map(([a, b]) => a + b),
);
const plainEmail = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 12 }),
    fc.constantFrom('example.com', 'gmail.com', 'कुलदेवता.भारत'),
  )
  .map(([user, domain]) => `${user}@${domain}`);
const email = fc.oneof(
  visitorText,
  fc.emailAddress(),
  { weight: 3, arbitrary: plainEmail },
  plainEmail.map((e) => ` ${e.toUpperCase()} `),
  fc.tuple(plainEmail, visitorText).map(([e, junk]) => e + junk),
  fc.constant(''),
);

function formOf(fields: Record<string, FieldValue>, extra: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value.kind === 'text') form.append(key, value.v);
    else if (value.kind === 'file') form.append(key, new Blob([value.v]), 'x.txt');
    else if (value.kind === 'many') for (const v of value.vs) form.append(key, v);
  }
  for (const [key, value] of extra) form.append(key, value);
  return form;
}

const extraFields = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom('$ACTION_ID_x', '__proto__', 'constructor', 'status'), fc.string({ maxLength: 10 })), jsonish),
  { maxLength: 2 },
);

const requestOf = fc.record({
  ip: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('not an address'), fc.constant('')),
  userAgent: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('x'.repeat(2000))),
  key: fc.oneof(fc.constant(undefined), fc.constantFrom(...keys), fc.uuid(), visitorText),
});

function useRequest(r: { ip: string; userAgent: string }) {
  requestHeaders = new Headers({ 'x-request-id': 'fuzz-request-0001' });
  if (r.ip) requestHeaders.set('x-forwarded-for', r.ip);
  try {
    requestHeaders.set('user-agent', r.userAgent);
  } catch {
    // Headers refuses some characters, as a real request could not carry them either.
  }
}

const messages = new Set([
  'Please correct the highlighted fields.',
  RATE_LIMIT_MESSAGE,
  "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
]);

/** A result is one of the typed answers, with one of the site's own messages (never an error text). */
function expectSafeResult(result: { status: string; message?: string; fieldErrors?: Record<string, string> }) {
  expect(['success', 'invalid', 'error']).toContain(result.status);
  if (result.status === 'error') expect(result.message).toBe(RATE_LIMIT_MESSAGE);
  if (result.message && !messages.has(result.message)) {
    // A message from the SQL function's second check, which is one of the field messages.
    expect(result.message).toMatch(/^(Name|Town|Region|Kuldevta information|Message|Email|Subject)[ a-z0-9]*|^Invalid email address$/);
  }
  for (const text of [result.message ?? '', ...Object.values(result.fieldErrors ?? {})]) {
    expect(text.length).toBeLessThan(200);
    expect(text).not.toMatch(/\bat \S+ \(|Error:|node_modules|\/work\/|DbUnavailable|ZodError|constraint|relation/);
  }
}

let logged: string[] = [];
beforeAll(async () => {
  await db();
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    logged.push(String(chunk));
    return write(chunk, ...(rest as []));
  });
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await (await db()).close();
});

/** Mostly absent, sometimes filled: the honeypot field a person never sees. */
const honeypot = fc.oneof({ weight: 9, arbitrary: fc.constant<FieldValue>({ kind: 'absent' }) }, { weight: 1, arbitrary: fieldValue(visitorText) });

/**
 * Sends RUNS generated forms to an action as requests would: every answer is safe, nothing is
 * logged as an error, and enough succeed for the stored rows to say something. Returns the
 * rows of `table` and how many answered success.
 */
async function fuzzAction(
  action: (previous: ActionResult, form: FormData) => Promise<ActionResult>,
  fields: fc.Arbitrary<Record<string, FieldValue>>,
  table: string,
): Promise<{ stored: number; rows: Record<string, unknown>[] }> {
  logged = [];
  let stored = 0;
  await fc.assert(
    fc.asyncProperty(fields, extraFields, requestOf, async (generated, extra, request) => {
      useRequest(request);
      const form = formOf({ ...generated, ...(request.key === undefined ? {} : { idempotencyKey: { kind: 'text', v: request.key } }) }, extra);
      const result = await action(idleResult, form);
      expectSafeResult(result);
      if (result.status === 'success') stored++;
    }),
    { numRuns: RUNS },
  );
  expect(logged.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  expect(stored).toBeGreaterThan(RUNS / 50);
  const rows = await owner<Record<string, unknown>>(`select * from public.${table}`);
  // Enough generated forms are valid for the stored rows to say something (about 2.5% of them).
  expect(rows.length).toBeGreaterThan(RUNS / 100);
  return { stored, rows };
}

describe('server actions under generated input', () => {
  it(`submitFamilyInfoAction: ${RUNS} forms, safe answers, only clean rows`, async () => {
    const { stored, rows } = await fuzzAction(
      submitFamilyInfoAction,
      fc.record({
        userName: fieldValue(name),
        userTown: fieldValue(name),
        userRegion: fieldValue(name),
        userEmail: fieldValue(email),
        kuldevtaInfo: fieldValue(info),
        searchTerm: fieldValue(visitorText),
        website: honeypot,
      }),
      'form_submissions',
    );
    console.info(`submitFamilyInfoAction: ${RUNS} forms, ${stored} answered success, ${rows.length} rows stored`);
    expect(rowProblems(rows, submissionRules, { user_email: { nullable: true } })).toEqual([]);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(String(row.user_agent ?? '').length).toBeLessThanOrEqual(500);
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    }
  }, 300_000);

  it(`sendContactMessageAction: ${RUNS} forms, safe answers, only clean rows and escaped emails`, async () => {
    const { stored, rows } = await fuzzAction(
      sendContactMessageAction,
      fc.record({
        name: fieldValue(name),
        email: fieldValue(email),
        subject: fieldValue(
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('general', 'technical', 'content', 'feedback', 'spiritual', 'other', ' content ', 'CONTENT') },
            visitorText,
          ),
        ),
        message: fieldValue(info),
        website: honeypot,
      }),
      'contact_messages',
    );
    console.info(`sendContactMessageAction: ${RUNS} forms, ${stored} answered success, ${rows.length} rows stored`);
    expect(rowProblems(rows, contactRules, { email: {} })).toEqual([]);
    for (const row of rows) expect(['general', 'technical', 'content', 'feedback', 'spiritual', 'other']).toContain(row.subject);
    // What the visitor typed reaches the emails only escaped: no tag but the template's own.
    const emails = await owner<{ html: string; subject: string }>('select html, subject from public.email_outbox');
    expect(emails.length).toBeGreaterThan(0);
    for (const e of emails) {
      const tags = [...e.html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
      expect(tags.filter((t) => !['h2', 'p', 'strong', 'br', 'blockquote'].includes(t))).toEqual([]);
      expect(e.subject).not.toMatch(/[<>\r\n]/);
    }
  }, 300_000);
});

describe('server action requests under generated input', () => {
  /** The number of generated requests; FUZZ_RUNS scales it with the forms above. */
  const REQUESTS = Math.max(100, Math.round(RUNS / 5));
  const ORIGIN = 'https://kuldevta.test';
  const ACTION_ID = '6010f7c0a1101eafd990045bac7f5da201fc343a36';

  it(`the screening in proxy.ts, ${REQUESTS} requests: 400, 403 or 413, or what React decodes into an argument list`, async () => {
    const { screenRequest } = await import('../proxy/screen-request');
    const { actionRequests } = await import('../testing/action-requests');
    const decoder = spawn(process.execPath, ['--conditions', 'react-server', path.resolve(import.meta.dirname, '../testing/decode-reply.cjs')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const pending = new Map<number, (answer: Decoded) => void>();
    readline.createInterface({ input: decoder.stdout! }).on('line', (line) => {
      const answer = JSON.parse(line) as Decoded;
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
    });
    let next = 0;
    const decode = (contentType: string, body: string) =>
      new Promise<Decoded>((resolve) => {
        const id = next++;
        pending.set(id, resolve);
        decoder.stdin!.write(`${JSON.stringify({ id, contentType, body: Buffer.from(body).toString('base64') })}\n`);
      });
    const tally = new Map<string, number>();
    try {
      await fc.assert(
        fc.asyncProperty(actionRequests(ACTION_ID, ORIGIN), async (probe) => {
          const request = new Request(`${ORIGIN}${probe.path}`, {
            method: 'POST',
            headers: { host: 'kuldevta.test', ...probe.headers },
            body: probe.body,
          });
          const refused = await screenRequest(request);
          const outcome = refused ? String(refused.status) : 'passed';
          tally.set(`${probe.kind}: ${outcome}`, (tally.get(`${probe.kind}: ${outcome}`) ?? 0) + 1);
          if (refused) {
            expect([400, 403, 413]).toContain(refused.status);
            return;
          }
          // Next.js decodes a fetch action's arguments for a known action; what passes must decode
          // into an argument list, or it would answer 500.
          if (probe.headers['Next-Action'] !== ACTION_ID) return;
          const decoded = await decode(probe.headers['Content-Type'] ?? '', probe.body);
          expect(decoded, `${probe.kind}: ${probe.body.slice(0, 300)}`).toMatchObject({ ok: true });
          expect(Array.isArray(decoded.args)).toBe(true);
        }),
        { numRuns: REQUESTS },
      );
    } finally {
      decoder.kill();
    }
    console.info(`screened action requests: ${JSON.stringify(Object.fromEntries([...tally].sort()))}`);
    // Both answers are exercised: forms that pass, and each kind of refusal.
    const count = (suffix: string) => [...tally].filter(([k]) => k.endsWith(suffix)).reduce((n, [, v]) => n + v, 0);
    expect(count(': passed')).toBeGreaterThan(REQUESTS / 10);
    for (const status of ['400', '403']) expect(count(`: ${status}`)).toBeGreaterThan(0);
  }, 300_000);

  it(`the actions answer whatever arguments a request decodes to (${REQUESTS} calls each)`, async () => {
    logged = [];
    useRequest({ ip: '198.51.100.77', userAgent: 'fuzz' });
    const form = new FormData();
    form.set('name', 'Asha');
    const argument = fc.oneof(fc.anything(), fc.constant(form), fc.constant(idleResult));
    for (const action of [sendContactMessageAction, submitFamilyInfoAction] as ((...args: unknown[]) => Promise<ActionResult>)[]) {
      await fc.assert(
        fc.asyncProperty(fc.array(argument, { maxLength: 3 }), async (args) => {
          const result = await action(...args);
          expect(['success', 'invalid', 'error']).toContain(result.status);
        }),
        { numRuns: REQUESTS },
      );
    }
    expect(logged.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  }, 300_000);
});

interface Decoded {
  id: number;
  ok: boolean;
  args?: string[] | string;
  error?: string;
}
