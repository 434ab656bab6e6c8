import fc from 'fast-check';

/**
 * Generated visitor input for the fuzz tests (server actions, SQL write functions, HTTP
 * routes): long strings, control and format characters, mixed scripts, markup and SQL
 * fragments, malformed percent-encodings. The markup payloads carry a marker, so a test can
 * look for the payload itself in what the server answers.
 */

/** Marker inside every markup payload: the raw payload must never appear in a page. */
export const MARK = 'kfz9x';

export const markupPayloads = [
  `<script>${MARK}(1)</script>`,
  `<img src=x onerror=${MARK}(2)>`,
  `"><svg onload=${MARK}(3)>`,
  `'><iframe src=javascript:${MARK}(4)>`,
  `</title><script>${MARK}(5)</script>`,
  `<a href="javascript:${MARK}(6)">x</a>`,
  `</script><script>${MARK}(7)</script>`,
];

/** The raw forms of the payloads that would execute if a page echoed them unescaped. */
export const rawPayloadPatterns = [
  new RegExp(`<script>${MARK}`, 'i'),
  new RegExp(`<img src=x onerror=${MARK}`, 'i'),
  new RegExp(`<svg onload=${MARK}`, 'i'),
  new RegExp(`<iframe src=javascript:${MARK}`, 'i'),
  new RegExp(`<a href="javascript:${MARK}`, 'i'),
];

const fragments = [
  // scripts and emoji (with skin tone, ZWJ family, flag)
  'कुलदेवी',
  'तुळजा भवानी',
  'ખોડિયાર માતા',
  'ਕੁਲਦੇਵਤਾ',
  'குலதெய்வம்',
  'ಕುಲದೇವತೆ',
  'കുലദേവത',
  'কুলদেবতা',
  'ଦେବୀ',
  '🙏🏽',
  '👨‍👩‍👧',
  '🇮🇳',
  'क्‍ष',
  'ज़',
  'e\u0301',
  'Å',
  '\u212B',
  '\u0915\u093C',
  // right-to-left text and bidi controls
  'مدينة',
  'עברית',
  '\u202Eevil\u202C',
  '\u2066x\u2069',
  '\u200F',
  '\u061C',
  // control and format characters, odd whitespace
  '\u0000',
  '\u0007',
  '\u0008',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u200B',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\u00A0',
  '\u3000',
  '\t',
  '\r\n',
  '\n\n',
  '   ',
  '\uD800',
  '\uDFFF',
  '\uFFFD',
  '\uFFFF',
  // markup
  ...markupPayloads,
  '<b>',
  '</b>',
  '<',
  '>',
  '&lt;script&gt;',
  '&amp;',
  '&#x3C;',
  '<!--',
  '-->',
  '<![CDATA[',
  // SQL
  "'; drop table deities; --",
  "' or '1'='1",
  '") or 1=1 --',
  'union select',
  '\\',
  "''",
  '%',
  '_',
  '$1',
  '::text',
  // percent-encodings, well-formed and not
  '%',
  '%ZZ',
  '%E0%A4',
  '%C0%AF',
  '%00',
  '%25',
  '%2F',
  '%uD800',
  '%%',
  '%F0%9F',
  // JSON and paths
  '{"a":1}',
  '[1,2]',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '../../etc/passwd',
  '/',
  '?',
  '#',
  '&',
  '=',
  // ordinary words
  'Patil',
  'Ambaji',
  'Tulja Bhavani',
  'Pune',
  'Maharashtra',
  'Gujarat',
  'asha@example.com',
];

/** Strings a visitor could send: mixtures of the fragments, random text, very long text. */
export const visitorText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 8 }).map((a) => a.join('')) },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 6 })), { maxLength: 10 }).map((a) => a.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'क', '🙏', '<b>', ' ', 'ab'), fc.integer({ min: 90, max: 6000 }))
      .map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n)),
  },
);

/** Text that percent-encodes cleanly, or raw text whose '%' may be malformed on purpose. */
export const urlText: fc.Arbitrary<string> = fc.oneof(
  visitorText.map((s) => encodeURIComponent(s.toWellFormed())),
  visitorText.map((s) => s.toWellFormed().replace(/[^%A-Za-z0-9._~-]/gu, (c) => encodeURIComponent(c))),
  fc.constantFrom('%', '%ZZ', '%E0%A4', '%C0%AF', '%00', '%25%', '%F0%9F%99', 'a%2', '%uD800'),
);

/** A query string value for `name`: missing, once, repeated (an array), or empty. */
export function queryParam(name: string, value: fc.Arbitrary<string> = urlText): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(''),
    value.map((v) => `${name}=${v}`),
    fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${name}=${v}`).join('&')),
    fc.constant(`${name}`),
    fc.constant(`${name}[]=a&${name}[]=b`),
  );
}

/** A query string from several params, in any order, with a stray one sometimes. */
export function queryString(names: string[], extra: Partial<Record<string, fc.Arbitrary<string>>> = {}): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...names.map((n) => queryParam(n, extra[n] ?? urlText)),
      fc.oneof(
        fc.constant(''),
        fc.constant('__proto__=x'),
        fc.constant('constructor[prototype][x]=1'),
        urlText.map((v) => `${v}=${v}`),
      ),
    )
    .map((parts) => parts.filter(Boolean).join('&'));
}

/** What a JSON body could be instead of {type, id}. */
export const jsonish: fc.Arbitrary<string> = fc.oneof(
  fc
    .record(
      {
        type: fc.oneof(fc.constantFrom('aarti', 'mantra', 'AARTI', '', 'deity'), visitorText, fc.integer(), fc.constant(null), fc.array(fc.string())),
        id: fc.oneof(
          fc.integer({ min: -5, max: 40 }),
          fc.constantFrom(0, 1.5, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, -0),
          fc.string(),
          fc.constant(null),
          fc.array(fc.integer()),
          fc.double(),
        ),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  visitorText,
  fc.constantFrom('', '{', '[', 'null', '"x"', '{"type":"aarti","id":1}'.repeat(200), '{"type":"aarti","id":1e999}'),
);
