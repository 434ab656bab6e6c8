import type { Metadata } from 'next';
import { PrayerRoute, prayerMetadata, prayerStaticParams } from '@/components/prayer/prayer-route';

export const revalidate = 86400;

type Params = Promise<{ slug: string }>;

export function generateStaticParams() {
  return prayerStaticParams('aarti');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return prayerMetadata('aarti', (await params).slug);
}

export default async function AartiPage({ params }: { params: Params }) {
  return <PrayerRoute kind="aarti" slug={(await params).slug} />;
}
