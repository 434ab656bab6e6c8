'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { exploreHref } from '@/lib/urls/explore';
import { Button } from '@/components/ui/button';

interface Option {
  id: string;
  name: string;
  /** Its name is the English one, on a page in another language. */
  english?: boolean;
}

/** The filters' words in the page's language. */
export interface FilterTexts {
  region: string;
  allRegions: string;
  type: string;
  allTypes: string;
  tradition: string;
  allTraditions: string;
  apply: string;
  clear: string;
}

interface Props {
  texts: FilterTexts;
  /** The prefix of the page's language ('' for English, '/hi'...): Explore's address in it. */
  prefix: string;
  query: string;
  region: string;
  type: string;
  tradition: string;
  regions: Option[];
  types: Option[];
  traditions: Option[];
}

/**
 * The three filters. A plain GET form (it works without JavaScript through the Apply button);
 * with JavaScript a change navigates at once. Changing a filter goes back to page 1.
 */
export function ExploreFilters({ texts, prefix, query, region, type, tradition, regions, types, traditions }: Props) {
  const router = useRouter();
  const href = (params: Parameters<typeof exploreHref>[0]) => `${prefix}${exploreHref(params)}`;

  function navigate(form: HTMLFormElement) {
    const data = new FormData(form);
    router.push(
      href({
        q: query,
        region: String(data.get('region') ?? ''),
        type: String(data.get('type') ?? ''),
        tradition: String(data.get('tradition') ?? ''),
      }),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(event.currentTarget);
  }

  const select = (name: string, label: string, all: string, value: string, options: Option[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold text-maroon-900">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        onChange={(e) => e.currentTarget.form && navigate(e.currentTarget.form)}
        className="rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base"
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id} lang={o.english ? 'en' : undefined}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form action={`${prefix}/search`} method="get" onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      {query ? <input type="hidden" name="q" value={query} /> : null}
      {select('region', texts.region, texts.allRegions, region, regions)}
      {select('type', texts.type, texts.allTypes, type, types)}
      {select('tradition', texts.tradition, texts.allTraditions, tradition, traditions)}
      <div className="flex items-center gap-3">
        <noscript>
          <Button type="submit" size="md">
            {texts.apply}
          </Button>
        </noscript>
        <a
          href={href({ q: query })}
          onClick={(e) => {
            e.preventDefault();
            router.push(href({ q: query }));
          }}
          className="rounded-lg px-3 py-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          {texts.clear}
        </a>
      </div>
    </form>
  );
}
