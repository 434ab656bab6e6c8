import Link from 'next/link';
import { enAttr } from '@/components/surname/lang-parts';
import type { SurnameDetail } from '@/lib/data/surnames';
import { isLatin, pageKit } from '@/lib/ui/surname-language';
import { surnamePath } from '@/lib/validation/surname';

/** Beside the answer: where the families of the name are (never their shrine's town), related surnames, a new search. */
export async function SurnameSidebar({ detail, region }: { detail: SurnameDetail; region: string }) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const loc = detail.location;
  const tradition = loc?.cultural_tradition_name
    ? lang === 'en'
      ? loc.cultural_tradition_name
      : ((await kit.reference()).tradition(loc.cultural_tradition ?? '') ?? loc.cultural_tradition_name)
    : '';
  const place = (name: string) => {
    const shown = kit.place(name);
    return (
      <dd className="inline" {...enAttr(lang, isLatin(shown))}>
        {shown}
      </dd>
    );
  };
  const related = lang === 'en' ? detail.related_surnames : [...detail.related_surnames].sort((a, b) => kit.compare(kit.surname(a), kit.surname(b)));
  return (
    <aside className="min-w-0 space-y-6 break-words">
      {loc ? (
        <section aria-labelledby="location-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="location-heading" className="text-lg font-semibold text-maroon-900">
            {t.location}
          </h2>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold text-muted">{`${t.country}: `}</dt>
              {place(loc.country)}
            </div>
            {loc.state_province ? (
              <div>
                <dt className="inline font-semibold text-muted">{`${t.state}: `}</dt>
                {place(loc.state_province)}
              </div>
            ) : null}
            {loc.town_village !== 'various' ? (
              <div>
                <dt className="inline font-semibold text-muted">{`${t.town}: `}</dt>
                {place(loc.town_village)}
              </div>
            ) : null}
            {tradition ? (
              <div>
                <dt className="inline font-semibold text-muted">{`${t.tradition}: `}</dt>
                <dd className="inline" {...enAttr(lang, isLatin(tradition))}>
                  {tradition}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {related.length ? (
        <section aria-labelledby="related-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="related-heading" className="text-lg font-semibold text-maroon-900">
            {t.relatedSurnames}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {related.map((s) => (
              <li key={s}>
                <Link
                  href={kit.href(surnamePath(s, region || loc?.country))}
                  className="block rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900 hover:bg-saffron-200"
                >
                  {kit.surname(s)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="rounded-xl bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-maroon-900">{t.searchAgain}</h2>
        <Link href={kit.href('/surname-search')} className="mt-2 inline-block font-semibold text-saffron-700 hover:underline">
          {t.searchAnother}
        </Link>
      </section>
    </aside>
  );
}
