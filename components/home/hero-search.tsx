'use client';

import { useState } from 'react';
import { DeitySearchBox } from '@/components/deity/deity-search-box';
import { SurnameSearchForm } from '@/components/surname/surname-search-form';

type Mode = 'general' | 'surname';

/** The hero's toggle between deity search (default) and surname search. */
export function HeroSearch() {
  const [mode, setMode] = useState<Mode>('general');
  const button = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
        mode === value ? 'bg-saffron-700 text-white' : 'bg-white text-maroon-900 hover:bg-saffron-100'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-4 flex justify-center gap-2" role="group" aria-label="Search mode">
        {button('general', 'Search Deities')}
        {button('surname', 'Search by Surname')}
      </div>
      {mode === 'general' ? (
        <DeitySearchBox />
      ) : (
        <SurnameSearchForm />
      )}
    </div>
  );
}
