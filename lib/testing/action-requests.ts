import fc from 'fast-check';
import { jsonish, visitorText } from './fuzz';

/**
 * Generated server-action requests for the fuzz tests (lib/actions/actions.fuzz.test.ts against
 * the screening and React's own decoder, e2e/fuzz.spec.ts against the production build): what
 * the site's forms send, with and without JavaScript, and everything around it a hostile client
 * could send instead: broken multipart bodies, arguments that are not JSON or name parts that
 * do not exist, other kinds of encoded values, bodies over the limit, other sites' origins.
 */

export interface ActionProbe {
  /** Which shape it started from, for the failure message and the tally. */
  kind: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const BOUNDARY = '----kuldevtaFuzzBoundary7MA4YWxk';

/** A multipart body from text fields (the boundary above unless given). */
export function multipartBody(fields: [string, string][], boundary = BOUNDARY): string {
  return (
    fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
    `--${boundary}--\r\n`
  );
}
export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** The contact form's fields: plausible or generated text. */
const formFields = fc
  .record({
    name: fc.oneof(fc.constant('Asha Patil'), visitorText),
    email: fc.oneof(fc.constant('asha@example.com'), visitorText),
    subject: fc.oneof(fc.constantFrom('general', 'content'), visitorText),
    message: fc.oneof(fc.constant('Our kuldevi is Tulja Bhavani.'), visitorText),
  })
  .map((r) => Object.entries(r) as [string, string][]);

/** Strings a reply can hold that React reads as references or encoded values. */
const dollarStrings = fc.constantFrom(
  '$K1',
  '$K2',
  '$Kzz',
  '$1',
  '$0',
  '$ff',
  '$@1',
  '$@5',
  '$Q1',
  '$W1',
  '$F1',
  '$h1',
  '$T',
  '$T1',
  '$i1',
  '$A1',
  '$S1',
  '$R1',
  '$r1',
  '$X1',
  '$x1',
  '$B1',
  '$Z',
  '$undefined',
  '$NaN',
  '$Infinity',
  '$-Infinity',
  '$-0',
  '$D2020-01-01T00:00:00.000Z',
  '$Dnot a date',
  `$n${'9'.repeat(20)}`,
  `$n${'9'.repeat(400)}`,
  '$nx',
  '$$escaped',
  '$',
  '$1:0',
  '$0:status',
);

/** The arguments' JSON: what the forms send, near misses, and anything at all. */
const argumentsJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('[{"status":"idle"},"$K1"]') },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((state) => JSON.stringify([state, '$K1'])) },
  { weight: 3, arbitrary: fc.array(fc.oneof(dollarStrings, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }).map((a) => JSON.stringify(a)) },
  { weight: 1, arbitrary: fc.record({ status: fc.constant('idle'), message: dollarStrings }).map((s) => JSON.stringify([s, '$K1'])) },
  { weight: 2, arbitrary: jsonish },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 3000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.integer({ min: 999, max: 1500 }).map((n) => JSON.stringify(Array(n).fill(0))) },
  { weight: 1, arbitrary: fc.constantFrom('{}', '5', '"x"', 'null', '[', '[{"status":"idle"},"$K1"', '') },
);

/** Where a form posts: the contact page, another page, a page that does not exist. */
const paths = fc.constantFrom('/contact', '/contact', '/search', '/surname-search', '/', '/deity/khodiyar-mata', '/no-such-page');

function origins(origin: string): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ Origin: origin }) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom({ Origin: 'https://evil.example' }, { Origin: 'null' }, { Origin: 'http://[::' }, { Origin: 'not a url' }),
    },
    { weight: 1, arbitrary: fc.constant({ Origin: origin, 'X-Forwarded-Host': 'evil.example' }) },
  );
}

/**
 * Requests to `actionId` (one of the site's actions) on a server at `origin`. Bodies over the
 * 1 MB limit are rare (weight 1 of about 30) so that the runs stay quick.
 */
