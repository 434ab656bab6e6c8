import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getPrayer } from '@/lib/data/prayers';
import { DbUnavailableError } from '@/lib/db';
import { prayerPath } from '@/lib/urls/prayer';

const querySchema = z.object({ type: z.enum(['aarti', 'mantra']), id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/prayers/canonical?type=aarti&id=1 : the prayer's canonical path (used by proxy.ts). */
export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: 'type must be aarti or mantra and id a positive integer' }, { status: 400 });
  try {
    const prayer = await getPrayer(parsed.data.type, parsed.data.id);
    if (!prayer) return NextResponse.json({ error: 'No such prayer' }, { status: 404 });
    return NextResponse.json(
      { path: prayerPath(prayer.type, prayer.title, prayer.id) },
      // Never stored by a cache in front: proxy.ts may reach this through it (the request's own
      // address), and an answer kept there would outlive a rename.
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return NextResponse.json({ error: 'Unavailable, try again later' }, { status: 503 });
  }
}
