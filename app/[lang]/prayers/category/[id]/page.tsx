import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrayerCategoryPage } from '@/components/prayer/prayer-category';
import { JsonLd } from '@/components/ui/json-ld';
import { getPrayerCategory, listPrayerIds } from '@/lib/data/prayers';
import { isBuildPhase } from '@/lib/db';
import { categoryJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';

export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  if (!isBuildPhase()) return [];
  const ids = (await listPrayerIds()).categories.map(({ id }) => id);
  return writtenParams('category', 'id', ids);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await getPrayerCategory((await languageOf(params)).id);
  if (!category) return { title: 'Category not found', robots: { index: false } };
  return pageMetadata({ title: category.name, description: category.description, path: `/prayers/category/${category.id}` });
}

export default async function CategoryPage({ params }: { params: Params }) {
  const category = await getPrayerCategory((await languageOf(params)).id);
  if (!category) notFound();
  return (
    <>
      <JsonLd data={categoryJsonLd(category)} />
      <PrayerCategoryPage category={category} />
    </>
  );
}