export function actionRequests(actionId: string, origin: string): fc.Arbitrary<ActionProbe> {
  const ids = fc.oneof({ weight: 8, arbitrary: fc.constant(actionId) }, fc.constantFrom('ab'.repeat(21), 'zz', '', 'x'.repeat(500)));
  const fetchMultipart = fc.tuple(ids, argumentsJson, formFields, fc.boolean()).map(([id, root, fields, rootFirst]) => {
    const parts: [string, string][] = fields.map(([k, v]) => [`_1_${k}`, v]);
    return {
      kind: 'fetch action, multipart',
      headers: { 'Next-Action': id, 'Content-Type': multipartType() },
      body: multipartBody(rootFirst ? [['0', root], ...parts] : [...parts, ['0', root]]),
    };
  });
  const fetchText = fc
    .tuple(ids, argumentsJson)
    .map(([id, root]) => ({ kind: 'fetch action, text', headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' }, body: root }));
  const brokenMultipart = fc.tuple(ids, fc.boolean(), formFields, fc.integer({ min: 1, max: 200 })).map(([id, fetch, fields, cut]) => {
    const body = multipartBody([['0', '[{"status":"idle"},"$K1"]'], ...fields.map(([k, v]): [string, string] => [`_1_${k}`, v])]);
    const variants = [
      { type: multipartType(), body: body.slice(0, Math.max(0, body.length - cut)) },
      { type: multipartType('otherBoundary'), body },
      { type: 'multipart/form-data', body },
      { type: multipartType(), body: 'garbage' },
      { type: multipartType(), body: body.replace(/\r\n/g, '\n') },
    ];
    const variant = variants[cut % variants.length]!;
    return { kind: 'broken multipart', headers: { ...(fetch ? { 'Next-Action': id } : {}), 'Content-Type': variant.type }, body: variant.body };
  });
  // Posted without JavaScript: React's $ACTION_ fields, as rendered, or broken.
  const boundMeta = fc.oneof(
    { weight: 4, arbitrary: fc.constant(JSON.stringify({ id: actionId, bound: '$@1' })) },
    fc.constantFrom(
      JSON.stringify({ id: actionId, bound: null }),
      JSON.stringify({ id: 'zz', bound: '$@1' }),
      JSON.stringify({ id: actionId, bound: '$@9' }),
      '{bad',
      '[]',
      '"x"',
    ),
    jsonish,
  );
  const boundArgs = fc.oneof({ weight: 4, arbitrary: fc.constant('[{"status":"idle"}]') }, argumentsJson);
  const formAction = fc.tuple(boundMeta, boundArgs, formFields, fc.boolean()).map(([meta, args, fields, byId]) => ({
    kind: 'form without JavaScript',
    headers: { 'Content-Type': multipartType() },
    body: multipartBody(
      byId
        ? [[`$ACTION_ID_${actionId}`, ''], ...fields]
        : [['$ACTION_REF_1', ''], ['$ACTION_1:0', meta], ['$ACTION_1:1', args], ['$ACTION_KEY', 'k0123456789'], ...fields],
    ),
  }));
  const oversized = fc.tuple(fc.boolean(), fc.integer({ min: 1_048_577, max: 1_300_000 })).map(([fetch, size]) => ({
    kind: 'body over 1 MB',
    headers: { ...(fetch ? { 'Next-Action': actionId } : {}), 'Content-Type': multipartType() },
    body: multipartBody([
      ['0', '[{"status":"idle"},"$K1"]'],
      [fetch ? '_1_message' : 'message', 'x'.repeat(size)],
      ...(fetch ? [] : ([[`$ACTION_ID_${actionId}`, '']] as [string, string][])),
    ]),
  }));
  const shapes = fc.oneof(
    { weight: 10, arbitrary: fetchMultipart },
    { weight: 5, arbitrary: fetchText },
    { weight: 5, arbitrary: brokenMultipart },
    { weight: 8, arbitrary: formAction },
    { weight: 1, arbitrary: oversized },
  );
  return fc.tuple(shapes, paths, origins(origin)).map(([shape, path, extra]) => ({ ...shape, path, headers: { ...shape.headers, ...extra } }));
}
