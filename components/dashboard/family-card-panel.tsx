'use client';

import Link from 'next/link';
import { useStore } from '@/lib/dashboard/use-store';

/** The family card kept on this device: a link to it, or the way to make one. */
export function FamilyCardPanel() {
  const [card, setCard] = useStore('familyCard');
  if (card === null) return null;
  if (!card.query) {
    return (
      <div className="py-6">
        <p>
          Keep your family&apos;s kuldevi in one place: the family you were born into and the one you married into, their shrines, next festival days
          and rites.
        </p>
        <p className="mt-3">
          <Link href="/family" className="font-semibold text-saffron-800 underline underline-offset-4">
            Make your family card
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="py-6">
      <p>Your family card, kept on this device:</p>
      <p className="mt-3 flex flex-wrap gap-4">
        <Link href={`/family?${card.query}`} className="font-semibold text-saffron-800 underline underline-offset-4">
          Open your family card
        </Link>
        <a href={`/calendar/family.ics?${card.query}`} className="text-saffron-800 underline underline-offset-4">
          Subscribe to its days
        </a>
        <button type="button" onClick={() => setCard(() => ({ query: '' }))} className="text-maroon-900 underline underline-offset-4">
          Forget it on this device
        </button>
      </p>
    </div>
  );
}
