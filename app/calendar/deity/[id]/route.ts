import { deityFeed, feedResponse } from '@/lib/almanac/feeds';
import { isSlug } from '@/lib/validation/slug';

// A deity's festivals for the next 24 months, as a calendar to subscribe to.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const name = id.replace(/\.ics$/, '');
  return feedResponse(isSlug(name) ? await deityFeed(name) : null, name, `no deity "${name.slice(0, 80)}"`);
}
