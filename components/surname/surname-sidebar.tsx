import Link from 'next/link';
import type { SurnameDetail } from '@/lib/data/surnames';
import { surnamePath } from '@/lib/validation/surname';

/** Beside the answer: where the families of the name are (never their shrine's town), related surnames, a new search. */
export function SurnameSidebar({ detail, region }: { detail: SurnameDetail; region: string }) {
  const loc = detail.location;
  return (
    <aside className="min-w-0 space-y-6 break-words">
      {loc ? (
        <section aria-labelledby="location-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="location-heading" className="text-lg font-semibold text-maroon-900">
            Location
          </h2>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold text-muted">Country: </dt>
              <dd className="inline">{loc.country}</dd>
            </div>
            {loc.state_province ? (
              <div>
                <dt className="inline font-semibold text-muted">State/Province: </dt>
                <dd className="inline">{loc.state_province}</dd>
              </div>
            ) : null}
            {loc.town_village !== 'various' ? (
              <div>
                <dt className="inline font-semibold text-muted">Town/Village: </dt>
                <dd className="inline">{loc.town_village}</dd>
              </div>
            ) : null}
            {loc.cultural_tradition_name ? (
              <div>
                <dt className="inline font-semibold text-muted">Tradition: </dt>
                <dd className="inline">{loc.cultural_tradition_name}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {detail.related_surnames.length ? (
        <section aria-labelledby="related-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="related-heading" className="text-lg font-semibold text-maroon-900">
            Related Surnames
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {detail.related_surnames.map((s) => (
              <li key={s}>
                <Link
                  href={surnamePath(s, region || loc?.country)}
                  className="block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200"
                >
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="rounded-xl bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-maroon-900">Search again</h2>
        <Link href="/surname-search" className="mt-2 inline-block font-semibold text-saffron-700 hover:underline">
          Search another surname
        </Link>
      </section>
    </aside>
  );
}
