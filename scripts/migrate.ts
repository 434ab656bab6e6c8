// Applies the migrations and the seed: to DATABASE_URL when set, else to the embedded data
// directory (which must not be open in a running server). npm run db:migrate
import pg from 'pg';
import { openEmbedded } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';

const log = (line: string) => console.log(line);
const url = process.env.DATABASE_URL;

if (url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { applied } = await migrate(
      {
        exec: async (sql) => {
          await client.query(sql);
        },
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      },
      { log },
    );
    console.log(applied.length ? `done: ${applied.length} applied` : 'already up to date');
  } finally {
    await client.end();
  }
} else {
  const dir = process.env.KULDEVTA_DATA_DIR ?? '.data';
  const db = await openEmbedded({ dataDir: dir, log });
  await db.pg.close();
  db.release();
  console.log(`embedded database in ${dir} is up to date`);
}
