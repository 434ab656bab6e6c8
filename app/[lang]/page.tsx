import Link from 'next/link';
import type { Metadata } from 'next';
import { DeityGrid } from '@/components/deity/deity-card';
import { Benefits } from '@/components/home/benefits';
import { HeroSearch } from '@/components/home/hero-search';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { JsonLd } from '@/components/ui/json-ld';
import { getMostKeptDeities, type DeityCard } from '@/lib/data/deities';
import { site } from '@/lib/server/site';
import { log } from '@/lib/server/log';
import { graph, organization, webSite } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { buttonClass } from '@/components/ui/button';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { homeMessages } from '@/lib/i18n/messages/home';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { languageOf, pageLanguage, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { siteImage } from '@/lib/seo/images';

export function generateStaticParams() {
  return languagesOf('/');
}

export const revalidate = 3600;

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = homeMessages[lang];
  return {
    ...pageMetadata({
      title: lang === 'en' ? `${site.name}: ${site.tagline}` : `${site.name}: ${layoutMessages[lang].tagline}`,
      description: lang === 'en' ? site.description : layoutMessages[lang].description,
      path: '/',
      lang,
      languages: languageCodes,
      image: lang === 'en' ? siteImage : { ...siteImage, alt: t.card.alt },
    }),
    title: { absolute: `${site.name}: ${t.title}` },
  };
}

async function PopularDeities() {
  let deities: DeityCard[];
  try {
    deities = await getMostKeptDeities(6);
  } catch (error) {
    // Rendered for the cache, not for a request: logged without a request id. Thrown, never
    // rendered as a message: the cache then keeps serving the last good page.
    log.error('[home] popular deities failed', { error, route: '/' });
    throw error;
  }
  return deities.length ? <DeityGrid deities={deities} /> : <p className="text-muted">{homeMessages[pageLanguage()].popularFailed}</p>;
}

export default async function HomePage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = homeMessages[lang];
  return (
    <>
      <LanguageSwitch path="/" available={languageCodes} />
      <JsonLd data={graph(webSite(), organization())} />
      <section className="bg-gradient-to-b from-saffron-100 to-saffron-50 px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-5xl">{t.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t.intro}</p>
        <div className="mt-8">
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="popular-heading" className="text-2xl font-bold text-maroon-900 sm:text-3xl">
            {t.popularHeading}
          </h2>
          <p className="w-full text-muted sm:order-last">{t.popularNote}</p>
          <Link href={inLanguage(lang, '/search')} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {exploreMessages[lang].exploreAll}
          </Link>
        </div>
        <div className="mt-6">
          {/* Awaited, not streamed behind a "Loading popular deities..." fallback: the page is
              rendered ahead of time, and a streamed part is only put in place by a script, so
              without JavaScript the fallback would stay on screen. */}
          <PopularDeities />
        </div>
      </section>

      <Benefits />

      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-12">
        <div className="rounded-2xl bg-maroon-900 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {t.ctaHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-saffron-100">{t.ctaText}</p>
          <Link href={inLanguage(lang, '/surname-search')} className={buttonClass({ variant: 'light', wide: true, className: 'mt-6 inline-block' })}>
            {t.ctaButton}
          </Link>
          <p className="mt-5">
            <Link href={inLanguage(lang, FIND_KULDEVI_PATH)} className="font-semibold text-saffron-100 underline underline-offset-2 hover:text-white">
              {t.ctaGuide}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
