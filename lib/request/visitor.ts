import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { env } from '../server/env';

// A salted one-way hash of the visitor's address, for rate limits only: the address itself
// is never stored. Without KULDEVTA_HASH_SALT (allowed only on the embedded database, which has
// one server) the salt is random per server process.
let processSalt: string | undefined;
const salt = () => env().KULDEVTA_HASH_SALT ?? (processSalt ??= randomBytes(16).toString('hex'));

export interface Visitor {
  hash: string;
  userAgent: string;
}

export async function currentVisitor(): Promise<Visitor> {
  const h = await headers();
  const address = visitorAddress(h.get('x-forwarded-for'), env().KULDEVTA_PROXY_HOPS) || h.get('x-real-ip') || 'local';
  return {
    hash: createHash('sha256').update(`${salt()}:${address}`).digest('hex').slice(0, 32),
    userAgent: (h.get('user-agent') ?? '').slice(0, 500),
  };
}

/**
 * The address the nearest trusted proxy saw: each proxy appends the address it was connected
 * from, so with `hops` proxies it is the hops-th entry from the right. The leftmost entries
 * are whatever the visitor sent, and trusting them would let anyone pick a fresh rate-limit
 * identity for every request. (A server exposed without a proxy cannot tell either: run it
 * behind one, see README.)
 */
export function visitorAddress(forwardedFor: string | null, hops: number): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
