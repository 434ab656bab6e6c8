import { Dashboard, type DashboardProps } from '@/components/dashboard/dashboard';
import { getPopularDeities, getReferenceLists } from '@/lib/data/deities';
import { pageMetadata } from '@/lib/seo/metadata';

// The page is the same for everyone (the visitor's data never reaches the server): static,
// refreshed hourly for the popular deities and the preference lists.
export const revalidate = 3600;

export const metadata = pageMetadata({
  title: 'My Spiritual Dashboard',
  description: 'Your favorite family deities, your recent searches and your preferences, kept only in this browser.',
  path: '/dashboard',
  noindex: true,
});

async function load(): Promise<DashboardProps> {
  const [popular, lists] = await Promise.allSettled([getPopularDeities(6), getReferenceLists()]);
  if (popular.status === 'rejected') console.error('[dashboard] popular deities failed', popular.reason);
  if (lists.status === 'rejected') console.error('[dashboard] reference lists failed', lists.reason);
  const named = <T extends { id: string; name: string }>(items: T[]) => items.map(({ id, name }) => ({ id, name }));
  return {
    popular: popular.status === 'fulfilled' ? named(popular.value) : [],
    lists:
      lists.status === 'fulfilled'
        ? { regions: named(lists.value.regions), deity_types: named(lists.value.deity_types), cultural_traditions: named(lists.value.cultural_traditions) }
        : { regions: [], deity_types: [], cultural_traditions: [] },
  };
}

export default async function DashboardPage() {
  const props = await load();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">My Spiritual Dashboard</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Your favorites, searches and preferences are kept only in this browser, on this device. Nothing here is sent to
        our servers, and clearing your browser&apos;s site data removes it. Accounts that keep them across your devices are
        coming soon.
      </p>
      <Dashboard {...props} />
    </div>
  );
}
