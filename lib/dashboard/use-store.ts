'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  readStore,
  storageChangeEvent,
  storageKeys,
  writeStore,
  type KeyValueStorage,
  type ReadResult,
  type StoreName,
  type StoreValue,
} from './store';

type Snapshot = ReadResult<unknown> & { raw: string | null };
const cache = new Map<StoreName, Snapshot>();
/** Stores found unreadable (and reset) since the page loaded, for the dashboard's notice. */
const repairedStores = new Set<StoreName>();

const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function snapshot(name: StoreName): Snapshot {
  const storage = browserStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storageKeys[name]) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(name);
  if (cached && cached.raw === raw) return cached;
  const result = readStore(storage ?? noStorage, name);
  if (result.repaired) repairedStores.add(name);
  const next: Snapshot = { ...result, raw: result.repaired ? null : raw };
  cache.set(name, next);
  return next;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(storageChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(storageChangeEvent, onChange);
  };
}

/**
 * The current value of one store, kept in sync across components and tabs. `null` until the
 * page has hydrated (the server knows nothing of this browser's storage).
 */
export function useStore<N extends StoreName>(name: N) {
  const value = useSyncExternalStore(
    subscribe,
    () => snapshot(name).value as StoreValue<N>,
    () => null,
  );

  const update = useCallback(
    (change: (current: StoreValue<N>) => StoreValue<N>): boolean => {
      const storage = browserStorage();
      if (!storage) return false;
      const ok = writeStore(storage, name, change(snapshot(name).value as StoreValue<N>));
      window.dispatchEvent(new Event(storageChangeEvent));
      return ok;
    },
    [name],
  );

  return [value, update] as const;
}

/**
 * The stores found unreadable (and reset) since the page loaded, e.g. 'favorites, history';
 * empty on the server and when all was well.
 */
export function useRepairedStores(): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      for (const name of Object.keys(storageKeys) as StoreName[]) snapshot(name);
      return [...repairedStores].map((n) => (n === 'history' ? 'search history' : n === 'reading' ? 'prayer reading settings' : n)).join(', ');
    },
    () => '',
  );
}
