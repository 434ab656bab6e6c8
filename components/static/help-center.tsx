'use client';

import { useState } from 'react';
import type { HelpArticle, HelpCategory } from '@/lib/content/help';

/** The words of the Help search and its empty state, in the page's language (given by the page). */
export interface HelpCenterTexts {
  label: string;
  placeholder: string;
  categories: string;
  none: string;
  noneHint: string;
}

/** Help articles: a search box over questions and answers, and category tabs. */
export function HelpCenter({ articles, categories, texts }: { articles: HelpArticle[]; categories: HelpCategory[]; texts: HelpCenterTexts }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(categories[0]?.id ?? 'general');
  const q = query.trim().toLowerCase();
  const shown = articles.filter((a) => (q ? `${a.question} ${a.answer}`.toLowerCase().includes(q) : a.category === category));
  return (
    <div>
      <label htmlFor="help-search" className="sr-only">
        {texts.label}
      </label>
      <input
        id="help-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={texts.placeholder}
        className="w-full rounded-lg border border-saffron-200 bg-white px-4 py-3 text-base shadow-sm"
      />
      {!q ? (
        <div role="group" aria-label={texts.categories} className="mt-4 flex flex-wrap gap-2">
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={`rounded-full px-4 py-2 text-sm font-semibold ${category === c.id ? 'bg-saffron-700 text-white' : 'bg-white text-maroon-900 hover:bg-saffron-100'}`}
            >
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="mt-6" aria-live="polite">
        {shown.length ? (
          <dl className="space-y-4">
            {shown.map((a) => (
              <div key={a.id} id={a.id} className="rounded-xl bg-white p-5 shadow-sm">
                <dt className="font-semibold text-maroon-900">{a.question}</dt>
                <dd className="mt-2 text-ink">{a.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-bold text-maroon-900">{texts.none}</h2>
            <p className="mt-2 text-ink">{texts.noneHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
