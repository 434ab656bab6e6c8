import type { Metadata } from 'next';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { FindKuldevi } from '@/components/static/find-kuldevi';
import { JsonLd } from '@/components/ui/json-ld';
import { lastUpdated, questions, sections } from '@/lib/content/find-kuldevi';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { guideMessages, helpMessages } from '@/lib/i18n/messages/static';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { siteImage } from '@/lib/seo/images';
import { article, breadcrumbList, graph } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf(FIND_KULDEVI_PATH);
}

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = guideMessages[lang];
  return pageMetadata({ title: t.title, description: t.description, path: FIND_KULDEVI_PATH, type: 'article', lang, languages: languageCodes });
}

export default async function FindKuldeviPage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = guideMessages[lang];
  const url = (anchor: string) => absoluteUrl(`${inLanguage(lang, FIND_KULDEVI_PATH)}${anchor}`);
  return (
    <>
      <LanguageSwitch path={FIND_KULDEVI_PATH} available={languageCodes} />
      <JsonLd
        data={graph(
          article({
            headline: t.title,
            description: t.description,
            path: FIND_KULDEVI_PATH,
            image: siteImage.path,
            datePublished: lastUpdated,
            dateModified: lastUpdated,
            about: { '@type': 'Thing', name: 'Kuladevata', alternateName: ['Kuldevi', 'Kuldevta', 'Family deity'] },
          }),
          {
            '@type': 'HowTo',
            name: t.title,
            description: t.description,
            url: url(''),
            inLanguage: lang,
            step: [
              ...sections.map((s) => ({
                '@type': 'HowToStep' as const,
                name: t.sections[s.id]?.heading ?? s.heading,
                url: url(`#${s.id}`),
                text: (t.sections[s.id]?.statements ?? s.statements.map((x) => x.text)).join(' '),
              })),
              {
                '@type': 'HowToStep' as const,
                name: t.questionsHeading,
                url: url('#questions'),
                text: (t.questions.length === questions.length ? t.questions : questions).join(' '),
              },
            ],
          },
          breadcrumbList([
            { name: layoutMessages[lang].nav.home, path: '/' },
            { name: helpMessages[lang].title, path: '/help' },
            { name: t.crumb, path: FIND_KULDEVI_PATH },
          ]),
        )}
      />
      <FindKuldevi lang={lang} />
    </>
  );
}
