'use client';

import { useEffect, useRef } from 'react';
import type { PrayerKind } from '@/lib/urls/prayer';

/**
 * Counts one view of a prayer from the browser, so views count on cached pages too. Sent
 * with sendBeacon after the page has loaded: it never slows or breaks the page.
 */
export function ViewCounter({ type, id }: { type: PrayerKind; id: number }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const body = JSON.stringify({ type, id });
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (!navigator.sendBeacon?.('/api/prayers/view', blob)) {
        void fetch('/api/prayers/view', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
      }
    } catch {
      // Counting is best effort.
    }
  }, [type, id]);
  return null;
}
