import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrayerDetail } from '@/components/prayer/prayer-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { getDeity } from '@/lib/data/deities';
import { getPrayer, listPrayerIds, type Prayer } from '@/lib/data/prayers';
import { deityArt } from '@/lib/ui/emblems';
import { DbUnavailableError, isBuildPhase } from '@/lib/db';
import { idFromSlug, languageTags, prayerPath, prayerSlug, type PrayerKind } from '@/lib/urls/prayer';
import { prayerImage } from '@/lib/seo/images';
import { article, breadcrumbList, graph } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { prayerSeo } from '@/lib/seo/prayer';
import { log } from '@/lib/server/log';
import { languageCodes, languages } from '@/lib/pages/kinds.mjs';

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

export async function prayerMetadata(kind: PrayerKind, slug: string): Promise<Metadata> {
  const prayer = await load(kind, slug).catch(() => null);
  if (!prayer) return { title: kind === 'aarti' ? 'Aarti not found' : 'Mantra not found', robots: { index: false } };
  const seo = prayerSeo(prayer);
  const path = prayerPath(kind, prayer.title, prayer.id);
  return {
    ...pageMetadata({ title: seo.title, description: seo.description, path, type: 'article', image: prayerImage(path, prayer.title, kind) }),
    keywords: seo.keywords,
  };
}

export async function PrayerRoute({ kind, slug }: { kind: PrayerKind; slug: string }) {
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
  const seo = prayerSeo(prayer);
  // The deity's picture is drawn from its type and description, as on its own page.
  const deity = prayer.deity ? await getDeity(prayer.deity.id) : null;
  return (
    <>
      <JsonLd
        data={graph(
          article({
            headline: prayer.title,
            description: seo.description,
            path,
            image: prayerImage(path, prayer.title, kind).path,
            datePublished: prayer.created_at,
            dateModified: prayer.updated_at,
            about: prayer.deity ? { '@type': 'Thing', name: prayer.deity.name, url: absoluteUrl(`/deity/${prayer.deity.id}`) } : undefined,
            keywords: seo.keywords,
            genre: prayer.prayer_type,
            // The page is in English around a text in its own language.
            inLanguage: ['en', languageTags[prayer.language] ?? 'und'],
          }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Prayers', path: '/prayers' },
            { name: kind === 'aarti' ? 'Aartis' : 'Mantras', path: kind === 'aarti' ? '/aartis' : '/mantras' },
            { name: prayer.title, path },
          ]),
        )}
      />
      <PrayerDetail prayer={prayer} art={prayer.deity ? deityArt(deity ?? prayer.deity) : null} />
    </>
  );
}
