import { LegalPage } from '@/components/static/legal-page';
import { lastUpdated, sections } from '@/lib/content/privacy';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'What Kuldevta stores from family submissions, contact messages and search analytics, for how long, and your rights.',
  path: '/privacy',
});

export default function Page() {
  return <LegalPage title="Privacy Policy" lastUpdated={lastUpdated} sections={sections} email={supportEmail()} />;
}
