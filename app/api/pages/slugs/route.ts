import { NextResponse } from 'next/server';
import { listCommunities } from '@/lib/data/communities';
import { listDeityIds } from '@/lib/data/deities';
import { listPrayerIds } from '@/lib/data/prayers';
import { listSurnameSlugs } from '@/lib/data/surnames';
import { listTemples } from '@/lib/data/temples';
import { DbUnavailableError } from '@/lib/db';
import type { KnownSlugs } from '@/lib/proxy/known-slugs';
import { prayerPath } from '@/lib/urls/prayer';

export const dynamic = 'force-dynamic';

/**
 * GET /api/pages/slugs : every deity, prayer-category, surname, community and shrine slug and every prayer's
 * canonical path (used by proxy.ts, which shows a made-up address the section's "not found"
 * page, and an outdated prayer address a redirect, without rendering and caching a page for it).
 */
export async function GET() {
  try {
    const [deities, prayers, surnames, communities, temples] = await Promise.all([listDeityIds(), listPrayerIds(), listSurnameSlugs(), listCommunities(), listTemples()]);
    const body: KnownSlugs = {
      deity: deities.map(({ id }) => id),
      'prayers/category': prayers.categories.map(({ id }) => id),
      surname: surnames,
      community: communities.map(({ slug }) => slug),
      temple: temples.map(({ id }) => id),
      prayer: prayers.prayers.map(({ type, title, id }) => prayerPath(type, title, id)),
    };
    return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    return NextResponse.json({ error: 'Unavailable, try again later' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
  }
}
