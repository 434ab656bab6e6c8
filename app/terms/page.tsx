import { LegalPage } from '@/components/static/legal-page';
import { lastUpdated, sections } from '@/lib/content/terms';
import { pageMetadata } from '@/lib/seo/metadata';

const page = {
  name: 'Terms of Service',
  description: 'The terms for using Kuldevta: content and accuracy, submissions, contact messages, and changes with 30 days notice.',
  path: '/terms',
};

export const metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

export default function Page() {
  return <LegalPage page={page} lastUpdated={lastUpdated} sections={sections} />;
}
