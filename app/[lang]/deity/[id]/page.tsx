import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deityCardsShown } from '@/components/deity/deity-card';
import { DeityDetail } from '@/components/deity/deity-detail';
import { DeityFaq } from '@/components/deity/deity-faq';
import { DeitySurnames } from '@/components/deity/deity-surnames';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { NextDays } from '@/components/festival/next-days';
import { FamilyPrayers } from '@/components/family-word/family-prayers';
import { DeityPrayers } from '@/components/prayer/deity-prayers';
import { DeityShrines } from '@/components/shrine/deity-shrines';
import { JsonLd } from '@/components/ui/json-ld';
import { getDeity, listDeityIds, type Deity } from '@/lib/data/deities';
import { pageLanguagesOf } from '@/lib/data/languages';
import { getDeviPrayers, getPrayersForDeity } from '@/lib/data/prayers';
import { getDeitySurnames } from '@/lib/data/surnames';
import { getDeityShrines } from '@/lib/data/shrines';
import { deityDays } from '@/lib/almanac/feeds';
import { isBuildPhase } from '@/lib/db';
import { deityIn, namesIn } from '@/lib/i18n/content';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';
import type { Language } from '@/lib/pages/kinds.mjs';
import { deityFaq } from '@/lib/seo/deity-faq';
import { deityImage } from '@/lib/seo/images';
import { article, breadcrumbList, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// Deity pages are rendered once and served from the cache; content changes revalidate them.
export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  // Prerendered at build (from the build's own copy of the database), in each language it is
  // written in. `next dev` asks for params from a separate worker process, which must not open
  // the running server's embedded database: there, pages are rendered on first request instead.
  if (!isBuildPhase()) return [];
  const ids = (await listDeityIds()).map(({ id }) => id);
  return writtenParams('deity', 'id', ids);
}

function title(name: string, sanskrit: string): string {
  return sanskrit ? `${name} (${sanskrit})` : name;
}

/** The deity as the page in `lang` shows it (its name in the page's script, the Latin one beside it), and its other names. */
async function shown(lang: Language, deity: Deity): Promise<{ deity: Deity; otherNames: string[] }> {
  if (lang === 'en') return { deity, otherNames: [deity.sanskrit_name, ...deity.alternative_names] };
  const local = await deityIn(lang, deity);
  return { deity: local, otherNames: [deity.sanskrit_name, deity.name, ...deity.alternative_names] };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, id } = await languageOf(params);
  const english = await getDeity(id);
  if (!english) return { title: deityMessages[lang].notFoundTitle, robots: { index: false } };
  const [{ deity }, languages] = await Promise.all([shown(lang, english), pageLanguagesOf('deity', english.id)]);
  const image = deityImage(english);
  return pageMetadata({
    title: deityMessages[lang].metaTitle(title(deity.name, deity.sanskrit_name), deity.region_name ?? deity.region),
    description: deity.description,
    path: `/deity/${deity.id}`,
    lang,
    languages,
    type: 'article',
    image: lang === 'en' ? image : { ...image, alt: deityMessages[lang].share.alt(title(deity.name, deity.sanskrit_name)) },
  });
}

export default async function DeityPage({ params }: { params: Params }) {
  const { lang, id } = await languageOf(params);
  const english = await getDeity(id);
  if (!english) notFound();
  // Read like the deity itself: a database error fails the render, so the cache keeps the last good page.
  const [prayers, devi, surnames, shrines, languages, { deity, otherNames }, names, days] = await Promise.all([
    getPrayersForDeity(english.id),
    english.type === 'mother-goddess' ? getDeviPrayers() : [],
    getDeitySurnames(english.id),
    getDeityShrines(english.id),
    pageLanguagesOf('deity', english.id),
    shown(lang, english),
    namesIn(lang),
    deityDays(english.id),
  ]);
  const others = await deityCardsShown(lang, english.namesakes);
  const path = `/deity/${deity.id}`;
  const faq = deityFaq(deity, lang, names, otherNames);
  const nav = layoutMessages[lang].nav;
  return (
    <>
      <LanguageSwitch path={path} available={languages} />
      <JsonLd
        data={graph(
          article({
            headline: title(deity.name, deity.sanskrit_name),
            description: deity.description,
            path,
            image: deity.image_url ?? deityImage(english).path,
            datePublished: deity.created_at,
            dateModified: deity.updated_at,
            about: {
              '@type': 'Thing',
              name: deity.name,
              alternateName:
                lang === 'en'
                  ? [deity.sanskrit_name, ...deity.alternative_names].filter(Boolean)
                  : otherNames.filter((n, i) => n && n !== deity.name && otherNames.indexOf(n) === i),
            },
          }),
          breadcrumbList([
            { name: nav.home, path: '/' },
            { name: nav.explore, path: '/search' },
            { name: deity.name, path },
          ]),
          ...(faq.length ? [faqPage(faq, path)] : []),
        )}
      />
      <DeityDetail
        deity={deity}
        english={english}
        extra={
          <>
            {others.length ? (
              <section aria-labelledby="own-pages-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
                <h2 id="own-pages-heading" className="text-xl font-bold text-maroon-900">
                  {deityMessages[lang].otherShrines(deity.name)}
                </h2>
                <ul className="mt-3 list-disc space-y-1 pl-5">
                  {others.map((d) => (
                    <li key={d.english.id}>
                      <Link
                        href={d.link.href}
                        hrefLang={d.link.english ? 'en' : undefined}
                        className="font-semibold text-saffron-800 underline underline-offset-4"
                      >
                        {d.shown.name}
                        {d.link.english ? layoutMessages[lang].inEnglish : null}
                      </Link>
                      {d.englishDescription ? (
                        <>
                          {' · '}
                          <span lang="en">{d.shown.description}</span>
                        </>
                      ) : (
                        ` · ${d.shown.description}`
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {days ? (
              <NextDays
                days={days.days}
                feed={`/calendar/deity/${english.id}`}
                place={
                  days.shrine
                    ? [days.shrine.town || days.shrine.name, days.shrine.state]
                        .filter(Boolean)
                        .map((p) => names.show('place', p))
                        .join(', ')
                    : null
                }
              />
            ) : null}
            <DeityShrines name={deity.name} data={shrines} />
            <DeitySurnames name={deity.name} groups={surnames} />
            <DeityPrayers name={deity.name} prayers={prayers} devi={devi} />
            <FamilyPrayers deityId={english.id} name={deity.name} />
            <DeityFaq name={deity.name} faq={faq} />
          </>
        }
      />
    </>
  );
}
