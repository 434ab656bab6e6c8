import { describe, expect, it } from 'vitest';
import { multipartBody, multipartType } from '../testing/action-requests';
import { ACTION_BODY_LIMIT, screenRequest } from './screen-request';

// The screening proxy.ts runs first: what the site's forms send passes, and each kind of
// malformed, oversized or cross-site form post gets its own 4xx (Next.js answered them 500).

const ORIGIN = 'https://kuldevta.test';
const ID = '60fc1efaf80b9472c0c76d9f9b3ead46bb0a0c0dd3';
const fields: [string, string][] = [
  ['_1_name', 'Asha'],
  ['_1_message', 'Tulja Bhavani'],
];

function post(body: string, headers: Record<string, string>, path = '/contact'): Request {
  return new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { host: 'kuldevta.test', origin: ORIGIN, ...headers }, body });
}
const fetchAction = (root: string, extra: Record<string, string> = {}) =>
  post(multipartBody([...fields, ['0', root]]), { 'next-action': ID, 'content-type': multipartType(), ...extra });
const formPost = (parts: [string, string][], extra: Record<string, string> = {}) =>
  post(multipartBody(parts), { 'content-type': multipartType(), ...extra });
const status = async (request: Request) => (await screenRequest(request))?.status ?? 'passed';

describe('screenRequest', () => {
  it('passes what the forms send, with and without JavaScript, and everything that is not a form post', async () => {
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]'))).toBe('passed');
    expect(await status(fetchAction('[{"status":"invalid","message":"$$5 off","fieldErrors":{"name":"Name is required"}},"$K1"]'))).toBe('passed');
    expect(
      await status(post('["$undefined",1,"$D2026-01-01T00:00:00.000Z","$n12"]', { 'next-action': ID, 'content-type': 'text/plain;charset=UTF-8' })),
    ).toBe('passed');
    const meta = JSON.stringify({ id: ID, bound: '$@1' });
    expect(
      await status(
        formPost([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', meta],
          ['$ACTION_1:1', '[{"status":"idle"}]'],
          ['$ACTION_KEY', 'k1'],
          ['name', 'Asha'],
        ]),
      ),
    ).toBe('passed');
    expect(
      await status(
        formPost([
          [`$ACTION_ID_${ID}`, ''],
          ['name', 'Asha'],
        ]),
      ),
    ).toBe('passed');
    // A multipart post that is no action, a plain POST, GETs and the route handlers: not screened.
    expect(await status(formPost([['name', 'Asha']]))).toBe('passed');
    expect(await status(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe('passed');
    expect(await status(new Request(`${ORIGIN}/contact`, { headers: { 'next-action': ID } }))).toBe('passed');
    expect(
      await status(post('{bad', { 'next-action': ID, 'content-type': 'application/json', origin: 'https://evil.example' }, '/api/prayers/view')),
    ).toBe('passed');
  });

  it('413 for a body over the limit, by its length or by what arrives', async () => {
    const big = 'x'.repeat(ACTION_BODY_LIMIT);
    expect(await status(fetchAction(JSON.stringify([{ status: 'idle' }, big])))).toBe(413);
    expect(
      await status(
        formPost([
          [`$ACTION_ID_${ID}`, ''],
          ['message', big],
        ]),
      ),
    ).toBe(413);
    // Without a Content-Length (chunked): counted as it is read.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(100_000)));
        controller.close();
      },
    });
    const chunked = new Request(`${ORIGIN}/contact`, {
      method: 'POST',
      headers: { host: 'kuldevta.test', origin: ORIGIN, 'next-action': ID, 'content-type': 'text/plain' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await status(chunked)).toBe(413);
    expect(await status(post('[]', { 'next-action': ID, 'content-type': 'text/plain', 'content-length': String(ACTION_BODY_LIMIT + 1) }))).toBe(413);
  });

  it("403 for another site's Origin (or one that does not match X-Forwarded-Host), 400 for one that is not an address", async () => {
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]', { origin: 'https://evil.example' }))).toBe(403);
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]', { origin: 'null' }))).toBe(403);
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]', { 'x-forwarded-host': 'evil.example' }))).toBe(403);
    expect(await status(formPost([[`$ACTION_ID_${ID}`, '']], { origin: 'https://evil.example' }))).toBe(403);
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]', { origin: 'http://[::' }))).toBe(400);
    // Behind the front: Host and X-Forwarded-Host are the site's.
    expect(await status(fetchAction('[{"status":"idle"},"$K1"]', { 'x-forwarded-host': 'kuldevta.test, proxy.internal' }))).toBe('passed');
  });

  it('400 for arguments that are not what the forms send', async () => {
    for (const root of [
      '{bad',
      '{}',
      '5',
      '"x"',
      '["$@1"]',
      '["$1"]',
      '["$Q1"]',
      '["$F1"]',
      '["$T"]',
      '["$h1"]',
      '["$Dnope"]',
      `["$n${'9'.repeat(400)}"]`,
      `${'['.repeat(40)}${']'.repeat(40)}`,
      JSON.stringify(Array(1001).fill(0)),
    ]) {
      expect(await status(fetchAction(root)), root).toBe(400);
    }
    expect(await status(post(multipartBody(fields), { 'next-action': ID, 'content-type': multipartType() }))).toBe(400); // no part 0
    expect(await status(post('garbage', { 'next-action': ID, 'content-type': multipartType() }))).toBe(400);
    expect(await status(post(multipartBody(fields), { 'next-action': ID, 'content-type': 'multipart/form-data' }))).toBe(400);
    expect(await status(post('not json', { 'next-action': ID, 'content-type': 'text/plain' }))).toBe(400);
    expect(await status(post('["$K1"]', { 'next-action': ID, 'content-type': 'text/plain' }))).toBe(400); // no form in a text body
    for (const [meta, args] of [
      ['{bad', '[]'],
      [JSON.stringify({ bound: '$@1' }), '[]'],
      [JSON.stringify({ id: ID, bound: '$1' }), '[]'],
      [JSON.stringify({ id: ID, bound: '$@1' }), '{bad'],
      [JSON.stringify({ id: ID, bound: '$@1' }), '{}'],
      [JSON.stringify({ id: ID, bound: '$@1' }), '["$@2"]'],
    ]) {
      expect(
        await status(
          formPost([
            ['$ACTION_REF_1', ''],
            ['$ACTION_1:0', meta!],
            ['$ACTION_1:1', args!],
          ]),
        ),
        `${meta} ${args}`,
      ).toBe(400);
    }
    expect(
      await status(
        formPost([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', JSON.stringify({ id: ID, bound: '$@1' })],
        ]),
      ),
    ).toBe(400); // bound part missing
  });
});
