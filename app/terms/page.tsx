import { LegalPage } from '@/components/static/legal-page';
import { lastUpdated, sections } from '@/lib/content/terms';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms for using Kuldevta: content and accuracy, submissions, contact messages, and changes with 30 days notice.',
  path: '/terms',
});

export default function Page() {
  return <LegalPage title="Terms of Service" lastUpdated={lastUpdated} sections={sections} email={supportEmail()} />;
}
