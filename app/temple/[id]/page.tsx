import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { placeLine, precisionText, ShrineMap } from '@/components/temple/shrine-map';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/temple/family-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { SourceLink } from '@/components/ui/source-link';
import { markPageCopy } from '@/lib/cache/page-copy';
import { getPrayersForDeity } from '@/lib/data/prayers';
import { getTemple, listTemples } from '@/lib/data/temples';
import { isBuildPhase } from '@/lib/db';
import { osmUrl } from '@/lib/map/india';
import { templeImage } from '@/lib/seo/images';
import { breadcrumbList, graph, hinduTemple } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { scriptLang } from '@/lib/ui/script-lang';
import { prayerPath } from '@/lib/urls/prayer';

// Shrine pages are rendered once and served from the cache, like deity pages; a revalidation of
// what they read (shrine:{id}, the deity's tag through its prayers, the lists) renders them again.
// A database error is thrown, never rendered.
export const revalidate = 86400;

type Params = Promise<{ id: string }>;

export async function generateStaticParams() {
  // As for deity pages: prerendered at build from the build's own database, on request in dev.
  if (!isBuildPhase()) return [];
  return (await listTemples()).map(({ id }) => ({ id }));
}

// The deity's worship methods that are family rites done at the shrine.
const FAMILY_RITES = new Set([
  'first-haircut',
  'newlywed-darshan',
  'family-pilgrimage',
  'wedding-invitation',
  'jatra-procession',
  'dhaja-offering',
  'hair-offering',
]);

function description(t: NonNullable<Awaited<ReturnType<typeof getTemple>>>): string {
  return `${t.name}, a shrine of ${t.deity.name} at ${placeLine(t)}: where it is, the families who keep it as their family deity's shrine, and the sources.`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const temple = await getTemple((await params).id);
  if (!temple) return { title: 'Shrine Not Found', robots: { index: false } };
  return pageMetadata({
    title: `${temple.name}: Shrine of ${temple.deity.name}, ${placeLine(temple)}`,
    description: description(temple),
    path: `/temple/${temple.id}`,
    type: 'article',
    image: templeImage(temple),
  });
}

