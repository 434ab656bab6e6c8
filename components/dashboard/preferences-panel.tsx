'use client';

import Link from 'next/link';
import { useState } from 'react';
import { defaultPreferences, languages, themes, type Preferences } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';
import { exploreHref } from '@/lib/urls/explore';
import type { DashboardProps } from './dashboard';
import { Loading, type Named } from './panel-parts';
import { Button } from '@/components/ui/button';

function Select({
  label,
  value,
  options,
  all,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Named[];
  all?: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="block">
      <span className="font-medium text-maroon-900">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-lg border border-saffron-200 bg-white px-3 py-2 text-ink"
      >
        {all ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PreferencesForm({ lists }: Pick<DashboardProps, 'lists'>) {
  const [prefs, update] = useStore('preferences');
  const [status, setStatus] = useState('');
  if (!prefs) return <Loading />;
  // A saved id that is no longer in the lists is shown as 'All'.
  const known = (id: string, list: Named[]) => (list.some((x) => x.id === id) ? id : '');
  const p: Preferences = {
    ...prefs,
    region: known(prefs.region, lists.regions),
    type: known(prefs.type, lists.deity_types),
    tradition: known(prefs.tradition, lists.cultural_traditions),
  };
  const set = (change: Partial<Preferences>) => {
    const ok = update((current) => ({ ...current, ...change }));
    setStatus(ok ? 'Preferences saved in this browser.' : 'This browser does not allow saving preferences (storage is full or disabled).');
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} className="max-w-2xl space-y-5">
      <h2 className="text-xl font-semibold text-maroon-900">Preferences</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label="Region" value={p.region} all="All Regions" options={lists.regions} onChange={(region) => set({ region })} />
        <Select label="Deity Type" value={p.type} all="All Types" options={lists.deity_types} onChange={(type) => set({ type })} />
        <Select
          label="Tradition"
          value={p.tradition}
          all="All Traditions"
          options={lists.cultural_traditions}
          onChange={(tradition) => set({ tradition })}
        />
      </div>
      <p>
        <Link
          href={exploreHref({ region: p.region, type: p.type, tradition: p.tradition })}
          className="font-semibold text-saffron-700 underline underline-offset-4"
        >
          Explore deities with these preferences
        </Link>
      </p>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={p.notifications}
          onChange={(e) => set({ notifications: e.target.checked })}
          className="mt-1 h-5 w-5 accent-saffron-700"
        />
        <span>
          <span className="font-medium text-maroon-900">Notifications</span>
          <span className="block text-sm text-muted">
            Tell me about new deities and prayers. Saved for when notifications start; nothing is sent today.
          </span>
        </span>
      </label>
      <div>
        <Select
          label="Language"
          value={p.language}
          options={languages.map((l) => ({ id: l.id, name: l.label }))}
          onChange={(language) => set({ language: languages.find((l) => l.id === language)?.id ?? 'en' })}
        />
        <p className="mt-1 text-sm text-muted">Pages are in English for now; prayers always show their original script.</p>
      </div>
      <fieldset>
        <legend className="font-medium text-maroon-900">Theme</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {themes.map((t) => (
            <label key={t.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="theme"
                value={t.id}
                checked={p.theme === t.id}
                onChange={() => set({ theme: t.id })}
                className="h-4 w-4 accent-saffron-700"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" onClick={() => set(defaultPreferences)} variant="outline" size="sm">
          Reset Preferences
        </Button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}
