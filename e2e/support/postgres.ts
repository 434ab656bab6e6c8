import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * A new database `name` on the PostgreSQL server at `serverUrl` (one an earlier run left is
 * dropped first), with every migration applied as `npm run db:migrate` applies them: its URL.
 */
export async function migratedDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'ignore',
  });
  return url.toString();
}
