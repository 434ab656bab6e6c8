'use client';

import { computeInsights } from '@/lib/dashboard/store';
import { useStore } from '@/lib/dashboard/use-store';
import type { DashboardProps } from './dashboard';
import { Loading, nameOf } from './panel-parts';

export function InsightsPanel({ lists }: Pick<DashboardProps, 'lists'>) {
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
        Counted from your favorites and searches on this device. Region, type and tradition are those of your most recent favorite
        {first ? ` (${first.name})` : ''}; popularity is on the site&apos;s 1 to 100 scale.
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
