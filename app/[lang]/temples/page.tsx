import type { Metadata } from 'next';
import Link from 'next/link';
import { placeLine, precisionText, ShrineMap } from '@/components/temple/shrine-map';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { listTemples } from '@/lib/data/temples';
import { osmUrl } from '@/lib/map/india';
import { breadcrumbList, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/temples');
}

// The list of shrine pages: cached like them, rendered again when list:shrine is revalidated.
export const revalidate = 86400;

export const metadata: Metadata = pageMetadata({
  title: 'Shrines of Family Deities by State',
  description: 'Every shrine of a family deity on Kuldevta, by state and on one map of India, each with where it is and the families who keep it.',
  path: '/temples',
});

export default async function TemplesPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  const temples = await listTemples();
  const byState = new Map<string, typeof temples>();
  for (const t of temples) {
    const key = t.country === 'India' ? t.state || 'State not given by the sources' : t.country;
    byState.set(key, [...(byState.get(key) ?? []), t]);
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={graph(
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Shrines', path: '/temples' },
          ]),
        )}
      />
      <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Shrines' }]} />
      <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl">Shrines of Family Deities</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink">
        {`${temples.length} shrines in ${byState.size} states and countries. A family's kuldevi is a goddess at a place: each shrine has its own page with where it is and the families who keep it.`}
      </p>
      <section aria-labelledby="map-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="map-heading" className="text-2xl font-bold text-maroon-900">
          On the map
        </h2>
        <ShrineMap label="Map of the shrines in India" list={false} shrines={temples.map((t) => ({ ...t, deityName: t.deity_name }))} />
      </section>
      <section aria-labelledby="states-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="states-heading" className="text-2xl font-bold text-maroon-900">
          By state
        </h2>
        <nav aria-label="States" className="mt-3">
          <ul className="flex flex-wrap gap-2 text-sm">
            {[...byState].map(([state, list]) => (
              <li key={state}>
                <a
                  href={`#state-${state.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
                  className="block rounded-full bg-saffron-100 px-3 py-1 text-maroon-900"
                >
                  {`${state} (${list.length})`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {[...byState].map(([state, list]) => (
          <section key={state} id={`state-${state.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`} className="mt-6">
            <h3 className="text-xl font-semibold text-maroon-900">{state}</h3>
            <ul className="mt-2 grid gap-3 text-sm break-words sm:grid-cols-2">
              {list.map((t) => (
                <li key={t.id}>
                  <Link href={`/temple/${t.id}`} className="font-semibold text-saffron-800 underline-offset-4 hover:underline">
                    {t.name}
                  </Link>
                  <span className="text-muted">{` (${t.deity_name})`}</span>
                  <span className="block text-muted">{placeLine(t)}</span>
                  {t.lat !== null && t.lon !== null ? (
                    <a href={osmUrl(t.lat, t.lon)} className="text-saffron-800 underline underline-offset-4" rel="external">
                      OpenStreetMap
                    </a>
                  ) : null}
                  <span className="text-muted">{` ${t.lat !== null ? '· ' : ''}${precisionText(t)}`}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
