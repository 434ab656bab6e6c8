import 'server-only';
import type { CardContent } from './card-content';
import { ogNotFound } from './not-found';
import { ogContentType, ogSize, renderCard } from './render-card';

// What every page's share image route exports besides `revalidate`, which Next reads from the
// route's own file: the image's size and type, and no paths drawn at build time.
export const size = ogSize;
export const contentType = ogContentType;
export function generateStaticParams() {
  return [];
}

/** The share image of one record: its card, or a 404 when there is no such record. */
export async function cardImage<T>(record: T | null, card: (record: T) => CardContent): Promise<Response> {
  return record ? renderCard(card(record)) : ogNotFound();
}
