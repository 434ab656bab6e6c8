import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { recordPrayerView } from '@/lib/data/prayers';
import { currentVisitor } from '@/lib/request/visitor';
import { log } from '@/lib/server/log';

const bodySchema = z.object({ type: z.enum(['aarti', 'mantra']), id: z.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/prayers/view {type, id}: counts one view. 204 when counted, 404 unknown prayer, 429
 * past 60 views a minute by one visitor (counted in the database, across all servers).
 */
export async function POST(request: NextRequest) {
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 1000));
  } catch {
    return NextResponse.json({ error: 'Body must be JSON: {"type": "aarti" | "mantra", "id": number}' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return NextResponse.json({ error: 'Body must be {"type": "aarti" | "mantra", "id": positive integer}' }, { status: 400 });
  }
  try {
    const answer = await recordPrayerView(parsed.data.type, parsed.data.id, (await currentVisitor()).hash);
    if (answer === 'limited') {
      return NextResponse.json({ error: 'Too many requests: please wait a minute.' }, { status: 429, headers: { 'Retry-After': '60' } });
    }
    return answer === 'counted' ? new NextResponse(null, { status: 204 }) : NextResponse.json({ error: 'No such prayer' }, { status: 404 });
  } catch (error) {
    // The spec: a failed statistics write is a logged warning, never an error for the visitor.
    log.warn('[prayer-view] not counted', { error, route: '/api/prayers/view', requestId: request.headers.get('x-request-id') });
    return NextResponse.json({ error: 'Not counted, try again later' }, { status: 503 });
  }
}
