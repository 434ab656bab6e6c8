import { NextResponse } from 'next/server';
import { redisStatus } from '@/lib/cache/redis.mjs';
import { dbCall, DbUnavailableError } from '@/lib/db';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health : 200 when the database answers a visitor's call, 503 otherwise (for
 * monitoring and load balancers). The body says what each part answered: `database`, and
 * `sharedCache` (Redis, with REDIS_URL; "off" without). Without the shared cache pages are
 * still rendered from the database, so it does not make the answer a 503: `status` is
 * "degraded" instead, and revalidation answers 503 until Redis is back.
 */
export async function GET() {
  const [database, sharedCache] = await Promise.all([
    dbCall('health').then(
      () => 'ok' as const,
      (error: unknown) => {
        if (!(error instanceof DbUnavailableError)) throw error;
        return 'unavailable' as const;
      },
    ),
    redisStatus(),
  ]);
  if (database !== 'ok') {
    return NextResponse.json({ status: 'unavailable', database, sharedCache }, { status: 503, headers: { ...noStore, 'Retry-After': '30' } });
  }
  return NextResponse.json({ status: sharedCache === 'unavailable' ? 'degraded' : 'ok', database, sharedCache }, { headers: noStore });
}
