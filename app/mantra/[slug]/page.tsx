import type { Metadata } from 'next';
import { PrayerRoute, prayerMetadata, prayerStaticParams } from '@/components/prayer/prayer-route';

export const revalidate = 86400;

type Params = Promise<{ slug: string }>;

export function generateStaticParams() {
  return prayerStaticParams('mantra');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return prayerMetadata('mantra', (await params).slug);
}

export default async function MantraPage({ params }: { params: Params }) {
  return <PrayerRoute kind="mantra" slug={(await params).slug} />;
}
