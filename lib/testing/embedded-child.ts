// A separate process for the embedded-database tests: opens a data directory the way the
// server does, then does what argv says. Prints one JSON line per step. A new directory
// starts from the test run's template database (--template=FILE).
import fs from 'node:fs';
import { openEmbedded, setEmbeddedTemplate } from '../db/embedded';

const template = process.argv.find((a) => a.startsWith('--template='))?.slice('--template='.length);
if (template) setEmbeddedTemplate(() => new Blob([fs.readFileSync(template)]));
const [dir, action, value] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!dir || !action) throw new Error('usage: embedded-child DIR write|read|hold [value] [--hang] [--template=FILE]');

try {
  const db = await openEmbedded({ dataDir: dir });
  if (action === 'write') {
    await db.pg.query("insert into public.search_analytics (search_term, search_type, results_found, result_count) values ($1, 'deity', true, 1)", [
      value,
    ]);
    console.log(JSON.stringify({ written: value }));
    // Acknowledged: the parent may now kill -9 this process.
    if (process.argv.includes('--hang')) await new Promise(() => {});
    await db.pg.close();
    db.release();
  } else if (action === 'read') {
    const rows = await db.pg.query<{ search_term: string }>('select search_term from public.search_analytics order by id');
    console.log(JSON.stringify({ terms: rows.rows.map((r) => r.search_term) }));
    await db.pg.close();
    db.release();
  } else if (action === 'hold') {
    console.log(JSON.stringify({ holding: process.pid }));
    await new Promise(() => {});
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(3);
}
