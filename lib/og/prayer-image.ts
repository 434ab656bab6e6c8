import 'server-only';
import { getPrayer } from '../data/prayers';
import { idFromSlug, prayerSlug, type PrayerKind } from '../urls/prayer';
import { prayerCard } from './card-content';
import { cardImage } from './image-route';

/** The share image of /aarti/{slug} or /mantra/{slug}: the canonical slug only, 404 otherwise. */
export async function prayerImageResponse(kind: PrayerKind, slug: string): Promise<Response> {
  const id = idFromSlug(slug);
  const prayer = id === null ? null : await getPrayer(kind, id);
  return cardImage(prayer && prayerSlug(prayer.title, prayer.id) === slug ? prayer : null, prayerCard);
}
