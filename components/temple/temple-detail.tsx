import Link from 'next/link';
import { osmSearchUrl, placeLine, precisionText, ShrineMap } from '@/components/temple/shrine-map';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/temple/family-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import type { PrayerCard } from '@/lib/data/prayers';
import type { Temple } from '@/lib/data/temples';
import { osmUrl } from '@/lib/map/india';
import { scriptLang } from '@/lib/ui/script-lang';
import { prayerPath } from '@/lib/urls/prayer';

function TempleHeader({ temple }: { temple: Temple }) {
  const native = temple.native_name;
  return (
    <>
      <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Shrines', path: '/temples' }, { name: temple.name }]} />
      <header className="mt-6 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
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
    </>
  );
}

/** Where the shrine is: its place as the sources give it, its point on the map and what that point is, the way there. */
function WhereItIs({ temple }: { temple: Temple }) {
  return (
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
                  {`The point is ${precisionText(temple)}`}
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
              <span className="text-muted">
                {'Not yet placed on the map. '}
                <a href={osmSearchUrl(temple)} className="text-saffron-800 underline underline-offset-4" rel="external">
                  Search OpenStreetMap for the place
                </a>
              </span>
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
        <p className="mt-1 text-muted">The sources read here do not describe the way to this shrine.</p>
      )}
      <ShrineMap
        label={`Map of ${temple.deity.name}'s shrines in India`}
        current={temple.id}
        shrines={[temple, ...temple.other_shrines].map((s) => ({ ...s }))}
      />
    </section>
  );
}

/** The families whose associations point to this shrine, by community. */
function ShrineFamilies({ temple }: { temple: Temple }) {
  const surnames = surnameCount(temple.families);
  return (
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
  );
}

/** The shrine's fairs, the deity's festivals and the family rites (as the deity's entry records them), and her aarti. */
function FairsAndRites({ temple, aartis }: { temple: Temple; aartis: PrayerCard[] }) {
  const rites = temple.deity.worship_methods.filter((m) => m.family_rite);
  return (
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
  );
}

function TempleSources({ temple }: { temple: Temple }) {
  return (
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
  );
}

/** A shrine's page: where it is, the families who keep it, its fairs and rites, its sources. */
export function TempleDetail({ temple, aartis }: { temple: Temple; aartis: PrayerCard[] }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <TempleHeader temple={temple} />
      <WhereItIs temple={temple} />
      <ShrineFamilies temple={temple} />
      <FairsAndRites temple={temple} aartis={aartis} />
      <TempleSources temple={temple} />
    </article>
  );
}
