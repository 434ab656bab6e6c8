import { NextResponse } from 'next/server';
import { dbCall, DbUnavailableError } from '@/lib/db';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health : 200 when the database answers a visitor's call, 503 otherwise. For
 * monitoring, and for proxy.ts, which answers dynamic pages with 503 while it is down.
 */
export async function GET() {
  try {
    await dbCall('health');
    return NextResponse.json({ status: 'ok' }, { headers: noStore });
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return NextResponse.json({ status: 'unavailable' }, { status: 503, headers: { ...noStore, 'Retry-After': '30' } });
  }
}
