import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { confidenceBand, sourceLabels, type Association, type SurnameDetail } from '@/lib/data/surnames';
import { surnamePath } from '@/lib/validation/surname';

function AssociationCard({ a }: { a: Association }) {
  const band = confidenceBand(a.confidence_level);
  const d = a.deity;
  return (
    <article className="rounded-xl border border-saffron-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-semibold text-maroon-900">{d.name}</h3>
          {d.sanskrit_name ? <p className="text-lg text-saffron-800">{d.sanskrit_name}</p> : null}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Source and confidence">
          <li className="rounded-full bg-saffron-100 px-3 py-1 text-sm font-medium text-maroon-900">{sourceLabels[a.source]}</li>
          <li
            className={`rounded-full px-3 py-1 text-sm font-medium ${
              band === 'High' ? 'bg-green-100 text-green-900' : band === 'Medium' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900'
            }`}
          >
            {band} confidence ({a.confidence_level})
          </li>
        </ul>
      </div>
      <p className="mt-2 text-ink">{d.description}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {d.type_name ? (
          <div>
            <dt className="font-semibold text-muted">Type</dt>
            <dd>{d.type_name}</dd>
          </div>
        ) : null}
        {a.town_village !== 'various' || a.state_province ? (
          <div>
            <dt className="font-semibold text-muted">Place</dt>
            <dd>{[a.town_village !== 'various' ? a.town_village : '', a.state_province, a.country].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
        {d.attributes.length ? (
          <div>
            <dt className="font-semibold text-muted">Attributes</dt>
            <dd>{d.attributes.join(', ')}</dd>
          </div>
        ) : null}
        {d.symbols.length ? (
          <div>
            <dt className="font-semibold text-muted">Symbols</dt>
            <dd>{d.symbols.join(', ')}</dd>
          </div>
        ) : null}
        {d.festivals.length ? (
          <div>
            <dt className="font-semibold text-muted">Festivals</dt>
            <dd>{d.festivals.join(', ')}</dd>
          </div>
        ) : null}
        {d.worship_methods.length ? (
          <div>
            <dt className="font-semibold text-muted">Worship</dt>
            <dd>{d.worship_methods.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {a.notes ? <p className="mt-3 text-sm text-ink">Notes: {a.notes}</p> : null}
      <p className="mt-2 break-words text-sm text-muted">Source: {a.source_ref}</p>
      <Link href={`/deity/${d.id}`} className="mt-3 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        Learn more about {d.name}
      </Link>
    </article>
  );
}

/** Groups associations by community and gotra, in the order the database gave them. */
function groupAssociations(associations: Association[]) {
  const groups = new Map<string, { community: string; gotra: string; items: Association[] }>();
  for (const a of associations) {
    const key = `${a.community}|${a.gotra}`;
    const group = groups.get(key) ?? { community: a.community || 'Community not stated', gotra: a.gotra, items: [] };
    group.items.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function SurnameDetailView({ detail, region, state }: { detail: SurnameDetail; region: string; state: string }) {
  const loc = detail.location;
  const place = [state || loc?.state_province, region || loc?.country].filter(Boolean).join(', ');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        separator="/"
        items={[{ name: 'Home', path: '/' }, { name: 'Surname Search', path: '/surname-search' }, { name: detail.surname }]}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{`${detail.surname} Family Kuldevta`}</h1>
        {place ? <p className="mt-2 text-xl text-saffron-800">{`Traditional Family Deity in ${place}`}</p> : null}
        <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">
          Traditions differ between families, even of one surname: the community, the gotra and the place all matter. Each
          association below says where it comes from and how sure it is. Please confirm with your elders.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          {detail.associations.length ? (
            groupAssociations(detail.associations).map((g) => (
              <section key={`${g.community}|${g.gotra}`} aria-label={`${g.community}${g.gotra ? `, gotra ${g.gotra}` : ''}`} className="mb-8">
                <h2 className="text-2xl font-bold text-maroon-900">
                  {g.community}
                  {g.gotra ? <span className="text-lg font-normal text-muted"> · Gotra {g.gotra}</span> : null}
                </h2>
                <div className="mt-3 space-y-4">
                  {g.items.map((a) => (
                    <AssociationCard key={a.id} a={a} />
                  ))}
                </div>
              </section>
            ))
          ) : (
            <div className="rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold text-maroon-900">No Information Found</h2>
              <p className="mt-2 text-ink">
                {`We couldn't find detailed information for the ${detail.surname} surname`}
                {region ? ` in ${[state, region].filter(Boolean).join(', ')}` : ''}.
              </p>
              <Link href={surnamePath(detail.surname)} className="mt-3 inline-block font-semibold text-saffron-700 hover:underline">
                See all places for {detail.surname}
              </Link>
            </div>
          )}
          {detail.educational.length ? (
            <section aria-labelledby="culture-heading" className="mt-10">
              <h2 id="culture-heading" className="text-2xl font-bold text-maroon-900">
                Cultural &amp; Historical Information
              </h2>
              <ul className="mt-4 space-y-6">
                {detail.educational.map((e) => (
                  <li key={e.title} className="rounded-xl bg-white p-5 shadow-sm">
                    <h3 className="text-lg font-semibold text-maroon-900">{e.title}</h3>
                    <div className="prose-text mt-2 text-ink">
                      {e.content.split(/\n\s*\n/).map((p, i) => (
                        <p key={i}>{p}</p>
                      ))}
                    </div>
                    {e.source ? <p className="mt-2 break-words text-sm text-muted">Source: {e.source}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="space-y-6">
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
      </div>
    </div>
  );
}
