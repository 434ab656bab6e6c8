import Link from 'next/link';
import { CommunityLink } from '@/components/community/community-link';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { DeityAartiLink } from '@/components/prayer/deity-aarti-link';
import { CardShrines } from '@/components/temple/card-shrines';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import { BadgeLegend, CommunityDeities, ConfidenceBadge, ruleText, SourceBadge } from '@/components/surname/answer-parts';
import type { Association, SurnameDetail } from '@/lib/data/surnames';
import { count, groupAnswer, notRecorded, ruleNotRecorded, subclanNote, type CommunityGroup, type Narrowing } from '@/lib/ui/surname-answer';
import { scriptLang } from '@/lib/ui/script-lang';
import { surnamePath, surnameSearchHref } from '@/lib/validation/surname';

type Community = SurnameDetail['communities'][number];
type Group = CommunityGroup<Association, Community>;

/** Communities shown open on the page; the rest are folded (a native disclosure: works without scripts). */
const OPEN_COMMUNITIES = 3;

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
    const key = [a.source_url, a.source_label, a.source, a.confidence_level, placeOf(a), a.subclan_of].join('|');
    const line = lines.get(key) ?? { first: a, gotras: [] };
    if (a.gotra && !line.gotras.includes(a.gotra)) line.gotras.push(a.gotra);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** One deity of one community: what the deity is, then every gotra, place and source it covers. */
function DeityCard({ items, narrowing }: { items: Association[]; narrowing: Narrowing }) {
  const d = items[0]!.deity;
  return (
    <article data-deity-card={d.id} className="min-w-0 rounded-xl border border-saffron-200 bg-white p-5 break-words shadow-sm">
      <h3 className="text-xl font-semibold text-maroon-900">{d.name}</h3>
      {d.sanskrit_name ? (
        <p className="text-lg text-saffron-800" lang={scriptLang(d.sanskrit_name)}>
          {d.sanskrit_name}
        </p>
      ) : null}
      <CardShrines items={items} />
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
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">Where this comes from</h4>
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
            {a.subclan_of ? <p className="text-ink">{`Listed as a sub-clan name of the ${a.subclan_of} clan.`}</p> : null}
            {notRecorded(a, narrowing).length ? <p className="font-semibold text-saffron-800">{notRecorded(a, narrowing).join('; ')}</p> : null}
            <p className="text-ink">
              {/* An inferred row names the source of the community-wide rule it applies, not of this surname. */}
              <span className="font-semibold">{a.source === 'inferred' ? 'Rule from:' : 'Source:'}</span>{' '}
              <SourceLink url={a.source_url} label={a.source_label} />
            </p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Source and confidence">
              <li>
                <SourceBadge source={a.source} />
              </li>
              <li>
                <ConfidenceBadge level={a.confidence_level} />
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <DeityAartiLink deityId={d.id} name={d.name} />
      <Link href={`/deity/${d.id}`} className="mt-3 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        Learn more about {d.name}
      </Link>
    </article>
  );
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

/** The in-page anchor of a community's section. */
function anchor(g: Group): string {
  return `community-${g.key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'not-stated'}`;
}

/**
 * The answer first: every community known to carry the name, the family's own first, each with
 * its deity or rule, in one list. The sentence above it counts that list.
 */
function AnswerSummary({ surname, groups }: { surname: string; groups: Group[] }) {
  const first = groups[0]!;
  const rest = groups.slice(1).length > OPEN_COMMUNITIES ? groups.slice(OPEN_COMMUNITIES) : [];
  const open = rest.length ? groups.slice(0, OPEN_COMMUNITIES) : groups;
  const item = (g: Group, i: number) => (
    <li key={g.key} data-answer-community={g.name} className="rounded-lg bg-saffron-50 p-3">
      <a href={`#${anchor(g)}`} className="font-semibold text-maroon-900 underline-offset-4 hover:underline">
        {g.name}
      </a>
      {g.subclanOf ? <p className="text-sm text-ink">{subclanNote(surname, g, i > 0)}</p> : null}
      <CommunityDeities group={g} compact />
    </li>
  );
  return (
    <section aria-labelledby="answer-heading" className="mt-4 min-w-0 rounded-xl border-2 border-saffron-200 bg-white p-4 break-words shadow-sm">
      <h2 id="answer-heading" className="text-xl font-bold text-maroon-900">
        {groups.length === 1 ? `The ${surname} family deity` : `Which community is your ${surname} family?`}
      </h2>
      <p className="mt-1 text-ink" data-count={groups.length} data-count-of="answer-communities">
        {groups.length === 1
          ? `Our sources know the ${surname} surname in ${count(1, 'community', 'communities')}.`
          : `Our sources know the ${surname} surname in ${count(groups.length, 'community', 'communities')}; the family deity follows the community and gotra, so find yours first.`}
      </p>
      <div id="answer-communities">
        <ol className="mt-3 space-y-2">{open.map(item)}</ol>
        {rest.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-saffron-700">{`${count(rest.length, 'more community', 'more communities')}`}</summary>
            <ol start={open.length + 1} className="mt-2 space-y-2">
              {rest.map((g, i) => item(g, open.length + i))}
            </ol>
          </details>
        ) : null}
      </div>
      {groups.length > 1 && first.carrier?.statement ? (
        <p className="mt-3 text-sm text-muted">
          {`Why ${first.name} first: ${first.carrier.statement} Source: `}
          <SourceLink url={first.carrier.source_url ?? ''} label={first.carrier.source_label ?? ''} />
        </p>
      ) : null}
    </section>
  );
}

