'use client';

import { useState } from 'react';
import { DeitySearchBox } from '@/components/deity/deity-search-box';

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
        <form action="/surname-search" method="get" role="search" className="flex gap-2">
          <label htmlFor="hero-surname" className="sr-only">
            Surname
          </label>
          <input
            id="hero-surname"
            name="surname"
            type="search"
            required
            maxLength={100}
            autoComplete="family-name"
            placeholder="Enter your surname (e.g., Patel, Sharma, Singh, Joshi)"
            className="min-w-0 flex-1 rounded-lg border border-saffron-200 bg-white px-4 py-3 text-base shadow-sm placeholder:text-muted"
          />
          <button type="submit" className="rounded-lg bg-saffron-700 px-5 py-3 font-semibold text-white hover:bg-saffron-800">
            Search
          </button>
        </form>
      )}
    </div>
  );
}
