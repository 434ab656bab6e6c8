import { feedResponse, shrineFeed } from '@/lib/almanac/feeds';
import { isSlug } from '@/lib/validation/slug';

// A shrine's deity's festivals for the next 24 months, reckoned at the shrine, as a calendar to subscribe to.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const name = id.replace(/\.ics$/, '');
  return feedResponse(isSlug(name) ? await shrineFeed(name) : null, name, `no shrine "${name.slice(0, 80)}"`);
}
