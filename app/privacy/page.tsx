import { LegalPage } from '@/components/static/legal-page';
import { JsonLd } from '@/components/ui/json-ld';
import { lastUpdated, sections } from '@/lib/content/privacy';
import { breadcrumbList, graph, webPage } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/site';

const page = {
  name: 'Privacy Policy',
  description: 'What Kuldevta stores from family submissions, contact messages and search analytics, for how long, and your rights.',
  path: '/privacy',
  dateModified: lastUpdated,
};

export const metadata = pageMetadata({ title: page.name, description: page.description, path: page.path });

export default function Page() {
  return (
    <>
      <JsonLd
        data={graph(
          webPage(page),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: page.name, path: page.path },
          ]),
        )}
      />
      <LegalPage title={page.name} lastUpdated={lastUpdated} sections={sections} email={supportEmail()} />
    </>
  );
}
