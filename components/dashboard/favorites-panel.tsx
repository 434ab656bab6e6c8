'use client';

import Link from 'next/link';
import { formatWhen, removeFavorite } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';
import { Empty, Loading, PopularLinks, type Named } from './panel-parts';
import { Button, buttonClass } from '@/components/ui/button';

export function Favorites({ popular }: { popular: Named[] }) {
  const [favorites, update] = useStore('favorites');
  if (!favorites) return <Loading />;
  if (!favorites.length) {
    return (
      <Empty title="No favorites yet">
        <p>Press the heart on any deity to keep it here for quick return visits.</p>
        <PopularLinks popular={popular} />
        <Link href="/search" className={buttonClass({ size: 'md', wide: true, className: 'mt-4 inline-block' })}>
          Explore All Deities
        </Link>
      </Empty>
    );
  }
  return (
    <div>
      <h2 className="js-only sr-only">My Favorites</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {favorites.map((f) => (
          <li key={f.id} className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
            <h3 className="text-lg font-semibold text-maroon-900">
              <Link href={`/deity/${f.id}`} className="underline-offset-4 hover:underline">
                {f.name}
              </Link>
            </h3>
            {f.sanskritName ? <p className="text-muted">{f.sanskritName}</p> : null}
            <p className="mt-2 text-sm text-ink">{f.regionName}</p>
            <p className="mt-1 text-sm text-muted">
              Added <time dateTime={f.addedAt}>{formatWhen(f.addedAt)}</time>
            </p>
            <div className="mt-auto pt-3">
              <Button type="button" onClick={() => update((list) => removeFavorite(list, f.id))} variant="outline" size="sm">
                Remove<span className="sr-only"> {f.name} from favorites</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
