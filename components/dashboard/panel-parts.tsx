'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';

/** What the dashboard's panels share: the lists they name ids from and their empty states. */

export interface Named {
  id: string;
  name: string;
}

export const nameOf = (list: Named[], id: string, fallback = '') => list.find((x) => x.id === id)?.name ?? (fallback || id);

export function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-saffron-50 p-6 text-center">
      <h3 className="text-xl font-semibold text-maroon-900">{title}</h3>
      <div className="mt-2 text-ink">{children}</div>
    </div>
  );
}

export function Loading() {
  return <p className="text-muted">Loading what this browser has saved…</p>;
}

export function PopularLinks({ popular }: { popular: Named[] }) {
  if (!popular.length) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-maroon-900">Popular deities to start with</h4>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {popular.map((d) => (
          <li key={d.id}>
            <Link
              href={`/deity/${d.id}`}
              className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-saffron-800 shadow-sm hover:bg-saffron-100"
            >
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
