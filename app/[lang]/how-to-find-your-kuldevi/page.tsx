import { FindKuldevi } from '@/components/static/find-kuldevi';
import { JsonLd } from '@/components/ui/json-ld';
import { description, lastUpdated, questions, sections, title } from '@/lib/content/find-kuldevi';
import { siteImage } from '@/lib/seo/images';
import { article, breadcrumbList, graph } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/how-to-find-your-kuldevi');
}

export const metadata = pageMetadata({ title, description, path: FIND_KULDEVI_PATH, type: 'article' });

export default async function FindKuldeviPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  return (
    <>
      <JsonLd
        data={graph(
          article({
            headline: title,
            description,
            path: FIND_KULDEVI_PATH,
            image: siteImage.path,
            datePublished: lastUpdated,
            dateModified: lastUpdated,
            about: { '@type': 'Thing', name: 'Kuladevata', alternateName: ['Kuldevi', 'Kuldevta', 'Family deity'] },
          }),
          {
            '@type': 'HowTo',
            name: title,
            description,
            url: absoluteUrl(FIND_KULDEVI_PATH),
            step: [
              ...sections.map((s) => ({
                '@type': 'HowToStep' as const,
                name: s.heading,
                url: absoluteUrl(`${FIND_KULDEVI_PATH}#${s.id}`),
                text: s.statements.map((x) => x.text).join(' '),
              })),
              {
                '@type': 'HowToStep' as const,
                name: 'Questions to ask your elders',
                url: absoluteUrl(`${FIND_KULDEVI_PATH}#questions`),
                text: questions.join(' '),
              },
            ],
          },
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Help Center', path: '/help' },
            { name: 'Finding your kuldevi', path: FIND_KULDEVI_PATH },
          ]),
        )}
      />
      <FindKuldevi />
    </>
  );
}
