import pg from 'pg';
import { callSql, type Db } from './types';
import { log } from '../server/log';

/** Result values of json/jsonb come parsed; numbers of count(*) stay strings (not used). */
export function createPostgresDb(connectionString: string, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A hung query must not hold a page forever.
    statement_timeout: 10_000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => {
    log.warn('[db] idle postgres client error', { error });
  });
  return {
    transport: 'postgres',
    // Visitors' calls run as anon, as on Supabase: row-level security and grants apply. The
    // role is set inside the call's own transaction (set local), never once per connection:
    // behind a transaction-mode pooler (PgBouncer, Supavisor) consecutive transactions may run
    // on different server connections, and a session-wide role would not follow the call.
    async call(fn, args) {
      const { text, values } = callSql(fn, args);
      const client = await pool.connect();
      try {
        await client.query('begin; set local role anon');
        const result = await client.query<{ result: unknown }>(text, values);
        await client.query('commit');
        return result.rows[0]?.result ?? null;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async ownerQuery<T>(sql: string, params?: unknown[]) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('set local role none');
        const result = await client.query(sql, params);
        await client.query('commit');
        return result.rows as T[];
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
