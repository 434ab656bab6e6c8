import { ConfirmAnswers, shrineAnswers } from '@/components/family-word/confirm-answers';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextDays } from '@/components/festival/next-days';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { placeLineIn } from '@/components/shrine/shrine-map';
import { ShrineDetail } from '@/components/shrine/shrine-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { pageLanguagesOf } from '@/lib/data/languages';
import { getPrayersForDeity } from '@/lib/data/prayers';
import { getShrine, listShrines, type Shrine } from '@/lib/data/shrines';
import { shrineDays } from '@/lib/almanac/feeds';
import { isBuildPhase } from '@/lib/db';
import { namesIn, shrineIn, type Names } from '@/lib/i18n/content';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { shrineImage } from '@/lib/seo/images';
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
  const ids = (await listShrines()).map(({ id }) => id);
  return writtenParams('shrine', 'id', ids);
}

/** The page's description in its language: the shrine, its deity and its place as the page shows them. */
function description(lang: Language, names: Names, t: Shrine): string {
  return shrineMessages[lang].meta.description(t.name, t.deity.name, placeLineIn(lang, lang === 'en' ? null : names)(t));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, id } = await languageOf(params);
  const english = await getShrine(id);
  if (!english) return { title: shrineMessages[lang].notFound.title, robots: { index: false } };
  const [shrine, names, languages] = await Promise.all([shrineIn(lang, english), namesIn(lang), pageLanguagesOf('shrine', english.id)]);
  const t = shrineMessages[lang].meta;
  const image = shrineImage(english);
  return pageMetadata({
    title: t.title(shrine.name, shrine.deity.name, placeLineIn(lang, lang === 'en' ? null : names)(shrine)),
    description: description(lang, names, shrine),
    path: `/temple/${shrine.id}`,
    lang,
    languages,
    type: 'article',
    image: lang === 'en' ? image : { ...image, alt: t.imageAlt(shrine.name, site.name) },
  });
}

export default async function ShrinePage({ params }: { params: Params }) {
  const { lang, id } = await languageOf(params);
  const english = await getShrine(id);
  if (!english) notFound();
  // The deity's prayers carry its tag: the page shows the deity too (its festivals and rites).
  const [shrine, names, languages, prayers, days] = await Promise.all([
    shrineIn(lang, english),
    namesIn(lang),
    pageLanguagesOf('shrine', english.id),
    getPrayersForDeity(english.deity.id),
    shrineDays(english.id),
  ]);
  const aartis = prayers.filter((p) => p.type === 'aarti');
  const path = `/temple/${shrine.id}`;
  const t = shrineMessages[lang];
  return (
    <>
      <LanguageSwitch path={path} available={languages} />
      <JsonLd
        data={graph(
          hinduTemple({
            name: shrine.name,
            alternateName:
              (lang === 'en' ? shrine.native_name : shrine.name !== shrine.latin_name ? shrine.latin_name : shrine.native_name) || undefined,
            description: description(lang, names, shrine),
            path,
            image: shrineImage(english).path,
            town: english.town,
            district: english.district,
            state: english.state,
            country: english.country,
            lat: shrine.lat,
            lon: shrine.lon,
          }),
          breadcrumbList([
            { name: t.home, path: '/' },
            { name: t.shrines, path: '/temples' },
            { name: shrine.name, path },
          ]),
        )}
      />
      <ShrineDetail
        shrine={shrine}
        aartis={aartis}
        lang={lang}
        names={names}
        confirm={<ConfirmAnswers names={names} answers={shrineAnswers(english, shrine.deity.name)} />}
        days={
          days ? (
            <NextDays
              days={days.days}
              feed={`/calendar/shrine/${english.id}`}

              place={english.lat !== null ? shrine.name : null}
              shrine
            />
          ) : null
        }
      />
    </>
  );
}
