import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SurnameDetailView } from '@/components/surname/surname-detail';
import { JsonLd } from '@/components/ui/json-ld';
import type { SurnameDetail } from '@/lib/data/surnames';
import { surnameImage } from '@/lib/seo/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { surnameJsonLd } from '@/lib/seo/surname';
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

export function surnameMetadata(detail: SurnameDetail | null): Metadata {
  if (!detail) return { title: 'No Information Found', robots: { index: false } };
  const deities = [
    ...new Set([...detail.associations.map((a) => a.deity.name), ...detail.communities.flatMap((c) => (c.deity ? [c.deity.name] : []))]),
  ].slice(0, 4);
  const shared = detail.communities.length > 0;
  return pageMetadata({
    title: `${detail.surname} Family Kuldevta`,
    description: shared
      ? `The ${detail.surname} surname is carried by many communities; the family deity follows the community and gotra. Each community${deities.length ? ` (deities such as ${deities.join(', ')})` : ''}, with sources.`
      : `Family deities of the ${detail.surname} surname${deities.length ? `: ${deities.join(', ')}` : ''}, by community and gotra, with the source and confidence of each association.`,
    // Region and state variants name the base page as canonical.
    path: `/surname/${detail.slug}`,
    type: 'article',
    image: surnameImage(detail.slug, detail.surname),
  });
}

/**
 * The surname page for `slug`, narrowed to a place when region or state is set. Unknown
 * surnames are not found; another spelling or script redirects to the surname's own address.
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
  if (surnameSlug(slug) !== detail.slug) permanentRedirect(surnamePath(detail.slug, region, state, narrowing));
  return (
    <>
      <JsonLd data={surnameJsonLd(detail)} />
      <SurnameDetailView detail={detail} region={region} state={state} narrowing={narrowing} />
    </>
  );
}