export default async function TemplePage({ params }: { params: Params }) {
  const temple = await getTemple((await params).id);
  if (!temple) notFound();
  // The deity's prayers carry its tag: the page shows the deity too (its festivals and rites).
  const prayers = await getPrayersForDeity(temple.deity.id);
  const aartis = prayers.filter((p) => p.type === 'aarti');
  const path = `/temple/${temple.id}`;
  await markPageCopy(path);
  const rites = temple.deity.worship_methods.filter((m) => FAMILY_RITES.has(m.id));
  const surnames = surnameCount(temple.families);
  const native = temple.native_name;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={graph(
          hinduTemple({
            name: temple.name,
            alternateName: temple.native_name || undefined,
            description: description(temple),
            path,
            image: templeImage(temple).path,
            town: temple.town,
            district: temple.district,
            state: temple.state,
            country: temple.country,
            lat: temple.lat,
            lon: temple.lon,
          }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Shrines', path: '/temples' },
            { name: temple.name, path },
          ]),
        )}
      />
      <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Shrines', path: '/temples' }, { name: temple.name }]} />
      <header className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{temple.name}</h1>
        {native ? (
          <p className="mt-1 text-2xl text-saffron-800" lang={scriptLang(native)}>
            {native}
          </p>
        ) : null}
        <p className="mt-3 text-lg text-ink">
          {'A shrine of '}
          <Link href={`/deity/${temple.deity.id}`} className="font-semibold text-saffron-800 underline underline-offset-4">
            {temple.deity.name}
          </Link>
          {` at ${placeLine(temple)}.`}
        </p>
        <p className="mt-2 text-ink">{temple.deity.description}</p>
      </header>

      <section aria-labelledby="where-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="where-heading" className="text-2xl font-bold text-maroon-900">
          Where it is
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-muted">Village or town</dt>
            <dd>{temple.town || 'Not given by the sources'}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">District</dt>
            <dd>{temple.district || 'Not given by the sources'}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">State</dt>
            <dd>{temple.state || 'Not given by the sources'}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Country</dt>
            <dd>{temple.country}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-muted">Coordinates</dt>
            <dd>
              {temple.lat !== null && temple.lon !== null ? (
                <>
                  <a href={osmUrl(temple.lat, temple.lon)} className="font-medium text-saffron-800 underline underline-offset-4" rel="external">
                    {`${temple.lat.toFixed(5)}, ${temple.lon.toFixed(5)} on OpenStreetMap`}
                  </a>
                  <span className="block text-sm text-muted">
                    {`The point is the ${precisionText(temple)}`}
                    {temple.coord_source ? (
                      <>
                        {', from '}
                        <SourceLink url={temple.coord_source.url} label={temple.coord_source.label} />
                      </>
                    ) : null}
                    .
                  </span>
                </>
              ) : (
                <span className="text-muted">{`Not yet located: ${precisionText(temple).replace(/^not yet located: /, '')}.`}</span>
              )}
            </dd>
          </div>
        </dl>
        <h3 className="mt-6 text-lg font-semibold text-maroon-900">How to get there</h3>
        {temple.way ? (
          <p className="mt-1 text-ink">
            {temple.way.text}{' '}
            <span className="text-sm text-muted">
              (<SourceLink url={temple.way.source.url} label={temple.way.source.label} />)
            </span>
          </p>
        ) : (
          <p className="mt-1 text-muted">The sources read here do not describe the way to this shrine; the OpenStreetMap link shows the place.</p>
        )}
        <ShrineMap
          label={`Map of ${temple.deity.name}'s shrines in India`}
          current={temple.id}
          shrines={[temple, ...temple.other_shrines].map((s) => ({ ...s }))}
        />
      </section>

      <section aria-labelledby="families-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="families-heading" className="text-2xl font-bold text-maroon-900">
          Families of this shrine
        </h2>
        {surnames ? (
          <>
            <p className="mt-2 text-ink" data-count={surnames} data-count-of="shrine-families">
              {`${surnames} ${surnames === 1 ? 'surname' : 'surnames'} in ${temple.families.length} ${temple.families.length === 1 ? 'community' : 'communities'} point to this shrine in our sources. Each surname page says whether its source names the shrine.`}
            </p>
            <FamilyList groups={temple.families} id="shrine-families" />
          </>
        ) : (
          <p className="mt-2 text-muted">No family in our sources names this shrine yet.</p>
        )}
      </section>

      <section aria-labelledby="fairs-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="fairs-heading" className="text-2xl font-bold text-maroon-900">
          Fairs, festivals and family rites
        </h2>
        {temple.fairs.length ? (
          <ul className="mt-3 space-y-2">
            {temple.fairs.map((f) => (
              <li key={f.name}>
                <span className="font-semibold">{f.name}</span>
                {f.months ? `: ${f.months}` : ''}{' '}
                <span className="text-sm text-muted">
                  (<SourceLink url={f.source.url} label={f.source.label} />)
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {temple.deity.festivals.length ? (
          <>
            <h3 className="mt-4 text-lg font-semibold text-maroon-900">{`Festivals of ${temple.deity.name}`}</h3>
            <p className="text-sm text-muted">As the deity&apos;s entry records them, not this shrine&apos;s own calendar.</p>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {temple.deity.festivals.map((f) => (
                <li key={f.name} className="rounded-lg bg-saffron-50 p-3">
                  <span className="font-semibold">{f.name}</span>
                  {f.timing ? <span className="block text-sm text-muted">{f.timing}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {temple.rites.length ? (
          <ul className="mt-3 space-y-2">
            {temple.rites.map((r) => (
              <li key={r.name}>
                <span className="font-semibold">{r.name}</span>
                {r.note ? `: ${r.note}` : ''}{' '}
                <span className="text-sm text-muted">
                  (<SourceLink url={r.source.url} label={r.source.label} />)
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {rites.length ? (
          <>
            <h3 className="mt-4 text-lg font-semibold text-maroon-900">{`Family rites for ${temple.deity.name}`}</h3>
            <p className="text-sm text-muted">As the deity&apos;s entry records them; customs differ from family to family.</p>
            <ul className="mt-2 list-disc pl-5">
              {rites.map((m) => (
                <li key={m.id}>{m.name}</li>
              ))}
            </ul>
          </>
        ) : null}
        {!temple.fairs.length && !temple.deity.festivals.length && !temple.rites.length && !rites.length ? (
          <p className="mt-2 text-muted">The sources read here record no fair or family rite for this shrine.</p>
        ) : null}
        {aartis.length ? (
          <p className="mt-4">
            {aartis.map((a) => (
              <Link
                key={a.id}
                href={prayerPath('aarti', a.title, a.id)}
                className="mr-4 inline-block font-semibold text-saffron-800 underline underline-offset-4"
              >
                {aartis.length > 1 ? `Aarti of ${temple.deity.name}: ${a.title}` : `Aarti of ${temple.deity.name}`}
              </Link>
            ))}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="temple-sources-heading" className="mt-8 rounded-2xl bg-white p-6 text-sm text-muted shadow-sm">
        <h2 id="temple-sources-heading" className="text-base font-semibold text-maroon-900">
          Sources
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
          {temple.sources.map((s) => (
            <li key={s.label + s.url}>
              <SourceLink url={s.url} label={s.label} />
            </li>
          ))}
        </ul>
        {temple.notes.map((n) => (
          <p key={n} className="mt-2">
            {n}
          </p>
        ))}
        <p className="mt-3">Traditions differ from family to family. Please confirm your family&apos;s customs with your elders.</p>
      </section>
    </article>
  );
}
