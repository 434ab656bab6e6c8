import Link from 'next/link';
import type { DeityCard as DeityCardData } from '@/lib/data/deities';
import { FavoriteButton } from '@/components/dashboard/favorite-button';
import { favoriteSnapshot } from '@/lib/dashboard/store';
import { deityArt } from '@/lib/ui/emblems';
import { scriptLang } from '@/lib/ui/script-lang';
import { DeityImage } from './deity-image';

/** Image or emblem, name, favorite toggle, description clamped to two lines, region, 'Learn More'. */
export function DeityCard({ deity, headingLevel = 3 }: { deity: DeityCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <DeityImage name={deity.name} imageUrl={deity.image_url} art={deityArt(deity)} size={64} className="rounded-lg" />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold break-words text-maroon-900">{deity.name}</Heading>
          {deity.sanskrit_name ? (
            <p className="text-base break-words text-muted" lang={scriptLang(deity.sanskrit_name)}>
              {deity.sanskrit_name}
            </p>
          ) : null}
        </div>
        <FavoriteButton deity={favoriteSnapshot(deity)} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-ink">{deity.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className="rounded-full bg-saffron-100 px-3 py-1 text-xs font-medium text-saffron-800">{deity.region_name}</span>
        <Link href={`/deity/${deity.id}`} className="rounded-md px-2 py-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline">
          Learn More<span className="sr-only"> about {deity.name}</span>
        </Link>
      </div>
    </article>
  );
}

export function DeityGrid({ deities, headingLevel }: { deities: DeityCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {deities.map((deity) => (
        <li key={deity.id} className="min-w-0">
          <DeityCard deity={deity} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
