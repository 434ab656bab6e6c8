import type { Transport } from '../server/env';

/** The one interface every transport offers to lib/data. */
export interface Db {
  readonly transport: Transport;
  /**
   * Calls a public SQL function with named arguments, with the visitor's rights (the anon
   * role, row-level security applies), and returns its JSON result.
   */
  call(fn: string, args?: Record<string, unknown>): Promise<unknown>;
  /**
   * SQL with the owner's rights, for the server's own bookkeeping (the email outbox) and for
   * operators. Only the embedded and postgres transports have it: with Supabase, the edge
   * functions hold those rights and the site never does.
   */
  ownerQuery?: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  close(): Promise<void>;
}

/** Raised when the database cannot answer; pages turn it into their error states. */
export class DbUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DbUnavailableError';
  }
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Builds `select public.fn(p_a => $1, ...)` for a call; names are checked, values bound. */
export function callSql(fn: string, args: Record<string, unknown> = {}): { text: string; values: unknown[] } {
  if (!IDENTIFIER.test(fn)) throw new Error(`Invalid function name: ${fn}`);
  const names = Object.keys(args);
  const values: unknown[] = [];
  const parts = names.map((name, i) => {
    if (!IDENTIFIER.test(name)) throw new Error(`Invalid argument name: ${name}`);
    const value = args[name];
    values.push(value === undefined ? null : value);
    return `${name} => $${i + 1}`;
  });
  return { text: `select public.${fn}(${parts.join(', ')}) as result`, values };
}
