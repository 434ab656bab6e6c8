'use client';

import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The form's idempotency key (one per attempt; `next()` starts another). Empty in the HTML the
 * server renders: a cached page is the same for every visitor, and one key shared by all of
 * them would make every message after the first a "duplicate". A form posted without
 * JavaScript therefore carries none.
 */
export function useFormKey(): [key: string, next: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return [hydrated ? key : '', () => setKey(crypto.randomUUID())];
}
