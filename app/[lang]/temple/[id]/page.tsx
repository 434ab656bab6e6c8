import { ConfirmAnswers, shrineAnswers } from '@/components/family-word/confirm-answers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextDays } from '@/components/festival/next-days';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { placeLineIn } from '@/components/temple/shrine-map';
import { TempleDetail } from '@/components/temple/temple-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { pageLanguagesOf } from '@/lib/data/languages';
import { getPrayersForDeity } from '@/lib/data/prayers';
import { getTemple, listTemples, type Temple } from '@/lib/data/temples';
import { shrineDays } from '@/lib/almanac/feeds';
import { isBuildPhase } from '@/lib/db';
import { namesIn, templeIn, type Names } from '@/lib/i18n/content';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { templeImage } from '@/lib/seo/images';
import { breadcrumbList, graph, hinduTemple } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/server/site';
import { languageOf } from '@/lib/i18n/page-language';
import { writtenParams } from '@/lib/i18n/static-params';
import type { Language } from '@/lib/pages/kinds.mjs';

// Shrine pages are rendered once and served from the cache, like deity pages; a revalidation of
// what they read (shrine:{id}, the deity's tag through its prayers, the lists) renders them again.
// A database error is thrown, never rendered.
export const revalidate = 86400;

type Params = Promise<{ lang: string; id: string }>;

export async function generateStaticParams() {
  // As for deity pages: prerendered at build from the build's own database, on request in dev.
  if (!isBuildPhase()) return [];
  const ids = (await listTemples()).map(({ id }) => id);
  return writtenParams('shrine', 'id', ids);
}

/** The page's description in its language: the shrine, its deity and its place as the page shows them. */
function description(lang: Language, names: Names, t: Temple): string {
  return shrineMessages[lang].meta.description(t.name, t.deity.name, placeLineIn(lang, lang === 'en' ? null : names)(t));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, id } = await languageOf(params);
  const english = await getTemple(id);
  if (!english) return { title: shrineMessages[lang].notFound.title, robots: { index: false } };
  const [temple, names, languages] = await Promise.all([templeIn(lang, english), namesIn(lang), pageLanguagesOf('shrine', english.id)]);
  const t = shrineMessages[lang].meta;
  const image = templeImage(english);
  return pageMetadata({
    title: t.title(temple.name, temple.deity.name, placeLineIn(lang, lang === 'en' ? null : names)(temple)),
    description: description(lang, names, temple),
    path: `/temple/${temple.id}`,
    lang,
    languages,
    type: 'article',
    image: lang === 'en' ? image : { ...image, alt: t.imageAlt(temple.name, site.name) },
  });
}

export default async function TemplePage({ params }: { params: Params }) {
  const { lang, id } = await languageOf(params);
  const english = await getTemple(id);
  if (!english) notFound();
  // The deity's prayers carry its tag: the page shows the deity too (its festivals and rites).
  const [temple, names, languages, prayers, days] = await Promise.all([
    templeIn(lang, english),
    namesIn(lang),
    pageLanguagesOf('shrine', english.id),
    getPrayersForDeity(english.deity.id),
    shrineDays(english.id),
  ]);
  const aartis = prayers.filter((p) => p.type === 'aarti');
  const path = `/temple/${temple.id}`;
  const t = shrineMessages[lang];
  return (
    <>
      <LanguageSwitch path={path} available={languages} />
      <JsonLd
        data={graph(
          hinduTemple({
            name: temple.name,
            alternateName:
              (lang === 'en' ? temple.native_name : temple.name !== temple.latin_name ? temple.latin_name : temple.native_name) || undefined,
            description: description(lang, names, temple),
            path,
            image: templeImage(english).path,
            town: english.town,
            district: english.district,
            state: english.state,
            country: english.country,
            lat: temple.lat,
            lon: temple.lon,
          }),
          breadcrumbList([
            { name: t.home, path: '/' },
            { name: t.shrines, path: '/temples' },
            { name: temple.name, path },
          ]),
        )}
      />
      <TempleDetail
        temple={temple}
        aartis={aartis}
        lang={lang}
        names={names}
        confirm={<ConfirmAnswers names={names} answers={shrineAnswers(english, temple.deity.name)} />}
        days={
          days ? (
            <NextDays
              days={days.days}
              feed={`/calendar/shrine/${english.id}`}

              place={english.lat !== null ? temple.name : null}
              shrine
            />
          ) : null
        }
      />
    </>
  );
}
