'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { prayerListHref } from '@/lib/urls/prayer';
import { cut } from '@/lib/validation/text';
import { Button } from '@/components/ui/button';

/** The filters' words in the page's language, with the languages and levels named in it (prayer-filter-texts.ts). */
export interface PrayerFilterTexts {
  search: string;
  placeholder: string;
  language: string;
  allLanguages: string;
  difficulty: string;
  allLevels: string;
  kind: string;
  allKinds: string;
  button: string;
  clear: string;
  /** Every language a prayer may be in, in the order the page lists them. */
  languages: [string, string][];
  difficulties: [string, string][];
}

interface Props {
  texts: PrayerFilterTexts;
  /** The prefix of the page's language ('' for English, '/hi'...): the list's address in it. */
  prefix: string;
  base: '/prayers' | '/aartis' | '/mantras';
  q: string;
  language: string;
  difficulty: string;
  tab?: string;
  /** The languages that have prayers on this page; the one chosen is always kept. */
  available: string[];
  /** The kind chosen (a prayer_type in lower case) and the kinds the list has, on /aartis and /mantras. */
  kind?: string;
  kinds?: { id: string; label: string }[];
}

/**
 * Search text, language and difficulty: a GET form that, with JavaScript, navigates on change.
 * Only languages that have prayers are offered: a choice that lists nothing helps no one.
 */
export function PrayerFilters({ texts, prefix, base, q, language, difficulty, tab, available, kind = '', kinds }: Props) {
  const router = useRouter();
  const action = `${prefix}${base}`;

  function go(form: HTMLFormElement) {
    const data = new FormData(form);
    router.push(
      prayerListHref(action, {
        q: cut(String(data.get('q') ?? '').trim(), 100),
        language: String(data.get('language') ?? ''),
        difficulty: String(data.get('difficulty') ?? ''),
        kind: String(data.get('kind') ?? ''),
        tab,
      }),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  return (
    <form
      action={action}
      method="get"
      onSubmit={onSubmit}
      role="search"
      className={`grid gap-4 rounded-xl bg-white p-4 shadow-sm md:items-end ${kinds ? 'md:grid-cols-[2fr_1fr_1fr_1fr_auto]' : 'md:grid-cols-[2fr_1fr_1fr_auto]'}`}
    >
      {tab && tab !== 'all' ? <input type="hidden" name="tab" value={tab} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-q" className="text-sm font-semibold text-maroon-900">
          {texts.search}
        </label>
        <input
          id="prayer-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={texts.placeholder}
          className="rounded-lg border border-saffron-200 px-3 py-2 text-base"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-language" className="text-sm font-semibold text-maroon-900">
          {texts.language}
        </label>
        <select
          id="prayer-language"
          name="language"
          defaultValue={language}
          onChange={(e) => e.currentTarget.form && go(e.currentTarget.form)}
          className="rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base"
        >
          <option value="">{texts.allLanguages}</option>
          {texts.languages
            .filter(([id]) => id === language || available.includes(id))
            .map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="prayer-difficulty" className="text-sm font-semibold text-maroon-900">
          {texts.difficulty}
        </label>
        <select
          id="prayer-difficulty"
          name="difficulty"
          defaultValue={difficulty}
          onChange={(e) => e.currentTarget.form && go(e.currentTarget.form)}
          className="rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base"
        >
          <option value="">{texts.allLevels}</option>
          {texts.difficulties.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {kinds ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="prayer-kind" className="text-sm font-semibold text-maroon-900">
            {texts.kind}
          </label>
          <select
            id="prayer-kind"
            name="kind"
            defaultValue={kind}
            onChange={(e) => e.currentTarget.form && go(e.currentTarget.form)}
            className="rounded-lg border border-saffron-200 bg-white px-3 py-2 text-base"
          >
            <option value="">{texts.allKinds}</option>
            {kinds.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
            {kind && !kinds.some((k) => k.id === kind) ? <option value={kind}>{kind}</option> : null}
          </select>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" size="md">
          {texts.button}
        </Button>
        <a
          href={prayerListHref(action, { tab })}
          onClick={(e) => {
            e.preventDefault();
            router.push(prayerListHref(action, { tab }));
          }}
          className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          {texts.clear}
        </a>
      </div>
    </form>
  );
}
