import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/env';
import { forgetKnownSlugs } from '@/lib/known-slugs';

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
  // A deity or category may have come or gone: proxy.ts reads the list of pages again.
  forgetKnownSlugs();
  if ('all' in parsed.data) {
    revalidatePath('/', 'layout');
    return NextResponse.json({ revalidated: 'all' });
  }
  for (const path of parsed.data.paths) revalidatePath(path);
  return NextResponse.json({ revalidated: parsed.data.paths });
}
