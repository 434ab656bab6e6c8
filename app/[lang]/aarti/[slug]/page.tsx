import type { Metadata } from 'next';
import { PrayerRoute, prayerMetadata, prayerStaticParams } from '@/components/prayer/prayer-route';
import { languageOf } from '@/lib/i18n/page-language';

export const revalidate = 86400;

type Params = Promise<{ lang: string; slug: string }>;

export function generateStaticParams() {
  return prayerStaticParams('aarti');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await languageOf(params);
  return prayerMetadata('aarti', slug, lang);
}

export default async function AartiPage({ params }: { params: Params }) {
  const { lang, slug } = await languageOf(params);
  return <PrayerRoute kind="aarti" slug={slug} lang={lang} />;
}
