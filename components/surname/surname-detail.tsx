import Link from 'next/link';
import { BadgeLegend } from '@/components/surname/answer-parts';
import { AnswerSummary } from '@/components/surname/answer-summary';
import { CommunitySection } from '@/components/surname/community-section';
import { HowToFind } from '@/components/surname/how-to-find';
import { Narrow } from '@/components/surname/narrow';
import { SurnameSidebar } from '@/components/surname/surname-sidebar';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { Association, SurnameDetail } from '@/lib/data/surnames';
import { groupAnswer, type Narrowing } from '@/lib/ui/surname-answer';
import { surnamePath } from '@/lib/validation/surname';

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
          {groups.length ? <AnswerSummary surname={detail.surname} groups={groups} customs={detail.customs} /> : null}
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
              groups.map((g, i) => (
                <CommunitySection
                  key={g.key}
                  surname={detail.surname}
                  g={g}
                  index={i}
                  narrowing={{ ...n, country: region }}
                  customs={detail.customs}
                />
              ))
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
        <SurnameSidebar detail={detail} region={region} />
      </div>
    </div>
  );
}
