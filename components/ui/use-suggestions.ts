'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cut } from '@/lib/validation/text';

const DEBOUNCE_MS = 300;

interface Options {
  /** The text in the box. */
  query: string;
  /** The suggestion endpoint, asked with q= (the trimmed text, at most 100 characters) after its own parameters, if any. */
  endpoint: string;
  /** Shorter text fetches nothing and shows no list. */
  minChars: number;
  /** Named in the console warning when a fetch fails ("Deity suggestions failed"). */
  name: string;
  /** Prefix of the list's and options' ids (from useId). */
  id: string;
  /** An answer with no suggestions still leaves the box expanded (it announces "0 suggestions"). */
  expandEmpty?: boolean;
}

/**
 * The suggestion list of a search box: fetched 300 ms after typing stops, aborted when the
 * text changes again, moved through with ArrowUp and ArrowDown, closed by Escape and by a
 * click outside `rootRef`. Enter is the form's: `chosen` is the option it picks, if any.
 */
export function useSuggestions<T>({ query, endpoint, minChars, name, id, expandEmpty = false }: Options) {
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Typing the same text again (e.g. after Escape) must not refetch.
  const lastQuery = useRef('');
  // Suggestions answer typing only: the text a page was loaded with (Explore's ?q=, the
  // surname just searched) must not open a list over the results the visitor came to see.
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const q = query.trim();
    // Too short: nothing to fetch; `expanded` below already hides the list.
    if (q.length < minChars) {
      lastQuery.current = '';
      return;
    }
    if (q === lastQuery.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const response = await fetch(`${endpoint}${endpoint.includes('?') ? '&' : '?'}q=${encodeURIComponent(cut(q, 100))}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        const body = (await response.json()) as { suggestions: T[] };
        lastQuery.current = q;
        setItems(body.suggestions);
        setActive(-1);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        // A failed suggestion fetch is logged and the list hidden.
        console.warn(`${name} suggestions failed`, error);
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
  }, [query, endpoint, minChars, name]);

  // The list closes on a click outside.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const longEnough = query.trim().length >= minChars;
  const expanded = open && longEnough && (expandEmpty || items.length > 0);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (items.length) setOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape' && expanded) {
      // Closing the list keeps the text (a search box's own Escape would clear it).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return {
    items,
    expanded,
    active,
    /** A fetch is under way for text long enough to show its answer. */
    loading: loading && longEnough,
    /** The option Enter picks: the highlighted one of an open list. */
    chosen: expanded && active >= 0 ? items[active] : undefined,
    rootRef,
    close: () => setOpen(false),
    /** Call from the box's onChange: only typing fetches and opens the list. */
    onType: () => {
      typed.current = true;
      setOpen(true);
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
    } as const,
    listId,
    optionProps: (i: number) =>
      ({
        id: optionId(i),
        role: 'option',
        'aria-selected': i === active,
        // The input keeps the focus when an option is clicked.
        onMouseDown: (e: { preventDefault(): void }) => e.preventDefault(),
        onMouseEnter: () => setActive(i),
        className: `cursor-pointer px-4 py-2 ${i === active ? 'bg-saffron-100' : ''}`,
      }) as const,
  };
}
