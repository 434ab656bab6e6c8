import { feedResponse, shrineFeed } from '@/lib/almanac/feeds';
import { isSlug } from '@/lib/validation/slug';

// One festival's next days at a shrine: the "Add to calendar" file.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; festival: string }> }) {
  const { id, festival } = await params;
  const name = festival.replace(/\.ics$/, '');
  const file = isSlug(id) && isSlug(name) ? await shrineFeed(id, name) : null;
  return feedResponse(file, `${id}-${name}`, `no festival "${name.slice(0, 80)}" at the shrine "${id.slice(0, 80)}"`);
}
