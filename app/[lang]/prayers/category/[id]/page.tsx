import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { PrayerCategoryPage } from '@/components/prayer/prayer-category';
import { JsonLd } from '@/components/ui/json-ld';
import { pageLanguagesOf, textIn } from '@/lib/data/languages';
import { getPrayerCategory, listPrayerIds, type PrayerCategory } from '@/lib/data/prayers';
import { isBuildPhase } from '@/lib/db';
import { referenceIn } from '@/lib/i18n/content';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { categoryJsonLd } from '@/lib/seo/lists';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';
import type { Language } from '@/lib/pages/kinds.mjs';

export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  if (!isBuildPhase()) return [];
  const ids = (await listPrayerIds()).categories.map(({ id }) => id);
  return writtenParams('category', 'id', ids);
}

/** The category with its name and description in `lang` (written in it when its page is), and whether the description is left English. */
async function categoryIn(lang: Language, category: PrayerCategory): Promise<{ category: PrayerCategory; englishDescription: boolean }> {
  if (lang === 'en') return { category, englishDescription: false };
  const own = (await referenceIn(lang)).prayer_categories[category.id];
  const description = textIn(own, 'description', category.description);
  return {
    category: { ...category, name: textIn(own, 'name', category.name), description },
    englishDescription: description === category.description,
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, id } = await languageOf(params);
  const found = await getPrayerCategory(id);
  if (!found) return { title: prayerMessages[lang].category.notFound, robots: { index: false } };
  const [{ category }, languages] = await Promise.all([categoryIn(lang, found), pageLanguagesOf('category', found.id)]);
  return pageMetadata({ title: category.name, description: category.description, path: `/prayers/category/${category.id}`, lang, languages });
}

export default async function CategoryPage({ params }: { params: Params }) {
  const { lang, id } = await languageOf(params);
  const found = await getPrayerCategory(id);
  if (!found) notFound();
  const [{ category, englishDescription }, languages] = await Promise.all([categoryIn(lang, found), pageLanguagesOf('category', found.id)]);
  return (
    <>
      <LanguageSwitch path={`/prayers/category/${category.id}`} available={languages} />
      <JsonLd data={categoryJsonLd(category)} />
      <PrayerCategoryPage category={category} englishDescription={englishDescription} />
    </>
  );
}
