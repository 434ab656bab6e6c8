import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { recordRevalidation } from '@/lib/cache/cache-handler.mjs';
import { redisConfigured } from '@/lib/cache/redis.mjs';
import { noteRevalidation } from '@/lib/cache/revalidations';
import { ALL_CONTENT, parseTag } from '@/lib/cache/tags';
import { env } from '@/lib/server/env';
import { log } from '@/lib/server/log';

export const dynamic = 'force-dynamic';

const USAGE = 'Send JSON: {"tags": ["deity:khodiyar-mata", "list:deity", ...]} (1 to 200 tags, see docs/ARCHITECTURE.md) or {"all": true}';

const bodySchema = z.union([z.object({ all: z.literal(true) }), z.object({ tags: z.array(z.string().max(200)).min(1).max(200) })]);

function authorized(request: NextRequest, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/revalidate : after content changed (a new seed, an approved association), every
 * cached page that read the named data is rendered again on its next visit, on every server,
 * its old copy served meanwhile. Bearer KULDEVTA_REVALIDATE_SECRET; body {"tags": [...]} naming
 * data (lib/cache/tags.ts) or {"all": true}. `npm run revalidate` and `npm run review` call it.
 */
export async function POST(request: NextRequest) {
  const secret = env().KULDEVTA_REVALIDATE_SECRET;
  if (!secret) return NextResponse.json({ error: 'On-demand revalidation is not configured' }, { status: 404 });
  if (!authorized(request, secret)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ error: USAGE }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ error: USAGE }, { status: 400 });
  const asked = 'all' in parsed.data ? [ALL_CONTENT] : parsed.data.tags;
  const unknown = asked.filter((tag) => parseTag(tag) === null);
  if (unknown.length) return NextResponse.json({ error: `Not a tag: ${unknown.slice(0, 5).join(', ')}. ${USAGE}` }, { status: 400 });
  const tags = [...new Set(asked.map((tag) => parseTag(tag)!))];
  if (redisConfigured()) {
    try {
      // Written here first, so that a shared cache that cannot be reached is reported.
      await recordRevalidation(tags, Infinity);
    } catch (error) {
      log.error('[revalidate] the shared cache could not be written', { error, route: '/api/revalidate' });
      return NextResponse.json(
        { error: 'Revalidation failed: the shared cache (Redis) is unreachable. Try again.' },
        { status: 503, headers: { 'Retry-After': '30' } },
      );
    }
  }
  // Marked stale, not thrown away: the next visitor still gets the old copy while the new one
  // renders, and when that render fails (the database is down) the old copy stays.
  for (const tag of tags) revalidateTag(tag, 'max');
  // And what is kept beside Next.js's cache (proxy.ts's lists) in this process.
  noteRevalidation(tags);
  return NextResponse.json({ revalidated: tags });
}
