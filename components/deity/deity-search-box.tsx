'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { scriptLang } from '@/lib/ui/script-lang';
import { cut } from '@/lib/validation/text';

interface Suggestion {
  id: string;
  name: string;
  sanskrit_name: string;
  region_name: string;
  matched_alias: string | null;
}

interface Props {
  defaultValue?: string;
  placeholder?: string;
  /** Label read by screen readers; the placeholder is not a label. */
  label?: string;
  autoFocus?: boolean;
}

const DEBOUNCE_MS = 300;
const MIN_CHARS = 2;

/**
 * The deity search box: a combobox whose suggestions come from /api/deities/suggest after
 * 300 ms and two characters. Without JavaScript it is a plain GET form to /search.
 */
export function DeitySearchBox({
  defaultValue = '',
  placeholder = 'Search for your Kuldevta...',
  label = 'Search deities',
  autoFocus,
}: Props) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Typing the same text again (e.g. after Escape) must not refetch.
  const lastQuery = useRef('');
  // Suggestions answer typing only: the query a page was loaded with (Explore's ?q=) must not
  // open a list over the results the visitor came to see.
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const q = value.trim();
    // Too short: nothing to fetch; `expanded` below already hides the list.
    if (q.length < MIN_CHARS) {
      lastQuery.current = '';
      return;
    }
    if (q === lastQuery.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const response = await fetch(`/api/deities/suggest?q=${encodeURIComponent(cut(q, 100))}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        const body = (await response.json()) as { suggestions: Suggestion[] };
        lastQuery.current = q;
        setItems(body.suggestions);
        setActive(-1);
        setOpen(true);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        // A failed suggestion fetch is logged and the list hidden.
        console.warn('Deity suggestions failed', error);
        setItems([]);
        setOpen(false);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  // The dropdown closes on a click outside.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const longEnough = value.trim().length >= MIN_CHARS;
  const expanded = open && longEnough;
  const showLoading = loading && longEnough;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    router.push(`/deity/${suggestion.id}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    const chosen = expanded && active >= 0 ? items[active] : undefined;
    if (chosen) return choose(chosen);
    setOpen(false);
    router.push(`/search?q=${encodeURIComponent(cut(q, 100))}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded && items.length) setOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  return (
    <div ref={rootRef} className="relative w-full">
      <form action="/search" method="get" role="search" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={100}
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            typed.current = true;
            setValue(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-lg border border-saffron-200 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted"
        />
        <button
          type="submit"
          className="rounded-lg bg-saffron-700 px-5 py-3 font-semibold text-white hover:bg-saffron-800"
        >
          Search
        </button>
      </form>
      <p aria-live="polite" className="sr-only">
        {showLoading ? 'Searching...' : expanded ? `${items.length} suggestions` : ''}
      </p>
      {showLoading ? (
        <p className="absolute left-0 top-full mt-1 text-sm text-muted" aria-hidden="true">
          Searching...
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Deity suggestions"
        hidden={!expanded || items.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-lg border border-saffron-200 bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={s.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            onMouseEnter={() => setActive(i)}
            className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-saffron-100' : ''}`}
          >
            <span className="font-semibold text-maroon-900">{s.name}</span>
            {s.sanskrit_name ? (
              <span className="ml-2 text-muted" lang={scriptLang(s.sanskrit_name)}>
                {s.sanskrit_name}
              </span>
            ) : null}
            <span className="block text-sm text-muted">
              {s.region_name}
              {s.matched_alias ? ` · also known as ${s.matched_alias}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
