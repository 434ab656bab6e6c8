'use client';

import { useState } from 'react';
import { useStore } from '@/lib/dashboard/use-store';

/**
 * Keeps the card's link on this device (the dashboard shows it), as the dashboard keeps its
 * other data: in this browser only. Without JavaScript the link itself is the card to keep.
 */
export function KeepCard({ query }: { query: string }) {
  const [card, setCard] = useStore('familyCard');
  const [note, setNote] = useState('');
  if (card === null) return null;
  const kept = card.query === query;
  return (
    <div className="js-only mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => setNote(setCard(() => ({ query })) ? 'Kept on this device: your dashboard shows it.' : 'This browser would not keep it.')}
        disabled={kept}
        className="min-h-11 rounded-full border border-saffron-700 px-5 py-2 font-semibold text-saffron-800 disabled:opacity-60"
      >
        {kept ? 'Kept on this device' : 'Keep on this device'}
      </button>
      <p role="status" className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}
