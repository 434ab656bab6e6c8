import type { Metadata } from 'next';
import { FamilyInfoForm } from '@/components/forms/family-info-form';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { SUBMIT_INFORMATION_PATH, submitInformationParams, submitTitles } from '@/lib/urls/submit-information';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = submitInformationParams(await searchParams);
  return pageMetadata({
    title: submitTitles[params.for],
    description: 'Share what your family knows about its Kuldevta: every submission is reviewed before it is added.',
    path: SUBMIT_INFORMATION_PATH,
    noindex: true,
  });
}

/**
 * The family-information form on a page of its own: where the "Submit Information" buttons
 * lead without JavaScript (with it, the same form opens in a dialog over the page).
 */
export default async function SubmitInformationPage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  await languageOf(route);
  const params = submitInformationParams(await searchParams);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: submitTitles[params.for] }]} />
      <h1 className="mt-4 text-3xl font-bold text-maroon-900">{submitTitles[params.for]}</h1>
      <p className="mt-2 text-muted">Help us expand our database by sharing information about your family&apos;s Kuldevta.</p>
      <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm">
        <FamilyInfoForm searchTerm={params.term || undefined} />
      </div>
    </div>
  );
}
