'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import {
  computeInsights,
  defaultPreferences,
  formatWhen,
  languages,
  removeFavorite,
  searchHref,
  themes,
  type Preferences,
  type SearchKind,
} from '@/lib/dashboard/store';
import { useRepairedStores, useStore } from '@/lib/dashboard/use-store';
import { exploreHref } from '@/lib/explore-url';

interface Named {
  id: string;
  name: string;
}

export interface DashboardProps {
  /** Popular deities, offered when the favorites are empty. */
  popular: Named[];
  lists: { regions: Named[]; deity_types: Named[]; cultural_traditions: Named[] };
}

const kindLabels: Record<SearchKind, string> = {
  deity: 'Deity search',
  surname: 'Surname search',
  prayer: 'Prayer search',
};

const nameOf = (list: Named[], id: string, fallback = '') => list.find((x) => x.id === id)?.name ?? (fallback || id);

function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-saffron-50 p-6 text-center">
      <h3 className="text-xl font-semibold text-maroon-900">{title}</h3>
      <div className="mt-2 text-ink">{children}</div>
    </div>
  );
}

function Loading() {
  return <p className="text-muted">Loading what this browser has saved…</p>;
}

function PopularLinks({ popular }: { popular: Named[] }) {
  if (!popular.length) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-maroon-900">Popular deities to start with</h4>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {popular.map((d) => (
          <li key={d.id}>
            <Link href={`/deity/${d.id}`} className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-saffron-800 shadow-sm hover:bg-saffron-100">
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Favorites({ popular }: { popular: Named[] }) {
  const [favorites, update] = useStore('favorites');
  if (!favorites) return <Loading />;
  if (!favorites.length) {
    return (
      <Empty title="No favorites yet">
        <p>Press the heart on any deity to keep it here for quick return visits.</p>
        <PopularLinks popular={popular} />
        <Link href="/search" className="mt-4 inline-block rounded-lg bg-saffron-700 px-5 py-2 font-semibold text-white hover:bg-saffron-800">
          Explore All Deities
        </Link>
      </Empty>
    );
  }
  return (
    <div>
      <h2 className="js-only sr-only">My Favorites</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {favorites.map((f) => (
          <li key={f.id} className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
            <h3 className="text-lg font-semibold text-maroon-900">
              <Link href={`/deity/${f.id}`} className="underline-offset-4 hover:underline">
                {f.name}
              </Link>
            </h3>
            {f.sanskritName ? <p className="text-muted">{f.sanskritName}</p> : null}
            <p className="mt-2 text-sm text-ink">{f.regionName}</p>
            <p className="mt-1 text-sm text-muted">
              Added <time dateTime={f.addedAt}>{formatWhen(f.addedAt)}</time>
            </p>
            <div className="mt-auto pt-3">
              <button
                type="button"
                onClick={() => update((list) => removeFavorite(list, f.id))}
                className="rounded-md border border-saffron-700 px-3 py-1 text-sm font-semibold text-saffron-700 hover:bg-saffron-100"
              >
                Remove<span className="sr-only"> {f.name} from favorites</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function History() {
  const [history, update] = useStore('history');
  if (!history) return <Loading />;
  if (!history.length) {
    return (
      <Empty title="No searches yet">
        <p>Searches you make on this site are listed here, newest first, so you can run them again.</p>
        <p className="mt-4 flex flex-wrap justify-center gap-3">
          <Link href="/search" className="rounded-lg bg-saffron-700 px-5 py-2 font-semibold text-white hover:bg-saffron-800">
            Search Deities
          </Link>
          <Link href="/surname-search" className="rounded-lg border border-saffron-700 px-5 py-2 font-semibold text-saffron-700 hover:bg-saffron-100">
            Find by Surname
          </Link>
        </p>
      </Empty>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-maroon-900">Recent Searches</h2>
        <button
          type="button"
          onClick={() => update(() => [])}
          className="rounded-md border border-saffron-700 px-3 py-1 text-sm font-semibold text-saffron-700 hover:bg-saffron-100"
        >
          Clear All
        </button>
      </div>
      <ul className="mt-4 divide-y divide-saffron-200 rounded-xl border border-saffron-200 bg-white">
        {history.map((e) => (
          <li key={`${e.kind}:${e.query}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <span>
              <Link href={searchHref(e)} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                {e.query}
              </Link>
              <span className="ml-2 text-sm text-muted">{kindLabels[e.kind]}</span>
            </span>
            <time dateTime={e.at} className="text-sm text-muted">
              {formatWhen(e.at)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Select({ label, value, options, all, onChange }: { label: string; value: string; options: readonly Named[]; all?: string; onChange: (v: string) => void }) {
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

function PreferencesForm({ lists }: Pick<DashboardProps, 'lists'>) {
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
        <button
          type="button"
          onClick={() => set(defaultPreferences)}
          className="rounded-md border border-saffron-700 px-3 py-1 text-sm font-semibold text-saffron-700 hover:bg-saffron-100"
        >
          Reset Preferences
        </button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}

function InsightsPanel({ lists }: Pick<DashboardProps, 'lists'>) {
  const [favorites] = useStore('favorites');
  const [history] = useStore('history');
  if (!favorites || !history) return <Loading />;
  const insights = computeInsights(favorites, history);
  const none = 'None yet';
  const first = favorites[0];
  const items: [string, string | number][] = [
    ['Total Favorites', insights.total],
    ['Region', insights.region ? nameOf(lists.regions, insights.region, first?.regionName) : none],
    ['Deity Type', insights.type ? nameOf(lists.deity_types, insights.type) : none],
    ['Tradition', insights.tradition ? nameOf(lists.cultural_traditions, insights.tradition) : none],
    ['Searches', insights.searches],
    ['Average Popularity', insights.averagePopularity],
  ];
  return (
    <div>
      <h2 className="text-xl font-semibold text-maroon-900">My Insights</h2>
      <p className="mt-1 text-muted">
        Counted from your favorites and searches on this device. Region, type and tradition are those of your most recent
        favorite{first ? ` (${first.name})` : ''}; popularity is on the site&apos;s 1 to 100 scale.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-saffron-200 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-maroon-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The visitor's dashboard: everything comes from and stays in this browser's localStorage. */
export function Dashboard({ popular, lists }: DashboardProps) {
  const repaired = useRepairedStores();
  return (
    <>
      {repaired ? (
        <p role="status" className="mt-4 rounded-lg bg-saffron-100 px-4 py-3 text-maroon-900">
          Some dashboard data saved in this browser could not be read ({repaired}), so it was reset.
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl bg-white px-6 shadow-sm">
        <Tabs
          label="My Spiritual Dashboard"
          items={[
            { id: 'favorites', label: 'My Favorites', content: <Favorites popular={popular} /> },
            { id: 'history', label: 'Search History', content: <History /> },
            { id: 'preferences', label: 'Preferences', content: <PreferencesForm lists={lists} /> },
            { id: 'insights', label: 'My Insights', content: <InsightsPanel lists={lists} /> },
          ]}
        />
      </div>
    </>
  );
}

