import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SurnameDetailView } from '@/components/surname/surname-detail';
import { JsonLd } from '@/components/ui/json-ld';
import type { SurnameDetail } from '@/lib/data/surnames';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { surnameImage } from '@/lib/seo/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { surnameJsonLd } from '@/lib/seo/surname';
import { site } from '@/lib/server/site';
import { pageKit } from '@/lib/ui/surname-language';
import { surnamePath, surnameSlug } from '@/lib/validation/surname';
import { cut } from '@/lib/validation/text';

/** proxy.ts answers 400 to a malformed encoding first; a page never fails on one. */
export function decodedSlug(raw: string): string {
  let slug = raw;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // Keep the raw text.
  }
  return cut(slug, 120);
}

/** The surname page's metadata in the page's language: it exists in every language, each with its hreflang alternate. */
export async function surnameMetadata(detail: SurnameDetail | null): Promise<Metadata> {
  const kit = await pageKit();
  const { t, lang } = kit;
  if (!detail) return { title: t.noInformation, robots: { index: false } };
  const deities = [
    ...new Set([
      ...detail.associations.map((a) => kit.deity(a.deity.id, a.deity.name)),
      ...detail.communities.flatMap((c) => (c.deity ? [kit.deity(c.deity.id, c.deity.name)] : [])),
    ]),
  ].slice(0, 4);
  const shared = detail.communities.length > 0;
  const s = kit.surname(detail.surname);
  const image = surnameImage(detail.slug, detail.surname);
  return pageMetadata({
    title: t.title(s),
    description: shared ? t.descriptionShared(s, deities.join(', ')) : t.description(s, deities.join(', ')),
    // Region and state variants name the base page as canonical.
    path: `/surname/${detail.slug}`,
    lang,
    languages: languageCodes,
    type: 'article',
    image: lang === 'en' ? image : { path: image.path, alt: t.imageAlt(s, site.name) },
  });
}

/**
 * The surname page for `slug`, narrowed to a place when region or state is set. Unknown
 * surnames are not found; another spelling or script redirects to the surname's own address
 * in the page's language.
 */
export async function SurnamePageBody({
  slug,
  region,
  state,
  detail,
  narrowing = {},
}: {
  slug: string;
  region: string;
  state: string;
  detail: SurnameDetail | null;
  narrowing?: { community?: string; gotra?: string };
}) {
  if (!detail) notFound();
  const kit = await pageKit();
  if (surnameSlug(slug) !== detail.slug) permanentRedirect(inLanguage(kit.lang, surnamePath(detail.slug, region, state, narrowing)));
  return (
    <>
      <JsonLd data={surnameJsonLd(detail, kit)} />
      <SurnameDetailView detail={detail} region={region} state={state} narrowing={narrowing} />
    </>
  );
}
