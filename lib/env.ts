import { z } from 'zod';

/**
 * The one place the server reads its configuration. Parsed once; a wrong value stops the
 * server with a message that names the variable, instead of failing later somewhere else.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  /** Which database to use; chosen from the other variables when not set. */
  KULDEVTA_DB: z.enum(['embedded', 'postgres', 'supabase']).optional(),
  /** Data directory of the embedded database (default .data), or memory:// for a throwaway one. */
  KULDEVTA_DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  /** How long one database call may take before the page shows its error (default 8000 ms). */
  KULDEVTA_DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /**
   * How many proxies in front of the server append to X-Forwarded-For (default 1: the nginx
   * front of ops/nginx, or a platform such as Vercel). The visitor's address is that many
   * entries from the right; entries further left were sent by the visitor and prove nothing.
   */
  KULDEVTA_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  /** The publishable (anon) key: the only key the site reads with. */
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalText,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid configuration: ${issues}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export type Transport = 'embedded' | 'postgres' | 'supabase';

export function chosenTransport(e: Env = env()): Transport {
  if (e.KULDEVTA_DB) return e.KULDEVTA_DB;
  if (e.DATABASE_URL) return 'postgres';
  if (e.NEXT_PUBLIC_SUPABASE_URL && (e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || e.NEXT_PUBLIC_SUPABASE_ANON_KEY)) {
    return 'supabase';
  }
  return 'embedded';
}
