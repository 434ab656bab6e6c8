import { LegalPage } from '@/components/static/legal-page';
import { lastUpdated, sections } from '@/lib/content/privacy';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/privacy');
}

const page = {
  name: 'Privacy Policy',
  description: 'What Kuldevta stores from family submissions, contact messages and search analytics, for how long, and your rights.',
  path: '/privacy',
};

export const metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

export default async function Page({ params }: { params: LanguageParams }) {
  await languageOf(params);
  return <LegalPage page={page} lastUpdated={lastUpdated} sections={sections} />;
}
