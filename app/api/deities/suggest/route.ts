import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { familySuggestions } from '@/lib/community/suggestions';
import { findFamilyNames } from '@/lib/data/communities';
import { suggestDeities, type DeitySuggestion } from '@/lib/data/deities';
import { DbUnavailableError } from '@/lib/db';
import { namesIn, referenceIn } from '@/lib/i18n/content';
import { leadItemsIn } from '@/lib/i18n/lead';
import { writtenLinks } from '@/lib/i18n/links';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { textIn } from '@/lib/data/languages';
import { inLanguage, languageCodes, type Language } from '@/lib/pages/kinds.mjs';
import { isIndicScript, latinName } from '@/lib/ui/latin-name';
import { suggestQuerySchema } from '@/lib/validation/explore';
import { log } from '@/lib/server/log';

/** The language of the page asking: its suggestions come in it (English unless said). */
const langSchema = z.enum(languageCodes as readonly [Language, ...Language[]], { error: 'Unknown language' }).default('en');

/** A deity the text names, also when it is typed in an Indian script (looked up as families spell it in Latin letters too). */
async function deitiesFor(query: string): Promise<DeitySuggestion[]> {
  const found = await suggestDeities(query);
  if (!isIndicScript(query)) return found;
  const latin = latinName(query);
  if (latin.length < 2 || latin === query) return found;
  const seen = new Set(found.map((d) => d.id));
  return [...found, ...(await suggestDeities(latin)).filter((d) => !seen.has(d.id))];
}

/** The family suggestions in a language other than English: the lead's items as notes. */
async function familiesIn(lang: Language, found: Awaited<ReturnType<typeof findFamilyNames>>) {
  const t = exploreMessages[lang].lead;
  const items = await leadItemsIn(lang, found, { exactOnly: false });
  return items.slice(0, 2).map((item) => ({
    kind: 'family' as const,
    id: item.key,
    name: item.name,
    note: `${t.kinds[item.kind]}: ${item.main?.text ?? t.gotraCommunities}`,
    href: item.main?.href ?? `${inLanguage(lang, '/search')}?q=${encodeURIComponent(item.name)}`,
  }));
}

/**
 * GET /api/deities/suggest?q=&lang= : at most 8 suggestions: first the surname, community or
 * gotra the text names or starts with (at most two, each to its page), then the deities whose
 * names or aliases contain it. With `lang` (hi, mr, gu) the names are in that language's script
 * where written, the notes in it, and each suggestion leads to its page in it when that page is
 * written in it (else to the English page, `inEnglish`).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = suggestQuerySchema.safeParse(params.get('q') ?? undefined);
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues[0]?.message ?? 'Invalid search term' }, { status: 400 });
  }
  const language = langSchema.safeParse(params.get('lang') ?? undefined);
  if (!language.success) {
    return NextResponse.json({ error: language.error.issues[0]?.message ?? 'Unknown language' }, { status: 400 });
  }
  const lang = language.data;
  try {
    const [deities, families] = await Promise.all([deitiesFor(parsed.data), findFamilyNames(parsed.data, true)]);
    const leading = lang === 'en' ? familySuggestions(families) : await familiesIn(lang, families);
    const shown = deities.slice(0, 8 - leading.length);
    let deityItems;
    if (lang === 'en') {
      deityItems = shown.map((d) => ({ kind: 'deity' as const, ...d }));
    } else {
      const [names, reference, link] = await Promise.all([namesIn(lang), referenceIn(lang), writtenLinks(lang, 'deity')]);
      deityItems = shown.map((d) => {
        const to = link(d.id, `/deity/${d.id}`);
        return {
          kind: 'deity' as const,
          ...d,
          name: names.of('deity', d.id) ?? d.name,
          sanskrit_name: d.name,
          region_name: textIn(reference.regions[d.region], 'name', d.region_name),
          href: to.href,
          inEnglish: to.english,
        };
      });
    }
    const suggestions = [...leading, ...deityItems];
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
