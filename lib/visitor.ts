import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';

// A salted one-way hash of the visitor's address, for rate limits only: the address itself
// is never stored. Without KULDEVTA_HASH_SALT the salt is random per server process.
const salt = process.env.KULDEVTA_HASH_SALT || randomBytes(16).toString('hex');

export interface Visitor {
  hash: string;
  userAgent: string;
}

export async function currentVisitor(): Promise<Visitor> {
  const h = await headers();
  const address = h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'local';
  return {
    hash: createHash('sha256').update(`${salt}:${address}`).digest('hex').slice(0, 32),
    userAgent: (h.get('user-agent') ?? '').slice(0, 500),
  };
}
