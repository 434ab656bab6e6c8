import Link from 'next/link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { surnameSearchHref } from '@/lib/validation/surname';
import { pageKit } from '@/lib/ui/surname-language';

/** For a surname several communities carry: how a family finds which of them it is. */
export async function HowToFind({ surname }: { surname: string }) {
  const { t, href, surname: show } = await pageKit();
  return (
    <section aria-labelledby="how-heading" className="mb-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="how-heading" className="text-lg font-semibold text-maroon-900">
        {t.howHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
        <li>
          <Link href={href(surnameSearchHref({ surname }))} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
            {t.howSearch(show(surname))}
          </Link>
          {t.howSearchRest}
        </li>
        <li>{t.howElders}</li>
        <li>{t.howShrine}</li>
      </ul>
      <FindKuldeviLink className="mt-3" />
    </section>
  );
}
