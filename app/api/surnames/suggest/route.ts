import { NextResponse, type NextRequest } from 'next/server';
import { suggestSurnames } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { suggestQuerySchema } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';

/** GET /api/surnames/suggest?q= : at most 10 surnames starting with q (any spelling or script). */
export async function GET(request: NextRequest) {
  const parsed = suggestQuerySchema.safeParse(request.nextUrl.searchParams.get('q') ?? undefined);
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid search term' }, { status: 400 });
  }
  try {
    return NextResponse.json(
      { suggestions: await suggestSurnames(parsed.data) },
      { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } },
    );
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    // The spec: failed surname suggestions are logged only; the box keeps working without them.
    log.error('[surname-suggest] surname suggestions failed', {
      error,
      route: '/api/surnames/suggest',
      requestId: request.headers.get('x-request-id'),
    });
    return NextResponse.json({ error: 'Suggestions are unavailable right now.' }, { status: 503 });
  }
}
