/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run by node itself (not bundled) */
// React's own decoding of a server action's arguments, as Next.js runs it for a fetch action
// (the same React release's published package, not Next.js's private copy)
// (busboy for a multipart body, decodeReply for text), for lib/actions/actions.fuzz.test.ts.
// Run with `node --conditions react-server` (React's server build refuses to load otherwise).
// Reads one JSON request a line on stdin ({id, contentType, body} with the body in base64) and
// answers one line each: {id, ok: true, args} (args: what each argument is) or {id, ok: false, error}.
'use strict';
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const readline = require('node:readline');
const react = require('react-server-dom-turbopack/server.node');
const busboyOf = require('busboy');

const LIMIT = 1024 * 1024;
// A part that never resolves leaves React's promises pending or rejected after the answer.
process.on('unhandledRejection', () => {});

/** Gives up on a decode that never settles (a reference to a part that never comes). */
function withTimeout(promise) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('decode did not settle in 2 s')), 2000))]);
}

async function decode(contentType, body) {
  const temporaryReferences = react.createTemporaryReferenceSet();
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const busboy = busboyOf({ defParamCharset: 'utf8', headers: { 'content-type': contentType }, limits: { fieldSize: LIMIT } });
    const [, args] = await withTimeout(
      Promise.all([pipeline(Readable.from([body]), busboy), react.decodeReplyFromBusboy(busboy, {}, { temporaryReferences })]),
    );
    return args;
  }
  return withTimeout(react.decodeReply(body.toString('utf8'), {}, { temporaryReferences }));
}

const describe = (value) => (value instanceof FormData ? 'FormData' : value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  const { id, contentType, body } = JSON.parse(line);
  let answer;
  try {
    const args = await decode(contentType, Buffer.from(body, 'base64'));
    answer = { id, ok: true, args: Array.isArray(args) ? args.map(describe) : describe(args) };
  } catch (error) {
    answer = { id, ok: false, error: String(error && error.message).slice(0, 200) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
});
