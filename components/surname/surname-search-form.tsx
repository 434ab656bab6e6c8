'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useSuggestions } from '@/components/ui/use-suggestions';
import { surnameSearchHref } from '@/lib/urls/surname-search';
import type { SurnameSearchParams } from '@/lib/validation/surname';
import { cut } from '@/lib/validation/text';
import { Button } from '@/components/ui/button';

interface Suggestion {
  surname: string;
  country: string;
  stateProvince: string;
}

/** The box's texts and the search page's address in the page's language (English unless given). */
export interface SurnameFormTexts {
  label: string;
  placeholder: string;
  button: string;
  listLabel: string;
  searching: string;
  /** The surname search's address in the page's language. */
  action: string;
}

const english: SurnameFormTexts = {
  label: 'Surname',
  placeholder: 'Enter your surname (e.g., Patel, Sharma, Singh, Joshi)',
  button: 'Search',
  listLabel: 'Surname suggestions',
  searching: "Searching for your family's Kuldevta...",
  action: '/surname-search',
};

interface Props {
  initial?: Partial<SurnameSearchParams>;
  texts?: SurnameFormTexts;
  /** Show the Country, State/Province and Town/Village filters (the search page does). */
  withFilters?: boolean;
}

const MIN_CHARS = 2;

/** The search's address (surnameSearchHref) on the search page in the page's language. */
function inSearchPage(action: string, query: Parameters<typeof surnameSearchHref>[0]): string {
  return `${action}${surnameSearchHref(query).slice('/surname-search'.length)}`;
}

/**
 * The surname box with prefix suggestions (at least 2 characters) and the optional place
 * filters. A plain GET form to /surname-search without JavaScript; every value stays in
 * the URL, so nothing typed is lost when a search fails.
 */
export function SurnameSearchForm({ initial = {}, withFilters = false, texts = english }: Props) {
  const router = useRouter();
  const id = useId();
  const [surname, setSurname] = useState(initial.surname ?? '');
  // The search page is rendered whole on the server (no loading.tsx: without JavaScript the
  // results would stay hidden behind it); while a search made here loads, the form says so.
  const [searching, startSearch] = useTransition();
  const { items, expanded, chosen, rootRef, close, onType, inputProps, listId, optionProps } = useSuggestions<Suggestion>({
    query: surname,
    endpoint: '/api/surnames/suggest',
    minChars: MIN_CHARS,
    name: 'Surname',
    id,
  });

  function submit(form: HTMLFormElement, chosen?: Suggestion) {
    const data = new FormData(form);
    const value = (name: string) => cut(String(data.get(name) ?? '').trim(), 100);
    close();
    startSearch(() =>
      router.push(
        inSearchPage(texts.action, {
          surname: chosen?.surname ?? value('surname'),
          // A chosen suggestion ("Joshi – Maharashtra") keeps its place; a typed search keeps the filters.
          country: chosen ? chosen.country : withFilters ? value('country') : '',
          state: chosen ? chosen.stateProvince : withFilters ? value('state') : '',
          town: chosen ? '' : withFilters ? value('town') : '',
        }),
      ),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen) setSurname(chosen.surname);
    submit(event.currentTarget, chosen);
  }

  const input = 'w-full rounded-lg border border-saffron-200 bg-white px-4 py-3 text-base shadow-sm placeholder:text-muted';
  return (
    <form action={texts.action} method="get" role="search" onSubmit={onSubmit} className="w-full">
      <div className="flex gap-2">
        <div ref={rootRef} className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-surname`} className="sr-only">
            {texts.label}
          </label>
          <input
            id={`${id}-surname`}
            name="surname"
            type="search"
            {...inputProps}
            maxLength={100}
            placeholder={texts.placeholder}
            value={surname}
            onChange={(e) => {
              setSurname(e.target.value);
              onType();
            }}
            className={input}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.listLabel}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-saffron-200 bg-white py-1 text-left shadow-lg"
          >
            {items.map((s, i) => (
              <li
                key={`${s.surname}|${s.country}|${s.stateProvince}`}
                {...optionProps(i)}
                onClick={(e) => {
                  setSurname(s.surname);
                  const form = (e.currentTarget.closest('form') as HTMLFormElement | null) ?? undefined;
                  if (form) submit(form, s);
                }}
              >
                <span className="font-semibold text-maroon-900">{s.surname}</span>{' '}
                <span className="ml-1 text-sm text-muted">{[s.stateProvince, s.country].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">{texts.button}</Button>
      </div>
      {withFilters ? (
        // Folded so the answer shows on a phone's first screen; open when a place was given. A
        // native disclosure: works without scripts.
        <details className="mt-3" open={Boolean(initial.country || initial.state || initial.town) || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-saffron-700">Narrow by place (optional)</summary>
          <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
            <legend className="sr-only">Optional place filters</legend>
            {(
              [
                ['country', 'Country', initial.country],
                ['state', 'State/Province', initial.state],
                ['town', 'Town/Village', initial.town],
              ] as const
            ).map(([name, label, value]) => (
              <div key={name} className="flex flex-col gap-1 text-left">
                <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-maroon-900">
                  {label} <span className="font-normal text-muted">(optional)</span>
                </label>
                <input id={`${id}-${name}`} name={name} type="text" maxLength={100} defaultValue={value ?? ''} className={input} />
              </div>
            ))}
          </fieldset>
        </details>
      ) : null}
      {searching ? (
        <p className="mt-4 text-lg text-muted" role="status">
          {texts.searching}
        </p>
      ) : null}
    </form>
  );
}
