import type { Metadata } from 'next';
import { PrayerRoute, prayerMetadata, prayerStaticParams } from '@/components/prayer/prayer-route';
import { languageOf } from '@/lib/i18n/page-language';

export const revalidate = 86400;

type Params = Promise<{ lang: string; slug: string }>;

export function generateStaticParams() {
  return prayerStaticParams('mantra');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await languageOf(params);
  return prayerMetadata('mantra', slug, lang);
}

export default async function MantraPage({ params }: { params: Params }) {
  const { lang, slug } = await languageOf(params);
  return <PrayerRoute kind="mantra" slug={slug} lang={lang} />;
}
