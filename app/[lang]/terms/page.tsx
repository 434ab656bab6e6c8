import { LegalPage } from '@/components/static/legal-page';
import { lastUpdated, sections } from '@/lib/content/terms';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/terms');
}

const page = {
  name: 'Terms of Service',
  description: 'The terms for using Kuldevta: content and accuracy, submissions, contact messages, and changes with 30 days notice.',
  path: '/terms',
};

export const metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

export default async function Page({ params }: { params: LanguageParams }) {
  await languageOf(params);
  return <LegalPage page={page} lastUpdated={lastUpdated} sections={sections} />;
}
