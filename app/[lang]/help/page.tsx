import type { Metadata } from 'next';
import Link from 'next/link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { HelpCenter } from '@/components/static/help-center';
import { JsonLd } from '@/components/ui/json-ld';
import { helpArticles, helpCategories } from '@/lib/content/help';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { helpMessages } from '@/lib/i18n/messages/static';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { breadcrumbList, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/server/site';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/help');
}

const PATH = '/help';

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = helpMessages[lang];
  return pageMetadata({ title: t.title, description: t.description, path: PATH, lang, languages: languageCodes });
}

export default async function HelpPage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = helpMessages[lang];
  const email = supportEmail();
  // The account category is defined but has no tab (there are no accounts yet).
  const tabs = helpCategories.filter((c) => c.id !== 'account').map((c) => ({ ...c, label: t.categories[c.id] }));
  const articles = helpArticles.map((a) => ({ ...a, ...(t.articles[a.id] ?? {}) }));
  // The FAQ structured data holds the questions the page shows on load: the first tab's.
  const shownOnLoad = articles.filter((a) => a.category === tabs[0]?.id);
  const link = 'text-saffron-700 underline';
  return (
    <>
      <LanguageSwitch path={PATH} available={languageCodes} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <JsonLd
          data={graph(
            faqPage(shownOnLoad, PATH),
            breadcrumbList([
              { name: layoutMessages[lang].nav.home, path: '/' },
              { name: t.title, path: PATH },
            ]),
          )}
        />
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-2 text-lg text-muted">{t.intro}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <HelpCenter articles={articles.filter((a) => a.category !== 'account')} categories={tabs} texts={t.search} />
          <aside className="space-y-4">
            <section className="rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-maroon-900">{t.aside.guideHeading}</h2>
              <p className="mt-1 text-ink">{t.aside.guideText}</p>
              <Link href={inLanguage(lang, FIND_KULDEVI_PATH)} className="mt-2 inline-block font-semibold text-saffron-700 underline">
                {t.aside.guideLink}
              </Link>
            </section>
            <section className="rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-maroon-900">{t.aside.email}</h2>
              <p className="mt-1 text-ink">{t.aside.emailText}</p>
              <a href={`mailto:${email}`} className="mt-2 inline-block font-semibold text-saffron-700 underline">
                {email}
              </a>
            </section>
            <section className="rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-maroon-900">
                {t.aside.forum} <span className="ml-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs text-saffron-800">{t.aside.soon}</span>
              </h2>
              <p className="mt-1 text-ink">{t.aside.forumText}</p>
            </section>
            <section className="rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-maroon-900">{t.aside.documentation}</h2>
              <Link href={inLanguage(lang, '/about')} className="mt-1 inline-block font-semibold text-saffron-700 underline">
                {t.aside.aboutLink}
              </Link>
            </section>
            <nav aria-label={t.aside.quickLinks} className="rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-maroon-900">{t.aside.quickLinks}</h2>
              <ul className="mt-2 space-y-1">
                <li>
                  <Link href={inLanguage(lang, '/about')} className={link}>
                    {t.aside.about}
                  </Link>
                </li>
                <li>
                  <Link href={inLanguage(lang, '/search')} className={link}>
                    {t.aside.explore}
                  </Link>
                </li>
                <li>
                  <Link href={inLanguage(lang, '/surname-search')} className={link}>
                    {t.aside.surname}
                  </Link>
                </li>
              </ul>
            </nav>
          </aside>
        </div>
      </div>
    </>
  );
}
