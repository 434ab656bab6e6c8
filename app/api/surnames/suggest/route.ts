import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { suggestSurnames } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { namesIn } from '@/lib/i18n/content';
import { defaultLanguage, languageCodes, type Language } from '@/lib/pages/kinds.mjs';
import { suggestQuerySchema } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';

/** The language the suggestions are shown in: one of the site's, English when not given. */
const langSchema = z.enum(languageCodes as [Language, ...Language[]], { error: 'Unknown language' }).default(defaultLanguage);

/**
 * GET /api/surnames/suggest?q=&lang= : at most 10 surnames starting with q (any spelling or
 * script). With a language other than English each also carries `name` and `place`, the surname
 * and its state and country as that language's page shows them (its script where it has one);
 * the search itself is made with `surname`, the Latin name.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = suggestQuerySchema.safeParse(params.get('q') ?? undefined);
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid search term' }, { status: 400 });
  }
  const lang = langSchema.safeParse(params.get('lang') ?? undefined);
  if (!lang.success) {
    return NextResponse.json({ error: lang.error.issues[0]?.message ?? 'Unknown language' }, { status: 400 });
  }
  try {
    const found = await suggestSurnames(parsed.data);
    const names = lang.data === 'en' ? null : await namesIn(lang.data);
    const suggestions = names
      ? found.map((s) => ({
          ...s,
          name: names.show('surname', s.surname),
          place: [s.stateProvince, s.country]
            .filter(Boolean)
            .map((p) => names.show('place', p))
            .join(', '),
        }))
      : found;
    return NextResponse.json({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' } });
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
