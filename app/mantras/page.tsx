import type { Metadata } from 'next';
import { PrayerListRoute, prayerListMetadata, type SearchParams } from '@/components/prayer/prayer-list-route';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return prayerListMetadata('mantra', searchParams);
}

export default function MantrasPage({ searchParams }: { searchParams: SearchParams }) {
  return <PrayerListRoute kind="mantra" searchParams={searchParams} />;
}
