import type { Metadata } from 'next';
import { PrayerRoute, prayerMetadata, prayerStaticParams } from '@/components/prayer/prayer-route';
import { languageOf } from '@/lib/i18n/page-language';

export const revalidate = 86400;

type Params = Promise<{ lang: string; slug: string }>;

export function generateStaticParams() {
  return prayerStaticParams('aarti');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return prayerMetadata('aarti', (await languageOf(params)).slug);
}

export default async function AartiPage({ params }: { params: Params }) {
  return <PrayerRoute kind="aarti" slug={(await languageOf(params)).slug} />;
}
