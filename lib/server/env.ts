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
  /** Connections each server opens to PostgreSQL (the postgres transport). */
  KULDEVTA_PG_POOL: z.coerce.number().int().min(1).max(1_000).default(10),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  /** The publishable (anon) key: the only key the site reads with. */
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalText,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  SUPPORT_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The secret mixed into the visitor's hashed address (rate limits). Every instance of one
   * site needs the same one, or each counts its own visitors; required on a shared database.
   */
  KULDEVTA_HASH_SALT: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Bearer secret of POST /api/revalidate; unset (or empty) turns the route off. Used as given. */
  KULDEVTA_REVALIDATE_SECRET: z.string().optional(),
  /** Shared secret the server sends to the send-email edge function (Supabase only). */
  KULDEVTA_FUNCTION_SECRET: z.string().optional(),
  /** `1` serves /error-check, a page that fails on purpose, for the browser tests. */
  KULDEVTA_ENABLE_ERROR_ROUTE: z.string().optional(),
  /** The build's directory when not .next (a second build beside the first, in the tests). */
  KULDEVTA_DIST_DIR: optionalText,
  /**
   * A folder of this server's own for the pages it renders and its revalidations, read above
   * the build's prerendered pages (lib/cache/cache-handler.mjs reads it): for a second server of
   * one build on another database. Unset, the build's own folder.
   */
  KULDEVTA_CACHE_DIR: optionalText,
  /**
   * Redis shared by several servers of one site: Next.js's server cache and the revalidations
   * (lib/cache/redis.mjs reads it too). Unset, each server keeps its own (right for one server).
   */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
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

/**
 * KULDEVTA_LOG_FILE: a file the server's log lines are also appended to (the browser tests read
 * it). Read apart from env(), so that the logger works when the rest of the configuration is
 * what failed.
 */
export function logFile(): string | undefined {
  return process.env.KULDEVTA_LOG_FILE || undefined;
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

/**
 * What a production server cannot run without, as one message (null when all is set). On a
 * shared database (PostgreSQL, Supabase) several instances may serve one site: without one
 * KULDEVTA_HASH_SALT for all, each would hash visitors differently and count its own limits.
 * The embedded database can only ever have one server, which then makes its own salt.
 */
export function productionProblem(e: Env, nodeEnv: string | undefined, build: { fixedActionKey: boolean }): string | null {
  if (nodeEnv !== 'production') return null;
  const embedded = chosenTransport(e) === 'embedded';
  if (e.REDIS_URL && embedded) {
    return (
      'REDIS_URL is set (several servers) but the database is the embedded one, which only one ' +
      'server can open: set DATABASE_URL (PostgreSQL) or the Supabase settings.'
    );
  }
  if (e.REDIS_URL && !build.fixedActionKey) {
    return (
      'REDIS_URL is set (several servers) but this build was made without ' +
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: a form rendered by one server would be refused by a ' +
      'server built separately. Build with the same key everywhere (`openssl rand -base64 32`).'
    );
  }
  if (embedded || e.KULDEVTA_HASH_SALT) return null;
  return (
    'KULDEVTA_HASH_SALT is not set. On a shared database every server of the site must hash ' +
    'visitors with the same secret, or rate limits count per server: set it to the same long ' +
    'random value on each (for example the output of `openssl rand -hex 32`).'
  );
}
