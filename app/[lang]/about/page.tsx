import type { Metadata } from 'next';
import Link from 'next/link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { JsonLd } from '@/components/ui/json-ld';
import { Tabs } from '@/components/ui/tabs';
import { defaultAboutTab } from '@/lib/content/about';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { aboutMessages } from '@/lib/i18n/messages/static';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { breadcrumbList, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { buttonClass } from '@/components/ui/button';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/about');
}

const PATH = '/about';

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = aboutMessages[lang];
  return pageMetadata({ title: t.title, description: t.description, path: PATH, lang, languages: languageCodes });
}

export default async function AboutPage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = aboutMessages[lang];
  const nav = layoutMessages[lang].nav;
  return (
    <>
      <LanguageSwitch path={PATH} available={languageCodes} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <JsonLd
          data={graph(
            faqPage(t.faq, PATH),
            breadcrumbList([
              { name: nav.home, path: '/' },
              { name: nav.about, path: PATH },
            ]),
          )}
        />
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{t.title}</h1>
        <div className="mt-6 rounded-2xl bg-white px-6 shadow-sm">
          <Tabs
            label={t.tabsLabel}
            defaultTab={defaultAboutTab}
            items={t.tabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <div className="max-w-3xl text-lg leading-relaxed text-ink">
                  <h2 className="text-2xl font-bold text-maroon-900">{tab.heading}</h2>
                  <p className="mt-3">{tab.intro}</p>
                  {tab.sections.map((s) => (
                    <section key={s.heading} className="mt-6">
                      <h3 className="text-xl font-semibold text-maroon-900">{s.heading}</h3>
                      <div className="prose-text mt-2">
                        {s.paragraphs.map((p, i) => (
                          <p key={i}>{p}</p>
                        ))}
                      </div>
                    </section>
                  ))}
                </div>
              ),
            }))}
          />
        </div>
        <section aria-labelledby="faq-heading" className="mt-10">
          <h2 id="faq-heading" className="text-2xl font-bold text-maroon-900">
            {t.faqHeading}
          </h2>
          <dl className="mt-4 space-y-4">
            {t.faq.map((f) => (
              <div key={f.question} className="rounded-xl bg-white p-5 shadow-sm">
                <dt className="font-semibold text-maroon-900">{f.question}</dt>
                <dd className="mt-2 text-ink">
                  <p>{f.answer}</p>
                  {f.more ? (
                    <Link
                      href={inLanguage(lang, f.more.href)}
                      className="mt-2 block font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900"
                    >
                      {f.more.label}
                    </Link>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="about-cta" className="mt-10 rounded-2xl bg-maroon-900 px-6 py-10 text-center text-white">
          <h2 id="about-cta" className="text-2xl font-bold">
            {t.cta.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-saffron-100">{t.cta.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href={inLanguage(lang, t.cta.primary.href)} className={buttonClass({ variant: 'light', wide: true })}>
              {t.cta.primary.label}
            </Link>
            <Link href={inLanguage(lang, t.cta.secondary.href)} className={buttonClass({ variant: 'light-outline', wide: true })}>
              {t.cta.secondary.label}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
