import type { Metadata } from 'next';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { countryIn, placeLineIn, precisionIn, ShrineMap } from '@/components/shrine/shrine-map';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageLink } from '@/components/ui/page-link';
import { listShrines } from '@/lib/data/shrines';
import { namesIn, shrineName } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { compareIn } from '@/lib/i18n/format';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { osmUrl } from '@/lib/map/india';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { breadcrumbList, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/temples');
}

// The list of shrine pages: cached like them, rendered again when list:shrine is revalidated.
export const revalidate = 86400;

const PATH = '/temples';

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = shrineMessages[lang].list;
  return pageMetadata({ title: t.title, description: t.description, path: PATH, lang, languages: languageCodes });
}

/** A state's anchor, from its English name (the same in every language). */
function anchor(state: string): string {
  return `state-${state.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export default async function ShrinesPage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = shrineMessages[lang];
  const [shrines, names] = await Promise.all([listShrines(), namesIn(lang)]);
  const placeOf = placeLineIn(lang, lang === 'en' ? null : names);
  const precisionOf = precisionIn(lang, lang === 'en' ? null : names);
  const shown = shrines.map((s) => ({
    ...s,
    shown: shrineName(names, s.name),
    deity: lang === 'en' ? s.deity_name : names.show('deity', s.deity_id),
  }));
  // By state (a country outside India as one), each by its name in the page's language; English keeps the database's order.
  // In another language: India's states by name, then the shrines whose state is not given, then other countries.
  const byState = new Map<string, { name: string; rank: number; list: typeof shown }>();
  for (const s of shown) {
    const key = s.country === 'India' ? s.state || shrineMessages.en.list.noState : s.country;
    const name = s.country === 'India' ? (s.state ? names.show('place', s.state) : t.list.noState) : countryIn(lang, names)(s.country);
    const group = byState.get(key) ?? { name, rank: s.country !== 'India' ? 2 : s.state ? 0 : 1, list: [] };
    group.list.push(s);
    byState.set(key, group);
  }
  const states = [...byState];
  if (lang !== 'en') {
    const compare = compareIn(lang);
    states.sort(([, a], [, b]) => a.rank - b.rank || compare(a.name, b.name));
    for (const [, g] of states) g.list.sort((a, b) => compare(a.shown, b.shown));
  }
  return (
    <>
      <LanguageSwitch path={PATH} available={languageCodes} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <JsonLd
          data={graph(
            breadcrumbList([
              { name: t.home, path: '/' },
              { name: t.shrines, path: PATH },
            ]),
          )}
        />
        <Breadcrumbs items={[{ name: t.home, path: inLanguage(lang, '/') }, { name: t.shrines }]} />
        <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl">{t.list.heading}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink">{t.list.intro(shrines.length, byState.size)}</p>
        <section aria-labelledby="map-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="map-heading" className="text-2xl font-bold text-maroon-900">
            {t.list.onMap}
          </h2>
          <ShrineMap label={t.list.mapLabel} list={false} shrines={shown.map((s) => ({ ...s, deityName: s.deity }))} />
        </section>
        <section aria-labelledby="states-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="states-heading" className="text-2xl font-bold text-maroon-900">
            {t.list.byState}
          </h2>
          <nav aria-label={t.list.states} className="mt-3">
            <ul className="flex flex-wrap gap-2 text-sm">
              {states.map(([key, g]) => (
                <li key={key}>
                  <a href={`#${anchor(key)}`} className="block rounded-full bg-saffron-100 px-3 py-1 text-maroon-900">
                    {`${g.name} (${g.list.length})`}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {states.map(([key, g]) => (
            <section key={key} id={anchor(key)} className="mt-6">
              <h3 className="text-xl font-semibold text-maroon-900" lang={englishIn(lang, g.name)}>
                {g.name}
              </h3>
              <ul className="mt-2 grid gap-3 text-sm break-words sm:grid-cols-2">
                {g.list.map((s) => (
                  <li key={s.id}>
                    <PageLink path={`/temple/${s.id}`} className="font-semibold text-saffron-800 underline-offset-4 hover:underline">
                      <span lang={englishIn(lang, s.shown)}>{s.shown}</span>
                    </PageLink>
                    <span className="text-muted">{` (${s.deity})`}</span>
                    <span className="block text-muted">{placeOf(s)}</span>
                    {s.lat !== null && s.lon !== null ? (
                      <a href={osmUrl(s.lat, s.lon)} className="text-saffron-800 underline underline-offset-4" rel="external">
                        OpenStreetMap
                      </a>
                    ) : null}
                    <span className="text-muted">{` ${s.lat !== null ? '· ' : ''}${precisionOf(s)}`}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </>
  );
}
