import { Dashboard, type DashboardProps } from '@/components/dashboard/dashboard';
import { getPopularDeities, getReferenceLists } from '@/lib/data/deities';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/dashboard');
}

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
  // A read that fails is thrown, never rendered as an empty list: the cache then keeps the last good page.
  const [popular, lists] = await Promise.all([getPopularDeities(6), getReferenceLists()]);
  const named = <T extends { id: string; name: string }>(items: T[]) => items.map(({ id, name }) => ({ id, name }));
  return {
    popular: named(popular),
    lists: { regions: named(lists.regions), deity_types: named(lists.deity_types), cultural_traditions: named(lists.cultural_traditions) },
  };
}

export default async function DashboardPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  const props = await load();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">My Spiritual Dashboard</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Your favorites, searches and preferences are kept only in this browser, on this device. Nothing here is sent to our servers, and clearing your
        browser&apos;s site data removes it. Accounts that keep them across your devices are coming soon.
      </p>
      <Dashboard {...props} />
    </div>
  );
}
