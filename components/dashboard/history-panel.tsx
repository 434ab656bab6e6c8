'use client';

import Link from 'next/link';
import { formatWhen, searchHref, type SearchKind } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';
import { Empty, Loading } from './panel-parts';
import { Button, buttonClass } from '@/components/ui/button';

const kindLabels: Record<SearchKind, string> = {
  deity: 'Deity search',
  surname: 'Surname search',
  prayer: 'Prayer search',
};

export function History() {
  const [history, update] = useStore('history');
  if (!history) return <Loading />;
  if (!history.length) {
    return (
      <Empty title="No searches yet">
        <p>Searches you make on this site are listed here, newest first, so you can run them again.</p>
        <p className="mt-4 flex flex-wrap justify-center gap-3">
          <Link href="/search" className={buttonClass({ size: 'md', wide: true })}>
            Search Deities
          </Link>
          <Link href="/surname-search" className={buttonClass({ variant: 'outline', size: 'md', wide: true })}>
            Find by Surname
          </Link>
        </p>
      </Empty>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-maroon-900">Recent Searches</h2>
        <Button type="button" onClick={() => update(() => [])} variant="outline" size="sm">
          Clear All
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-saffron-200 rounded-xl border border-saffron-200 bg-white">
        {history.map((e) => (
          <li key={`${e.kind}:${e.query}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            {/* A long query without spaces breaks anywhere rather than widen the page. */}
            <span className="min-w-0 wrap-anywhere">
              <Link href={searchHref(e)} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                {e.query}
              </Link>
              <span className="ml-2 text-sm text-muted">{kindLabels[e.kind]}</span>
            </span>
            <time dateTime={e.at} className="text-sm text-muted">
              {formatWhen(e.at)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
