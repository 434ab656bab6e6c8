import Link from 'next/link';
import { CommunityLink } from '@/components/community/community-link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import { confidenceBand, sourceLabels, type Association, type SurnameDetail } from '@/lib/data/surnames';
import { scriptLang } from '@/lib/ui/script-lang';
import { surnamePath, surnameSearchHref } from '@/lib/validation/surname';

type Community = SurnameDetail['communities'][number];

function ConfidenceBadge({ level }: { level: number }) {
  const band = confidenceBand(level);
  const colour = band === 'High' ? 'bg-green-100 text-green-900' : band === 'Medium' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-900';
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${colour}`}>{`${band} confidence (${level})`}</span>;
}

function placeOf(a: Pick<Association, 'town_village' | 'state_province' | 'country'>): string {
  return [a.town_village !== 'various' ? a.town_village : '', a.state_province, a.country].filter(Boolean).join(', ');
}

/**
 * The rows of one deity card that read the same way (one source, kind, confidence and place):
 * one line naming all their gotras, so a community listed gotra by gotra is not one card each.
 */
function sourceLines(items: Association[]) {
  const lines = new Map<string, { first: Association; gotras: string[] }>();
  for (const a of items) {
    const key = [a.source_url, a.source_label, a.source, a.confidence_level, placeOf(a)].join('|');
    const line = lines.get(key) ?? { first: a, gotras: [] };
    if (a.gotra && !line.gotras.includes(a.gotra)) line.gotras.push(a.gotra);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** One deity of one community: what the deity is, then every gotra, place and source it covers. */
function DeityCard({ items }: { items: Association[] }) {
  const d = items[0]!.deity;
  return (
    <article className="min-w-0 break-words rounded-xl border border-saffron-200 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-semibold text-maroon-900">{d.name}</h3>
      {d.sanskrit_name ? (
        <p className="text-lg text-saffron-800" lang={scriptLang(d.sanskrit_name)}>
          {d.sanskrit_name}
        </p>
      ) : null}
      <p className="mt-2 text-ink">{d.description}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {d.type_name ? (
          <div>
            <dt className="font-semibold text-muted">Type</dt>
            <dd>{d.type_name}</dd>
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
      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Where this comes from</h4>
      <ul className="mt-2 space-y-3">
        {sourceLines(items).map(({ first: a, gotras }) => (
          <li key={a.id} className="rounded-lg bg-saffron-50 p-3 text-sm">
            {gotras.length ? (
              <p className="text-ink">
                <span className="font-semibold">{gotras.length === 1 ? 'Gotra' : 'Gotras'}:</span> {gotras.join(', ')}
              </p>
            ) : null}
            {placeOf(a) ? (
              <p className="text-ink">
                <span className="font-semibold">Place:</span> {placeOf(a)}
              </p>
            ) : null}
            <p className="text-ink">
              <span className="font-semibold">Source:</span> <SourceLink url={a.source_url} label={a.source_label} />
            </p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Source and confidence">
              <li className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-medium text-maroon-900">{sourceLabels[a.source]}</li>
              <li>
                <ConfidenceBadge level={a.confidence_level} />
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <Link href={`/deity/${d.id}`} className="mt-3 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        Learn more about {d.name}
      </Link>
    </article>
  );
}

/** Associations by community, then one card per deity, in the order the database gave them. */
function groupAssociations(associations: Association[]) {
  const groups = new Map<string, { community: string; deities: Map<string, Association[]> }>();
  for (const a of associations) {
    const community = a.community || 'Community not stated';
    const group = groups.get(community) ?? { community, deities: new Map<string, Association[]>() };
    group.deities.set(a.deity.id, [...(group.deities.get(a.deity.id) ?? []), a]);
    groups.set(community, group);
  }
  return [...groups.values()];
}

/**
 * Where the shown associations are: one place, or the states of one country, or the
 * countries. Never a place that only some of the families on the page come from.
 */
function placesShown(associations: Pick<Association, 'country' | 'state_province'>[]): string {
  const countries = [...new Set(associations.map((a) => a.country).filter(Boolean))];
  if (countries.length !== 1) return list(countries);
  const states = [...new Set(associations.map((a) => a.state_province))];
  if (states.includes('') || states.length > 3) return countries[0]!;
  return `${list(states)}, ${countries[0]}`;
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ruleText: Record<Community['rule'], string> = {
  deity: 'Family deity',
  by_gotra: 'The deity follows the gotra',
  by_clan: 'The deity follows the clan',
  by_village: 'The deity follows the village',
  by_family: 'The deity differs from family to family',
  unknown: 'No family deity recorded yet',
};

/** A surname carried by many communities: which ones, each one's deity or rule, and how to narrow it down. */
function SharedSurname({ surname, communities }: { surname: string; communities: Community[] }) {
  return (
    <section aria-labelledby="communities-heading" className="mb-10 min-w-0 break-words rounded-xl border-2 border-saffron-200 bg-white p-5 shadow-sm">
      <h2 id="communities-heading" className="text-2xl font-bold text-maroon-900">
        {`Many communities carry the ${surname} surname`}
      </h2>
      <p className="mt-2 text-ink">
        {`The family deity of a ${surname} family follows its community and gotra (and often its clan or ancestral village), not the surname alone. These are the communities known to carry the name, with what our sources say of each.`}
      </p>
      <ul className="mt-4 space-y-3">
        {communities.map((c) => (
          <li key={c.community} className="rounded-lg bg-saffron-50 p-3">
            <p className="font-semibold text-maroon-900">{c.community}</p>
            <CommunityLink label={c.community} />
            <p className="text-ink">
              {ruleText[c.rule]}
              {c.deity ? (
                <>
                  {': '}
                  <Link href={`/deity/${c.deity.id}`} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                    {c.deity.name}
                  </Link>
                </>
              ) : null}
            </p>
            {c.detail ? <p className="mt-1 text-sm text-ink">{c.detail}</p> : null}
            <p className="mt-1 text-sm text-muted">
              Source: <SourceLink url={c.source_url} label={c.source_label} />
            </p>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-semibold text-maroon-900">How to find your family&apos;s deity</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
        <li>
          <Link href={surnameSearchHref({ surname, country: '', state: '', town: '', community: '' })} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
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

export function SurnameDetailView({ detail, region, state }: { detail: SurnameDetail; region: string; state: string }) {
  const loc = detail.location;
  const place = detail.associations.length ? placesShown(detail.associations) : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        separator="/"
        items={[{ name: 'Home', path: '/' }, { name: 'Surname Search', path: '/surname-search' }, { name: detail.surname }]}
      />
      <header className="mt-6 min-w-0 break-words">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{`${detail.surname} Family Kuldevta`}</h1>
        {place ? <p className="mt-2 text-xl text-saffron-800">{`Traditional Family Deity in ${place}`}</p> : null}
        <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">
          Traditions differ between families, even of one surname: the community, the gotra and the place all matter. Each
          association below says where it comes from and how sure it is. Please confirm with your elders.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          {detail.communities.length ? <SharedSurname surname={detail.surname} communities={detail.communities} /> : null}
          {detail.associations.length ? (
            groupAssociations(detail.associations).map((g) => (
              <section key={g.community} aria-label={g.community} className="mb-8 min-w-0">
                <h2 className="break-words text-2xl font-bold text-maroon-900">{g.community}</h2>
                <CommunityLink label={g.community} />
                <div className="mt-3 space-y-4">
                  {[...g.deities.values()].map((items) => (
                    <DeityCard key={items[0]!.deity.id} items={items} />
                  ))}
                </div>
              </section>
            ))
          ) : detail.communities.length && !region && !state ? null : (
            <div className="rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold text-maroon-900">No Information Found</h2>
              <p className="mt-2 break-words text-ink">
                {`We couldn't find detailed information for the ${detail.surname} surname`}
                {region || state ? ` in ${[state, region].filter(Boolean).join(', ')}` : ''}.
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
                  <li key={e.title} className="min-w-0 break-words rounded-xl bg-white p-5 shadow-sm">
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
      </div>
    </div>
  );
}
