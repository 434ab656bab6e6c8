import { NextResponse, type NextRequest } from 'next/server';
import { suggestDeities } from '@/lib/data/deities';
import { DbUnavailableError } from '@/lib/db';
import { suggestQuerySchema } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';

/** GET /api/deities/suggest?q= : at most 8 deities whose names or aliases contain q. */
export async function GET(request: NextRequest) {
  const parsed = suggestQuerySchema.safeParse(request.nextUrl.searchParams.get('q') ?? undefined);
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid search term' }, { status: 400 });
  }
  try {
    const suggestions = await suggestDeities(parsed.data);
    return NextResponse.json(
      { suggestions },
      // Suggestions for the same text are the same for everyone: let browsers and CDNs keep them briefly.
      { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } },
    );
  } catch (error) {
    if (error instanceof DbUnavailableError) {
      log.error('[suggest] deity suggestions failed', { error, route: '/api/deities/suggest', requestId: request.headers.get('x-request-id') });
      return NextResponse.json({ error: 'Suggestions are unavailable right now. Please try again.' }, { status: 503 });
    }
    throw error;
  }
}
