'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useSuggestions } from '@/components/ui/use-suggestions';
import { scriptLang } from '@/lib/ui/script-lang';
import { cut } from '@/lib/validation/text';
import { Button } from '@/components/ui/button';

interface DeitySuggestion {
  kind: 'deity';
  id: string;
  name: string;
  sanskrit_name: string;
  region_name: string;
  matched_alias: string | null;
  /** Its page in the language asked for, else the English one (`inEnglish`). */
  href?: string;
  inEnglish?: boolean;
}

/** A surname, community or gotra the text names: to its page (lib/community/suggestions.ts). */
interface FamilySuggestion {
  kind: 'family';
  id: string;
  name: string;
  note: string;
  href: string;
}

type Suggestion = DeitySuggestion | FamilySuggestion;

/** The box's texts and addresses in the page's language (components/deity/search-box-texts.ts). */
export interface SearchBoxTexts {
  placeholder: string;
  /** Label read by screen readers; the placeholder is not a label. */
  label: string;
  button: string;
  searching: string;
  /** After the number of suggestions. */
  suggestions: string;
  listLabel: string;
  /** Around a matched alias: "also known as " and "". */
  alsoKnownAs: [string, string];
  /** After a suggestion whose page is in English only. */
  inEnglish: string;
  /** Explore's address in the page's language. */
  search: string;
  endpoint: string;
}

const english: SearchBoxTexts = {
  placeholder: 'Search for your Kuldevta...',
  label: 'Search deities',
  button: 'Search',
  searching: 'Searching...',
  suggestions: 'suggestions',
  listLabel: 'Deity suggestions',
  alsoKnownAs: ['also known as ', ''],
  inEnglish: '',
  search: '/search',
  endpoint: '/api/deities/suggest',
};

interface Props {
  defaultValue?: string;
  texts?: SearchBoxTexts;
  autoFocus?: boolean;
}

const MIN_CHARS = 2;

/**
 * The deity search box: a combobox whose suggestions come from /api/deities/suggest after
 * 300 ms and two characters: a family name the text is (a surname, community or gotra) first,
 * then deities. Without JavaScript it is a plain GET form to /search, which leads with the
 * family name too.
 */
export function DeitySearchBox({ defaultValue = '', texts = english, autoFocus }: Props) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const { items, expanded, loading, chosen, rootRef, close, onType, inputProps, listId, optionProps } = useSuggestions<Suggestion>({
    query: value,
    endpoint: texts.endpoint,
    minChars: MIN_CHARS,
    name: 'Deity',
    id,
    expandEmpty: true,
  });

  function choose(suggestion: Suggestion) {
    close();
    router.push(suggestion.href ?? `/deity/${suggestion.id}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    if (chosen) return choose(chosen);
    close();
    router.push(`${texts.search}?q=${encodeURIComponent(cut(q, 100))}`);
  }

  return (
    <div ref={rootRef} className="relative w-full">
      <form action={texts.search} method="get" role="search" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {texts.label}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          {...inputProps}
          autoFocus={autoFocus}
          maxLength={100}
          placeholder={texts.placeholder}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onType();
          }}
          className="min-w-0 flex-1 rounded-lg border border-saffron-200 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted"
        />
        <Button type="submit">{texts.button}</Button>
      </form>
      <p aria-live="polite" className="sr-only">
        {loading ? texts.searching : expanded ? `${items.length} ${texts.suggestions}` : ''}
      </p>
      {loading ? (
        <p className="absolute top-full left-0 mt-1 text-sm text-muted" aria-hidden="true">
          {texts.searching}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.listLabel}
        hidden={!expanded || items.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-lg border border-saffron-200 bg-white py-1 shadow-lg"
      >
        {items.map((s, i) =>
          s.kind === 'family' ? (
            <li key={s.id} {...optionProps(i)} onClick={() => choose(s)}>
              <span className="font-semibold text-maroon-900">{s.name}</span>
              <span className="block text-sm text-saffron-800">{s.note}</span>
            </li>
          ) : (
            <li key={s.id} {...optionProps(i)} onClick={() => choose(s)}>
              <span className="font-semibold text-maroon-900">{s.name}</span>
              {s.inEnglish ? <span className="text-sm text-muted">{texts.inEnglish}</span> : null}
              {s.sanskrit_name ? (
                <span className="ml-2 text-muted" lang={scriptLang(s.sanskrit_name)}>
                  {s.sanskrit_name}
                </span>
              ) : null}
              <span className="block text-sm text-muted">
                {s.region_name}
                {s.matched_alias ? ` · ${texts.alsoKnownAs[0]}${s.matched_alias}${texts.alsoKnownAs[1]}` : ''}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
