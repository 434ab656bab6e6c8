import type { Metadata } from 'next';
import { PrayerListRoute, prayerListMetadata, type SearchParams } from '@/components/prayer/prayer-list-route';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return prayerListMetadata('mantra', searchParams);
}

export default async function MantrasPage({ params, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  await languageOf(params);
  return <PrayerListRoute kind="mantra" searchParams={searchParams} />;
}
