import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

function titleCase(s: string): string {
  return s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The surname as a visitor wrote it, from an address's last part ("de-souza" is "De Souza"). */
export function surnameFromSlug(slug: string): string {
  return titleCase(slug.replace(/[-_]+/g, ' ').replace(/[<>]/g, '').trim().slice(0, 100));
}

/**
 * The surname section's not-found page, naming the surname (and place) asked for when known.
 * proxy.ts answers it with a 404 so that surnames we know nothing about are not indexed.
 */
export function SurnameNotFound({ slug = '', region = '' }: { slug?: string; region?: string }) {
  const surname = surnameFromSlug(slug);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">No Information Found</h1>
      <p className="mt-4 text-lg wrap-anywhere text-ink">
        {surname ? `We couldn't find detailed information for the ${surname} surname` : "We couldn't find detailed information for this surname"}
        {region ? ` in ${region}` : ''}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/surname-search" className={buttonClass({ wide: true })}>
          Search by Surname
        </Link>
        <Link href="/search" className={buttonClass({ variant: 'outline', wide: true })}>
          Explore All Deities
        </Link>
      </div>
    </div>
  );
}
