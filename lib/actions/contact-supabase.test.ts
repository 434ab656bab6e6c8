import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleSendEmail } from '../../supabase/functions/send-email/handler';
import { pgliteEngine, type TestEngine } from '../testing/engines';

// The contact form on Supabase: the action calls the SQL functions through supabase-js and the
// send-email edge function over HTTP, here a local server that runs the calls on PGlite as the
// anon role (what PostgREST does with the publishable key) and runs the function's own handler
// with a stand-in for the email API. The message and both emails are queued in one call, then
// each email handed over is recorded as sent or failed on its row.

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.9', 'user-agent': 'vitest', 'next-action': 'x' }),
}));

let engine: TestEngine;
let server: http.Server;
/** What the email API was asked to send; `emailApiUp` false answers 502. */
const delivered: { to: string; subject: string }[] = [];
let emailApiUp = true;

const emailApi = (async (_url: RequestInfo | URL, init?: RequestInit) => {
  if (!emailApiUp) return new Response(JSON.stringify({ message: 'unavailable' }), { status: 502 });
  const { to, subject } = JSON.parse(String(init?.body)) as { to: string; subject: string };
  delivered.push({ to, subject });
  return Response.json({ id: `email-${delivered.length}` });
}) as typeof fetch;

async function body(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  engine = await pgliteEngine();
  server = http.createServer(async (request, response) => {
    const text = await body(request);
    const rpc = /^\/rest\/v1\/rpc\/(\w+)$/.exec(request.url ?? '');
    if (rpc) {
      try {
        const result = await engine.call(rpc[1]!, text ? JSON.parse(text) : {});
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
      }
      return;
    }
    if (request.url === '/functions/v1/send-email') {
      const answer = await handleSendEmail(
        new Request('http://functions/send-email', { method: 'POST', headers: request.headers as Record<string, string>, body: text }),
        { secret: 'function-secret-0123456789', apiKey: 'resend-key', fetch: emailApi },
      );
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.NEXT_PUBLIC_SUPABASE_URL = `http://127.0.0.1:${port}`;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_test';
  process.env.KULDEVTA_FUNCTION_SECRET = 'function-secret-0123456789';
  process.env.SUPPORT_EMAIL = 'support@kuldevta.test';
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await engine.close();
});

async function send(message: string, key: string) {
  const { sendContactMessageAction } = await import('./send-contact-message-action');
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'Asha Patil', email: 'asha@example.com', subject: 'content', message, idempotencyKey: key }))
    form.set(k, v);
  return sendContactMessageAction({ status: 'idle' }, form);
}

const outbox = (key: string) =>
  engine.admin.query<{ to_address: string; status: string; error: string }>(
    `select o.to_address, o.status, o.error from public.email_outbox o join public.contact_messages m on m.id = o.contact_message_id
     where m.idempotency_key = $1 order by o.id`,
    [key],
  );

describe('the contact form on Supabase', () => {
  it('queues the message and both emails, hands both to send-email and marks them sent; a retry sends nothing twice', async () => {
    const key = crypto.randomUUID();
    expect(await send('Please add Khodiyar Mata of Matel.', key)).toMatchObject({ status: 'success' });
    expect(delivered).toEqual([
      { to: 'support@kuldevta.test', subject: 'Contact Form: content' },
      { to: 'asha@example.com', subject: 'Thank you for contacting Kuldevta' },
    ]);
    expect(await outbox(key)).toEqual([
      { to_address: 'support@kuldevta.test', status: 'sent', error: '' },
      { to_address: 'asha@example.com', status: 'sent', error: '' },
    ]);
    expect(await send('Please add Khodiyar Mata of Matel.', key)).toMatchObject({ status: 'success' });
    expect(delivered).toHaveLength(2);
  });

  it('when send-email fails: the visitor is told, the row says failed, the reply stays queued', async () => {
    emailApiUp = false;
    try {
      const key = crypto.randomUUID();
      expect(await send('Please add Ashapura Mata.', key)).toMatchObject({
        status: 'error',
        message: expect.stringContaining('support@kuldevta.test'),
      });
      expect(await outbox(key)).toEqual([
        { to_address: 'support@kuldevta.test', status: 'failed', error: 'The send-email function did not accept it' },
        { to_address: 'asha@example.com', status: 'queued', error: '' },
      ]);
    } finally {
      emailApiUp = true;
    }
  });
});
