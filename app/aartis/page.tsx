import type { Metadata } from 'next';
import { PrayerListRoute, prayerListMetadata, type SearchParams } from '@/components/prayer/prayer-list-route';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return prayerListMetadata('aarti', searchParams);
}

export default function AartisPage({ searchParams }: { searchParams: SearchParams }) {
  return <PrayerListRoute kind="aarti" searchParams={searchParams} />;
}
