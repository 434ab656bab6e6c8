import { describe, expect, it } from 'vitest';
import { productionProblem, type Env } from './env';

const base: Env = { KULDEVTA_DB_TIMEOUT_MS: 8000, KULDEVTA_PROXY_HOPS: 1, KULDEVTA_PG_POOL: 10 };
const built = { fixedActionKey: false };

describe('productionProblem', () => {
  it('a production server on a shared database needs KULDEVTA_HASH_SALT', () => {
    const postgres = { ...base, DATABASE_URL: 'postgres://u@h/db' };
    expect(productionProblem(postgres, 'production', built)).toMatch(/^KULDEVTA_HASH_SALT is not set/);
    expect(
      productionProblem(
        { ...base, NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'k' },
        'production',
        built,
      ),
    ).not.toBeNull();
    expect(productionProblem({ ...postgres, KULDEVTA_HASH_SALT: 'a'.repeat(32) }, 'production', built)).toBeNull();
  });

  it('the embedded database (one server) and development make their own salt', () => {
    expect(productionProblem(base, 'production', built)).toBeNull();
    expect(productionProblem({ ...base, DATABASE_URL: 'postgres://u@h/db' }, 'development', built)).toBeNull();
  });

  it('several servers (REDIS_URL) need a shared database and a build with a fixed server-action key', () => {
    const several = { ...base, DATABASE_URL: 'postgres://u@h/db', KULDEVTA_HASH_SALT: 'a'.repeat(32), REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(productionProblem(several, 'production', built)).toMatch(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/);
    expect(productionProblem(several, 'production', { fixedActionKey: true })).toBeNull();
    expect(productionProblem({ ...base, REDIS_URL: 'redis://h' }, 'production', { fixedActionKey: true })).toMatch(/embedded/);
    expect(productionProblem({ ...several, KULDEVTA_HASH_SALT: undefined }, 'production', { fixedActionKey: true })).toMatch(/^KULDEVTA_HASH_SALT/);
  });
});
