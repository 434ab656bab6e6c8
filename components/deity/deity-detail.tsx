import { DeityAartiLink } from '@/components/prayer/deity-aarti-link';
import { parseSource, SourceLink } from '@/components/ui/source-link';
import type { ReactNode } from 'react';
import { FavoriteButton } from '@/components/dashboard/favorite-button';
import { DeityGrid } from '@/components/deity/deity-card';
import { DeityImage } from '@/components/deity/deity-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Tabs } from '@/components/ui/tabs';
import { favoriteSnapshot } from '@/lib/dashboard/store';
import type { Deity } from '@/lib/data/deities';
import { deityArt } from '@/lib/ui/emblems';
import { scriptLang } from '@/lib/ui/script-lang';

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section className="mt-6">
      <h3 className="text-lg font-semibold text-maroon-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overview({ deity }: { deity: Deity }) {
  return (
    <div>
      <h2 className="js-only sr-only">Overview</h2>
      <div className="prose-text max-w-3xl text-lg leading-relaxed text-ink">
        {deity.long_description.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {/* The deity's shrines, with their families and a map, are a section of their own below (DeityShrines). */}
      <ListSection title="Alternative Names" items={deity.alternative_names} />
      <ListSection title="Divine Attributes" items={deity.attributes} />
      <ListSection title="Sacred Symbols" items={deity.symbols} />
      <ListSection title="Associated Families" items={deity.associated_families} />
      <ListSection title="Worshipped In" items={deity.sub_regions} />
    </div>
  );
}

function Worship({ deity }: { deity: Deity }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">{`How Families Worship ${deity.name}`}</h2>
      <ol className="mt-4 space-y-4">
        {deity.worship_methods.map((m, i) => (
          <li key={m.id} className="flex gap-4">
            <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-saffron-700 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-maroon-900">{m.name}</h3>
              <p className="text-ink">{m.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Festivals({ deity }: { deity: Deity }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">Festivals</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {deity.festivals.map((f) => (
          <li key={f.id} className="rounded-lg bg-saffron-50 p-4">
            <h3 className="font-semibold text-maroon-900">{f.name}</h3>
            {f.timing ? <p className="text-sm text-muted">{f.timing}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Related({ deity }: { deity: Deity }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">Related Deities</h2>
      <div className="mt-4">
        {deity.related.length ? <DeityGrid deities={deity.related} /> : <p className="text-muted">No related deities found.</p>}
      </div>
    </div>
  );
}

/** The deity page: breadcrumbs, header with badges, four tabs, sources. */
export function DeityDetail({ deity, extra }: { deity: Deity; extra?: ReactNode }) {
  const badges = [deity.region_name ?? deity.region, deity.type_name ?? deity.type, deity.cultural_tradition_name ?? deity.cultural_tradition];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Explore', path: '/search' }, { name: deity.name }]} />
      <header className="mt-6 flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <DeityImage name={deity.name} imageUrl={deity.image_url} art={deityArt(deity)} size={128} priority className="rounded-2xl" />
        <div>
          <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{deity.name}</h1>
          {deity.sanskrit_name ? (
            <p className="mt-1 text-2xl text-saffron-800" lang={scriptLang(deity.sanskrit_name)}>
              {deity.sanskrit_name}
            </p>
          ) : null}
          <p className="mt-3 max-w-3xl text-lg text-ink">{deity.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Region, deity type and tradition">
            {badges.map((b) => (
              <li key={b} className="rounded-full border border-saffron-600 px-3 py-1 text-sm font-medium text-saffron-800">
                {b}
              </li>
            ))}
          </ul>
          <DeityAartiLink deityId={deity.id} name={deity.name} allPrayers />
          <FavoriteButton deity={favoriteSnapshot(deity)} variant="page" />
        </div>
      </header>
      <div className="mt-8 rounded-2xl bg-white px-6 shadow-sm">
        <Tabs
          label={`About ${deity.name}`}
          items={[
            { id: 'overview', label: 'Overview', content: <Overview deity={deity} /> },
            { id: 'worship', label: 'Worship', content: <Worship deity={deity} /> },
            { id: 'festivals', label: 'Festivals', content: <Festivals deity={deity} /> },
            { id: 'related', label: 'Related Deities', content: <Related deity={deity} /> },
          ]}
        />
      </div>
      {extra}
      <section aria-labelledby="sources-heading" className="mt-8 rounded-2xl bg-white p-6 text-sm text-muted shadow-sm">
        <h2 id="sources-heading" className="text-base font-semibold text-maroon-900">
          Sources and popularity
        </h2>
        <p className="mt-2">
          Popularity {deity.popularity}/100. {deity.popularity_basis}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
          {deity.sources.map((s) => (
            <li key={s}>
              <SourceLink {...parseSource(s)} />
            </li>
          ))}
        </ul>
        <p className="mt-3">Traditions differ from family to family. Please confirm your family&apos;s customs with your elders.</p>
      </section>
    </article>
  );
}
