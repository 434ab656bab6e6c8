import Link from 'next/link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { surnameSearchHref } from '@/lib/validation/surname';

/** For a surname several communities carry: how a family finds which of them it is. */
export function HowToFind({ surname }: { surname: string }) {
  return (
    <section aria-labelledby="how-heading" className="mb-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="how-heading" className="text-lg font-semibold text-maroon-900">
        How to find your family&apos;s deity
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
        <li>
          <Link href={surnameSearchHref({ surname })} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
            Search for {surname}
          </Link>{' '}
          and choose your community; add your state or town to narrow it further.
        </li>
        <li>Ask your elders for the family&apos;s gotra, clan and ancestral village: the deity follows them.</li>
        <li>The temple of your ancestral village, and the family priest, usually know which deity the family visits.</li>
      </ul>
      <FindKuldeviLink className="mt-3" />
    </section>
  );
}
