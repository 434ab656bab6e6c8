import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb } from './postgres';
import type { Db } from './types';

// Behind a transaction-mode pooler (PgBouncer, Supavisor) a call may run on a server connection
// whose session state another client left behind. The visitor's role must come with each call,
// not with the connection: here the one pooled connection's session role is reset between
// calls, as a pooler handing over another connection would leave it, and the next call must
// still run as anon.
const url = process.env.TEST_DATABASE_URL;

// Skipped only without a PostgreSQL server: npm test and .ci/run start a throwaway one and set
// TEST_DATABASE_URL, so CI always runs these.
describe.skipIf(!url)('PostgreSQL transport: the visitor role is set per call', () => {
  const name = `kuldevta_role_${randomBytes(6).toString('hex')}`;
  let server: pg.Client;
  let db: Db;
  let login: string;

  beforeAll(async () => {
    server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const setup = new pg.Client({ connectionString: target.toString() });
    await setup.connect();
    await setup.query(`do $$ begin create role anon nologin; exception when duplicate_object then null; end $$`);
    await setup.query(`create function public.test_whoami() returns jsonb language sql as $$ select to_jsonb(current_user::text) $$`);
    await setup.query('grant usage on schema public to anon; grant execute on function public.test_whoami() to anon');
    login = (await setup.query<{ u: string }>('select current_user::text as u')).rows[0]!.u;
    await setup.end();
    db = createPostgresDb(target.toString(), 1);
  });

  afterAll(async () => {
    await db?.close();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  it('runs as anon, also on a connection whose session role was reset', async () => {
    expect(login).not.toBe('anon');
    expect(await db.call('test_whoami', {})).toBe('anon');
    // The pool's only connection, its session role put back to the login role.
    await db.ownerQuery!('reset role');
    expect(await db.ownerQuery!<{ u: string }>('select session_user::text as u')).toEqual([{ u: login }]);
    expect(await db.call('test_whoami', {})).toBe('anon');
    // And the role never outlives the call: the connection is back to the login role after it.
    expect(await db.ownerQuery!<{ u: string }>('select current_user::text as u')).toEqual([{ u: login }]);
  });
});
