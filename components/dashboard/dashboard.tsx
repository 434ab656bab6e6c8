'use client';

import { Tabs } from '@/components/ui/tabs';
import { useRepairedStores } from '@/lib/dashboard/use-store';
import { Favorites } from './favorites-panel';
import { History } from './history-panel';
import { InsightsPanel } from './insights-panel';
import type { Named } from './panel-parts';
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
