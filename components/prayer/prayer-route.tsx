import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { PrayerDetail } from '@/components/prayer/prayer-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { getDeity } from '@/lib/data/deities';
import { getPrayer, listPrayerIds, type Prayer } from '@/lib/data/prayers';
import { namesIn } from '@/lib/i18n/content';
import { prayerWrittenIn, writtenLinks } from '@/lib/i18n/links';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { deityArt } from '@/lib/ui/emblems';
import { DbUnavailableError, isBuildPhase } from '@/lib/db';
import { idFromSlug, languageTags, prayerPath, prayerSlug, type PrayerKind } from '@/lib/urls/prayer';
import { prayerImage } from '@/lib/seo/images';
import { article, breadcrumbList, graph } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { prayerSeo } from '@/lib/seo/prayer';
import { log } from '@/lib/server/log';
import { languageCodes, languages, type Language } from '@/lib/pages/kinds.mjs';

// The shared logic of /aarti/[slug] and /mantra/[slug]: the route files bind the kind.

export async function prayerStaticParams(kind: PrayerKind) {
  if (!isBuildPhase()) return [];
  const { prayers } = await listPrayerIds();
  // In English every prayer; in another language those whose text is in a language its pages show.
  return languageCodes.flatMap((lang) =>
    prayers
      .filter((p) => p.type === kind && (lang === 'en' || languages[lang].prayerLanguages.includes(p.language)))
      .map((p) => ({ lang, slug: prayerSlug(p.title, p.id) })),
  );
}

async function load(kind: PrayerKind, slug: string): Promise<Prayer | null> {
  const id = idFromSlug(slug);
  return id === null ? null : getPrayer(kind, id);
}

/** The languages a prayer's page is written in: English, and those whose pages show its script. */
function prayerLanguages(prayer: Prayer): Language[] {
  return languageCodes.filter((l) => prayerWrittenIn(l, prayer.language));
}

/** The deity's name as a page in `lang` shows it: its script's, with the Latin name beside it (in English: the Latin name, the native one beside it). */
async function deityNameIn(lang: Language, prayer: Prayer): Promise<{ shown: string; beside: string } | undefined> {
  if (!prayer.deity) return undefined;
  if (lang === 'en') return { shown: prayer.deity.name, beside: prayer.deity.sanskrit_name };
  const names = await namesIn(lang);
  return { shown: names.of('deity', prayer.deity.id) ?? prayer.deity.name, beside: prayer.deity.name };
}

export async function prayerMetadata(kind: PrayerKind, slug: string, lang: Language = 'en'): Promise<Metadata> {
  const prayer = await load(kind, slug).catch(() => null);
  if (!prayer) return { title: prayerMessages[lang].notFound[kind], robots: { index: false } };
  const name = await deityNameIn(lang, prayer);
  const seo = prayerSeo(prayer, lang, name?.shown);
  const path = prayerPath(kind, prayer.title, prayer.id);
  const image = prayerImage(path, prayer.title, kind);
  return {
    ...pageMetadata({
      title: seo.title,
      description: seo.description,
      path,
      lang,
      languages: prayerLanguages(prayer),
      type: 'article',
      image: lang === 'en' ? image : { ...image, alt: prayerMessages[lang].seo.alt(prayer.title, kind === 'aarti') },
    }),
    keywords: seo.keywords,
  };
}

export async function PrayerRoute({ kind, slug, lang = 'en' }: { kind: PrayerKind; slug: string; lang?: Language }) {
  let prayer: Prayer | null;
  try {
    prayer = await load(kind, slug);
  } catch (error) {
    // Rendered for the cache, not for a request: logged without a request id. Thrown, never
    // rendered as a message: the cache then keeps serving the last good page.
    if (error instanceof DbUnavailableError) log.error(`[${kind}] ${kind} not loaded`, { error, route: `/${kind}/[slug]` });
    throw error;
  }
  if (!prayer) notFound();
  // One address per prayer: proxy.ts redirects an outdated or wrong title part (its lists follow
  // revalidations). A render here at such an address (a list a second behind a rename) shows the
  // prayer naming its canonical address, and is never stored as a redirect: a cached redirect
  // would outlive the rename and could send the address back and forth.
  const path = prayerPath(kind, prayer.title, prayer.id);
  const name = await deityNameIn(lang, prayer);
  const seo = prayerSeo(prayer, lang, name?.shown);
  // The deity's picture is drawn from its type and description, as on its own page.
  const deity = prayer.deity ? await getDeity(prayer.deity.id) : null;
  const deityLink = prayer.deity ? (await writtenLinks(lang, 'deity'))(prayer.deity.id, `/deity/${prayer.deity.id}`) : undefined;
  const nav = layoutMessages[lang].nav;
  const lists = prayerMessages[lang].lists;
  return (
    <>
      <LanguageSwitch path={path} available={prayerLanguages(prayer)} />
      <JsonLd
        data={graph(
          article({
            headline: prayer.title,
            description: seo.description,
            path,
            image: prayerImage(path, prayer.title, kind).path,
            datePublished: prayer.created_at,
            dateModified: prayer.updated_at,
            about: prayer.deity
              ? { '@type': 'Thing', name: name?.shown ?? prayer.deity.name, url: absoluteUrl(`/deity/${prayer.deity.id}`) }
              : undefined,
            keywords: seo.keywords,
            genre: prayer.prayer_type,
            // The page is in its language around a text in its own language.
            inLanguage: [...new Set([lang, languageTags[prayer.language] ?? 'und'])],
          }),
          breadcrumbList([
            { name: nav.home, path: '/' },
            { name: nav.prayers, path: '/prayers' },
            { name: kind === 'aarti' ? lists.aartis : lists.mantras, path: kind === 'aarti' ? '/aartis' : '/mantras' },
            { name: prayer.title, path },
          ]),
        )}
      />
      <PrayerDetail prayer={prayer} art={prayer.deity ? deityArt(deity ?? prayer.deity) : null} deityName={name} deityLink={deityLink} />
    </>
  );
}
