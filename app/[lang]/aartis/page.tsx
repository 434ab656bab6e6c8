import type { Metadata } from 'next';
import { PrayerListRoute, prayerListMetadata, type SearchParams } from '@/components/prayer/prayer-list-route';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';

export async function generateMetadata({ params, searchParams }: { params: LanguageParams; searchParams: SearchParams }): Promise<Metadata> {
  return prayerListMetadata('aarti', searchParams, (await languageOf(params)).lang);
}

export default async function AartisPage({ params, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  const { lang } = await languageOf(params);
  return <PrayerListRoute kind="aarti" searchParams={searchParams} lang={lang} />;
}