/** Links that narrow a shared surname's page to one community, then one gotra, keeping the place. */
function Narrow({
  detail,
  groups,
  region,
  state,
  narrowing,
}: {
  detail: SurnameDetail;
  groups: Group[];
  region: string;
  state: string;
  narrowing: Narrowing;
}) {
  const chosen = narrowing.community
    ? (groups.find((g) => g.key !== '' && g.labels.some((l) => l === narrowing.community)) ?? groups[0])
    : groups.length === 1
      ? groups[0]
      : undefined;
  const gotras = chosen ? [...new Set(chosen.deities.flatMap((d) => d.gotras))].sort((a, b) => a.localeCompare(b)) : [];
  const pill = (href: string, text: string, current: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className={`block rounded-full px-3 py-1 text-sm font-semibold ${current ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900'}`}
      >
        {text}
      </Link>
    </li>
  );
  const showCommunities = groups.length > 1 || Boolean(narrowing.community);
  if (!showCommunities && gotras.length < 2) return null;
  return (
    <div className="mt-4 space-y-3">
      {showCommunities ? (
        <nav aria-label="Narrow by community">
          <p className="text-sm font-semibold text-maroon-900">Narrow by community</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state), 'All communities', !narrowing.community)}
            {groups
              .filter((g) => g.key !== '')
              .map((g) => pill(surnamePath(detail.slug, region, state, { community: g.name }), g.name, narrowing.community === g.name))}
          </ul>
        </nav>
      ) : null}
      {chosen && gotras.length > 1 ? (
        <nav aria-label="Narrow by gotra">
          <p className="text-sm font-semibold text-maroon-900">{`Narrow ${chosen.name} by gotra`}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {pill(surnamePath(detail.slug, region, state, { community: narrowing.community }), 'All gotras', !narrowing.gotra)}
            {gotras.map((g) =>
              pill(surnamePath(detail.slug, region, state, { community: narrowing.community || chosen.name, gotra: g }), g, narrowing.gotra === g),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** One community's section: its rule and source, then one card per deity. */
function CommunitySection({ surname, g, index, narrowing }: { surname: string; g: Group; index: number; narrowing: Narrowing }) {
  const body = (
    <>
      <CommunityLink label={g.name} />
      {g.subclanOf ? <p className="mt-1 text-ink">{subclanNote(surname, g, index > 0)}</p> : null}
      {g.rules.map((c) => (
        <div key={c.community} className="mt-3 rounded-lg bg-saffron-50 p-3">
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
          {ruleNotRecorded(narrowing).length ? (
            <p className="mt-1 text-sm font-semibold text-saffron-800">{ruleNotRecorded(narrowing).join('; ')}</p>
          ) : null}
          <p className="mt-1 text-sm text-muted">
            Source: <SourceLink url={c.source_url} label={c.source_label} />
          </p>
        </div>
      ))}
      <div className="mt-3 space-y-4">
        {g.deities.map((d) => (
          <DeityCard key={d.deity.id} items={d.rows} narrowing={narrowing} />
        ))}
      </div>
    </>
  );
  const heading = (
    <h2 className="text-2xl font-bold break-words text-maroon-900" data-community-section={g.name}>
      {g.name}
    </h2>
  );
  return (
    <section id={anchor(g)} aria-label={g.name} className="mb-8 min-w-0 scroll-mt-24">
      {index < OPEN_COMMUNITIES ? (
        <>
          {heading}
          {body}
        </>
      ) : (
        <details className="rounded-xl border border-saffron-200 bg-white p-4">
          <summary className="cursor-pointer">{heading}</summary>
          {body}
        </details>
      )}
    </section>
  );
}

function HowToFind({ surname }: { surname: string }) {
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

export function SurnameDetailView({
  detail,
  region,
  state,
  narrowing = {},
}: {
  detail: SurnameDetail;
  region: string;
  state: string;
  narrowing?: Pick<Narrowing, 'community' | 'gotra'>;
}) {
  const loc = detail.location;
  const n: Narrowing = { state, ...narrowing };
  const groups = groupAnswer(detail.associations, detail.communities, detail.carriers, n);
  const shown = groups.flatMap((g) => g.deities.flatMap((d) => d.rows));
  // Narrowed to a state, the rows that record one say where (the others are marked on their cards).
  const placed = state ? shown.filter((a) => a.state_province) : shown;
  const place = placed.length ? placesShown(placed) : shown.length ? placesShown(shown) : '';
  const narrowed = Boolean(region || state || narrowing.community || narrowing.gotra);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        separator="/"
        items={[{ name: 'Home', path: '/' }, { name: 'Surname Search', path: '/surname-search' }, { name: detail.surname }]}
      />
      <header className="mt-4 min-w-0 break-words">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{`${detail.surname} Family Kuldevta`}</h1>
        {place ? <p className="mt-1 text-lg text-saffron-800">{`Traditional Family Deity in ${place}`}</p> : null}
      </header>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          {groups.length ? <AnswerSummary surname={detail.surname} groups={groups} /> : null}
          {groups.length ? (
            <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">
              {`Traditions differ between families, even of one surname: the community, the gotra and the place all matter. Each association below says where it comes from and how sure it is. Please confirm with your elders before you take it as your ${detail.surname} family's own.`}
            </p>
          ) : null}
          {groups.length ? (
            <Narrow
              detail={detail}
              groups={groupAnswer(detail.associations, detail.communities, detail.carriers, { state })}
              region={region}
              state={state}
              narrowing={n}
            />
          ) : null}
          {groups.length ? <BadgeLegend /> : null}
          <div className="mt-6">
            {groups.length ? (
              groups.map((g, i) => <CommunitySection key={g.key} surname={detail.surname} g={g} index={i} narrowing={{ ...n, country: region }} />)
            ) : (
              <div className="rounded-xl bg-white p-6 shadow-sm">
                <h2 className="text-xl font-bold text-maroon-900">No Information Found</h2>
                <p className="mt-2 break-words text-ink">
                  {`We couldn't find detailed information for the ${detail.surname} surname`}
                  {narrowed ? ` in ${[narrowing.gotra, narrowing.community, state, region].filter(Boolean).join(', ')}` : ''}.
                </p>
                <Link href={surnamePath(detail.surname)} className="mt-3 inline-block font-semibold text-saffron-700 hover:underline">
                  See all places for {detail.surname}
                </Link>
              </div>
            )}
          </div>
          {groups.length > 1 ? <HowToFind surname={detail.surname} /> : null}
          {detail.educational.length ? (
            <section aria-labelledby="culture-heading" className="mt-10">
              <h2 id="culture-heading" className="text-2xl font-bold text-maroon-900">
                Cultural &amp; Historical Information
              </h2>
              <ul className="mt-4 space-y-6">
                {detail.educational.map((e) => (
                  <li key={e.title} className="min-w-0 rounded-xl bg-white p-5 break-words shadow-sm">
                    <h3 className="text-lg font-semibold text-maroon-900">{e.title}</h3>
                    <div className="prose-text mt-2 text-ink">
                      {e.content.split(/\n\s*\n/).map((p, i) => (
                        <p key={i}>{p}</p>
                      ))}
                    </div>
                    {e.source ? <p className="mt-2 text-sm break-words text-muted">Source: {e.source}</p> : null}
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
