// The embedded database's own thread (see createThreadedEmbeddedDb in embedded.ts). PGlite
// runs each query synchronously inside WebAssembly: on the server's main thread, every query
// would stop every other request, cached pages included, until it finished. Here it runs on
// another core.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const pg = await PGlite.create({
  dataDir: workerData.pgdata,
  extensions: { pg_trgm, fuzzystrmatch, unaccent },
  loadDataDir: workerData.loadDataDir,
});
let serving = false;

/**
 * Until 'serve', the server migrates and seeds the database through 'exec' and 'query', as the
 * owner. From then on every visitor call runs as anon, as on Supabase, and owner queries step
 * out for one transaction.
 * @param {{ kind: 'exec', sql: string } | { kind: 'query', sql: string, params?: unknown[] } | { kind: 'serve' } | { kind: 'call', text: string, values: unknown[] } | { kind: 'owner', sql: string, params?: unknown[] } | { kind: 'close' }} message
 */
async function run(message) {
  if ((message.kind === 'exec' || message.kind === 'query' || message.kind === 'serve') && serving) throw new Error(`${message.kind} after serve`);
  switch (message.kind) {
    case 'exec':
      await pg.exec(message.sql);
      return null;
    case 'query':
      return (await pg.query(message.sql, message.params)).rows;
    case 'serve':
      await pg.exec('set role anon');
      serving = true;
      return null;
    case 'call':
      return (await pg.query(message.text, message.values)).rows[0]?.result ?? null;
    case 'owner':
      return pg.transaction(async (tx) => {
        await tx.exec('set local role none');
        return (await tx.query(message.sql, message.params)).rows;
      });
    case 'close':
      await pg.close();
      return null;
  }
}

parentPort.on('message', async ({ id, ...message }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: await run(message) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
  if (message.kind === 'close') parentPort.close();
});
parentPort.postMessage({ ready: true });
