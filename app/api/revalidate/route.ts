import { timingSafeEqual } from 'node:crypto';
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { bumpContentVersion } from '@/lib/cache/content-version';
import { env } from '@/lib/server/env';
import { log } from '@/lib/server/log';

export const dynamic = 'force-dynamic';

const bodySchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    paths: z
      .array(z.string().max(300).regex(/^\/[^\s?#]*$/, 'each path starts with / and has no query'))
      .min(1)
      .max(200),
  }),
]);

function authorized(request: NextRequest, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/revalidate : on-demand revalidation after content changes (new seed, an approved
 * association shown on a cached page). Bearer KULDEVTA_REVALIDATE_SECRET; body
 * {"paths": ["/deity/khodiyar-mata", ...]} or {"all": true}. `npm run revalidate` calls it.
 */
export async function POST(request: NextRequest) {
  const secret = env().KULDEVTA_REVALIDATE_SECRET;
  if (!secret) return NextResponse.json({ error: 'On-demand revalidation is not configured' }, { status: 404 });
  if (!authorized(request, secret)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ error: 'Send JSON: {"paths": ["/..."]} or {"all": true}' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ error: 'Send JSON: {"paths": ["/..."]} (1 to 200 paths) or {"all": true}' }, { status: 400 });
  try {
    // A deity, category or prayer may have come, gone or been renamed: every server's proxy
    // reads its lists again. First, so that a shared cache that cannot be reached is reported.
    await bumpContentVersion();
  } catch (error) {
    log.error('[revalidate] the shared content version could not be written', { error, route: '/api/revalidate' });
    return NextResponse.json({ error: 'Revalidation failed: the shared cache (Redis) is unreachable. Try again.' }, { status: 503 });
  }
  // Each page is marked stale, not thrown away: its next visitor still gets it while the new
  // copy renders, and when that render fails (the database is down) the old copy stays.
  // Next.js tags every cached page with its path, and every page with the root layout's tag.
  const paths = 'all' in parsed.data ? ['/layout'] : parsed.data.paths;
  for (const path of paths) revalidateTag(pathTag(path), 'max');
  return NextResponse.json({ revalidated: 'all' in parsed.data ? 'all' : parsed.data.paths });
}

/** The tag Next.js gives the cached page at `path` (its implicit path tag). */
function pathTag(path: string): string {
  return `${NEXT_CACHE_IMPLICIT_TAG_ID}${path.length > 1 ? path.replace(/\/+$/, '') : path}`;
}
