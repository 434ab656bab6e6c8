import { describe, expect, it } from 'vitest';
import { productionProblem, type Env } from './env';

const base: Env = { KULDEVTA_DB_TIMEOUT_MS: 8000, KULDEVTA_PROXY_HOPS: 1 };

describe('productionProblem', () => {
  it('a production server on a shared database needs KULDEVTA_HASH_SALT', () => {
    const postgres = { ...base, DATABASE_URL: 'postgres://u@h/db' };
    expect(productionProblem(postgres, 'production')).toMatch(/^KULDEVTA_HASH_SALT is not set/);
    expect(productionProblem({ ...base, NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'k' }, 'production')).not.toBeNull();
    expect(productionProblem({ ...postgres, KULDEVTA_HASH_SALT: 'a'.repeat(32) }, 'production')).toBeNull();
  });

  it('the embedded database (one server) and development make their own salt', () => {
    expect(productionProblem(base, 'production')).toBeNull();
    expect(productionProblem({ ...base, DATABASE_URL: 'postgres://u@h/db' }, 'development')).toBeNull();
  });
});
