import { deityFeed, feedResponse } from '@/lib/almanac/feeds';
import { isSlug } from '@/lib/validation/slug';

// One festival's next days for a deity: the "Add to calendar" file.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; festival: string }> }) {
  const { id, festival } = await params;
  const name = festival.replace(/\.ics$/, '');
  const file = isSlug(id) && isSlug(name) ? await deityFeed(id, name) : null;
  return feedResponse(file, `${id}-${name}`, `no festival "${name.slice(0, 80)}" of the deity "${id.slice(0, 80)}"`);
}
