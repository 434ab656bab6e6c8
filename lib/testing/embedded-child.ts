// A separate process for the embedded-database tests: opens a data directory the way the
// server does, then does what argv says. Prints one JSON line per step.
import { openEmbedded } from '../db/embedded';

const [dir, action, value] = process.argv.slice(2);
if (!dir || !action) throw new Error('usage: embedded-child DIR write|read|hold [value]');

try {
  const db = await openEmbedded({ dataDir: dir });
  if (action === 'write') {
    await db.pg.query(
      "insert into public.search_analytics (search_term, search_type, results_found, result_count) values ($1, 'deity', true, 1)",
      [value],
    );
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
