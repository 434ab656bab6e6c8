import { NextResponse, type NextRequest } from 'next/server';
import { familySuggestions } from '@/lib/community/suggestions';
import { findFamilyNames } from '@/lib/data/communities';
import { suggestDeities } from '@/lib/data/deities';
import { DbUnavailableError } from '@/lib/db';
import { suggestQuerySchema } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';

/**
 * GET /api/deities/suggest?q= : at most 8 suggestions: first the surname, community or gotra
 * the text names or starts with (at most two, each to its page), then the deities whose names
 * or aliases contain it.
 */
export async function GET(request: NextRequest) {
  const parsed = suggestQuerySchema.safeParse(request.nextUrl.searchParams.get('q') ?? undefined);
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid search term' }, { status: 400 });
  }
  try {
    const [deities, families] = await Promise.all([suggestDeities(parsed.data), findFamilyNames(parsed.data, true)]);
    const leading = familySuggestions(families);
    const suggestions = [...leading, ...deities.slice(0, 8 - leading.length).map((d) => ({ kind: 'deity' as const, ...d }))];
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
