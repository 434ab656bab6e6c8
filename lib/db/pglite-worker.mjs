// The embedded database's own thread (see createThreadedEmbeddedDb in embedded.ts). PGlite
// runs each query synchronously inside WebAssembly: on the server's main thread, every query
// would stop every other request, cached pages included, until it finished. Here it runs on
// another core.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const pg = await PGlite.create({ dataDir: workerData.pgdata, extensions: { pg_trgm, fuzzystrmatch, unaccent } });
// Every visitor call runs as anon, as on Supabase; owner queries step out for one transaction.
await pg.exec('set role anon');

/** @param {{ kind: 'call', text: string, values: unknown[] } | { kind: 'owner', sql: string, params?: unknown[] } | { kind: 'close' }} message */
async function run(message) {
  switch (message.kind) {
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
