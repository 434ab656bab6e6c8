'use client';

import { Tabs } from '@/components/ui/tabs';
import { useRepairedStores } from '@/lib/dashboard/use-store';
import { FamilyCardPanel } from './family-card-panel';
import { Favorites } from './favorites-panel';
import { History } from './history-panel';
import { InsightsPanel } from './insights-panel';
import { PopularLinks, type Named } from './panel-parts';
import { PreferencesForm } from './preferences-panel';

export interface DashboardProps {
  /** Popular deities, offered when the favorites are empty. */
  popular: Named[];
  lists: { regions: Named[]; deity_types: Named[]; cultural_traditions: Named[] };
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
      {/* Everything on the dashboard is read from this browser by a script: without one it says
          so (and offers the popular deities) instead of showing empty panels. */}
      <div className="nojs-only mt-6 rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold text-maroon-900">This dashboard needs JavaScript</h2>
        <p className="mt-2 text-ink">
          Your favorites, recent searches and preferences are read from this browser by a script, and scripts are turned off. Turn JavaScript on for
          this site to see them. Every other page works without it.
        </p>
        <PopularLinks popular={popular} />
      </div>
      <div className="js-only mt-6 rounded-2xl bg-white px-6 shadow-sm">
        <Tabs
          label="My Spiritual Dashboard"
          items={[
            { id: 'favorites', label: 'My Favorites', content: <Favorites popular={popular} /> },
            { id: 'history', label: 'Search History', content: <History /> },
            { id: 'preferences', label: 'Preferences', content: <PreferencesForm lists={lists} /> },
            { id: 'insights', label: 'My Insights', content: <InsightsPanel lists={lists} /> },
            { id: 'family', label: 'Family Card', content: <FamilyCardPanel /> },
          ]}
        />
      </div>
    </>
  );
}
