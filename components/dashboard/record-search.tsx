'use client';

import { useEffect } from 'react';
import { addSearch, type SearchKind } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';

/**
 * Remembers a search in this browser's history for the dashboard (never sent anywhere).
 * Rendered by the result pages, so every way of searching (forms, suggestions, shared links,
 * the back button) is counted once; repeating a search moves it to the top.
 */
export function RecordSearch({ kind, query }: { kind: SearchKind; query: string }) {
  const [, update] = useStore('history');
  useEffect(() => {
    if (query.trim()) update((list) => addSearch(list, kind, query, new Date()));
  }, [kind, query, update]);
  return null;
}
