'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toggleFavorite, type Favorite } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';
import { buttonClass } from '@/components/ui/button';

export type FavoriteDeity = Omit<Favorite, 'addedAt'>;

/** The button's texts in the page's language, for this deity (components/deity/favorite-texts.ts). */
export interface FavoriteTexts {
  label: string;
  /** The deity's name as the page shows it, read after the label. */
  name: string;
  blocked: string;
  saved: string;
  removed: string;
  openDashboard: string;
  /** The dashboard is written in English only: its link says so on a page in another language. */
  dashboardInEnglish: boolean;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.5-9.4C1.1 8.2 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.9 3.7 4.5 7.1C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * Adds a deity to the visitor's favorites or takes it out again. Favorites live only in this
 * browser (see the dashboard); the button is a toggle (aria-pressed) with a constant name.
 */
export function FavoriteButton({ deity, texts, variant = 'card' }: { deity: FavoriteDeity; texts: FavoriteTexts; variant?: 'card' | 'page' }) {
  const [favorites, update] = useStore('favorites');
  const [message, setMessage] = useState('');
  const pressed = Boolean(favorites?.some((f) => f.id === deity.id));

  function onClick() {
    const adding = !pressed;
    const saved = update((list) => toggleFavorite(list, { ...deity, addedAt: new Date().toISOString() }));
    setMessage(!saved ? texts.blocked : adding ? texts.saved : texts.removed);
  }

  const page = variant === 'page';
  return (
    <div className={page ? 'mt-4 flex flex-wrap items-center gap-3' : 'contents'}>
      <button
        type="button"
        aria-pressed={pressed}
        // Until the page has hydrated the browser's favorites are unknown.
        disabled={favorites === null}
        onClick={onClick}
        className={
          page
            ? buttonClass({ variant: 'outline', size: 'md', className: 'inline-flex items-center gap-2 disabled:opacity-60' })
            : 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-saffron-700 hover:bg-saffron-100 disabled:opacity-60'
        }
      >
        <Heart filled={pressed} />
        <span className={page ? undefined : 'sr-only'}>
          {texts.label}
          <span className="sr-only"> {texts.name}</span>
        </span>
      </button>
      {/* On cards the pressed state of the toggle is announced by itself; the page says more. */}
      {page ? (
        <p role="status" className="text-sm text-muted">
          {message}
          {message && pressed ? (
            <>
              {' '}
              <Link
                href="/dashboard"
                hrefLang={texts.dashboardInEnglish ? 'en' : undefined}
                className="font-semibold text-saffron-700 underline underline-offset-4"
              >
                {texts.openDashboard}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
