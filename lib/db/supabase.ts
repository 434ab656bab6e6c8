import { createClient } from '@supabase/supabase-js';
import type { Db } from './types';

/**
 * The Supabase transport: rpc() with the publishable key, so row-level security applies,
 * and no cookies or sessions, so pages that read through it stay cacheable.
 */
export function createSupabaseDb(url: string, publishableKey: string, fetchImpl?: typeof fetch): Db {
  const client = createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
  });
  return {
    transport: 'supabase',
    async call(fn, args) {
      const { data, error } = await client.rpc(fn, args ?? {});
      if (error) throw new Error(`supabase rpc ${fn} failed: ${error.message}`, { cause: error });
      return data ?? null;
    },
    async close() {
      await client.removeAllChannels();
    },
  };
}
