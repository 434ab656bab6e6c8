import Link from 'next/link';
import { CommunityCustoms } from '@/components/community/community-customs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import { capitalize, communityTitle, groupCommunity, plural, type DeityGroup, type DivisionGroup, type SourceLine } from '@/lib/community/group';
import type { Community } from '@/lib/data/communities';
import { confidenceBand, sourceLabels } from '@/lib/data/surnames';
import { scriptLang } from '@/lib/ui/script-lang';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';

/** Past this many divisions (Maheshwari's sixty gotras) each is folded under its summary; fewer stay open. */
const OPEN_DIVISIONS = 20;

function confidence(line: SourceLine): string {
  const band = confidenceBand(line.maxConfidence);
  return line.minConfidence === line.maxConfidence
    ? `${band} confidence (${line.maxConfidence})`
    : `${confidenceBand(line.minConfidence)} to ${band.toLowerCase()} confidence (${line.minConfidence} to ${line.maxConfidence})`;
}

function Deity({ group, term, level }: { group: DeityGroup; term: string; level: 'h3' | 'h2' }) {
  const Heading = level;
  return (
    <div className="min-w-0">
      <Heading className={`${level === 'h2' ? 'text-2xl font-bold' : 'text-lg font-semibold'} [overflow-wrap:anywhere] text-maroon-900`}>
        {group.deities.map((d, i) => (
          <span key={d.id}>
            {i ? <span className="font-normal text-muted"> · </span> : null}
            <Link href={`/deity/${d.id}`} className="underline-offset-4 hover:underline">
              {d.name}
            </Link>
            {d.sanskrit_name ? ' ' : null}
            {d.sanskrit_name ? (
              <span className="ml-1 font-normal text-saffron-800" lang={scriptLang(d.sanskrit_name)}>
                {d.sanskrit_name}
              </span>
            ) : null}
          </span>
        ))}
      </Heading>
      <ul className="mt-2 space-y-3">
        {group.lines.map((line) => (
          <li key={`${line.source_url}|${line.source_label}|${line.source}`} className="rounded-lg bg-saffron-50 p-3 text-sm">
            <p className="font-semibold text-ink">{`${capitalize(plural(term, line.surnames.length))} (${line.surnames.length}):`}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {line.surnames.map((s) => (
                <li key={s.slug}>
                  <Link href={`/surname/${s.slug}`} className="block rounded-full bg-saffron-100 px-3 py-1 text-maroon-900 hover:bg-saffron-200">
                    {s.surname}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-ink">
              <span className="font-semibold">Source:</span> <SourceLink url={line.source_url} label={line.source_label} />
              {` · ${sourceLabels[line.source]} · ${confidence(line)}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function divisionHeading(division: string, d: DivisionGroup): string {
  return d.name ? `${capitalize(division)} ${d.name}` : `${capitalize(division)} not recorded`;
}

function Division({ division, term, d, folded }: { division: string; term: string; d: DivisionGroup; folded: boolean }) {
  const summary = `${d.surnames} ${plural(term, d.surnames)} · ${d.deities.flatMap((g) => g.deities.map((x) => x.name)).join(', ')}`;
  const body = (
    <div className="mt-3 space-y-5">
      {d.deities.map((g) => (
        <Deity key={g.deities[0]!.id} group={g} term={term} level="h3" />
      ))}
    </div>
  );
  if (folded) {
    return (
      <details id={d.anchor} className="scroll-mt-4 rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer">
          <h2 className="inline text-xl font-bold [overflow-wrap:anywhere] text-maroon-900">{divisionHeading(division, d)}</h2>
          <span className="block text-sm text-muted">{summary}</span>
        </summary>
        {body}
      </details>
    );
  }
  return (
    <section
      id={d.anchor}
      aria-labelledby={`${d.anchor}-heading`}
      className="scroll-mt-4 rounded-xl border border-saffron-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${d.anchor}-heading`} className="text-xl font-bold [overflow-wrap:anywhere] text-maroon-900">
        {divisionHeading(division, d)}
      </h2>
      <p className="text-sm text-muted">{summary}</p>
      {body}
    </section>
  );
}

/** A community: its divisions (gotra, khap, clan), their family deities and surnames, with sources. */
export function CommunityPageView({ community: c }: { community: Community }) {
  const grouped = groupCommunity(c.rows, c.division);
  const term = c.surname_term;
  const named = grouped.divisions.filter((d) => d.name);
  const folded = grouped.divisions.length > OPEN_DIVISIONS;
  const otherLabels = c.labels.filter((l) => l !== c.name);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs separator="/" items={[{ name: 'Home', path: '/' }, { name: 'Communities', path: '/community' }, { name: c.name }]} />
      <header className="mt-6 min-w-0 break-words">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{communityTitle(c)}</h1>
        {c.native_name ? (
          <p className="mt-1 text-xl text-saffron-800" lang={scriptLang(c.native_name)}>
            {c.native_name}
          </p>
        ) : null}
        {c.description ? (
          <p className="mt-4 max-w-3xl text-lg text-ink">
            {c.description}{' '}
            <span className="text-sm text-muted">
              (Source: <SourceLink url={c.source_url} label={c.source_label} />)
            </span>
          </p>
        ) : null}
        <p className="mt-4 max-w-3xl text-ink" data-testid="community-summary">
          {`Our sources name the family deity of ${grouped.surnames} ${c.name} ${plural(term, grouped.surnames)}: ${grouped.deities} ${grouped.deities === 1 ? 'deity' : 'deities'}`}
          {c.division && named.length ? ` across ${named.length} ${plural(c.division, named.length)}` : ''}
          {`, from ${grouped.sources.length} ${grouped.sources.length === 1 ? 'source' : 'sources'}.`}
        </p>
        <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">
          {`Families of one ${c.division || term} usually keep the same deity, but not always: each list below says where it comes from and how sure it is. Please confirm with your elders. `}
          <Link href={FIND_KULDEVI_PATH} className="font-semibold text-saffron-700 underline underline-offset-2">
            Don&apos;t know your kuldevi? How families find it
          </Link>
        </p>
        {otherLabels.length ? <p className="mt-3 text-sm text-muted">{`Written in our sources as: ${c.labels.join('; ')}.`}</p> : null}
        <CommunityCustoms name={c.name} customs={c.customs} level="h2" />
      </header>

      {c.division && named.length > 1 ? (
        <nav aria-labelledby="division-index" className="mt-8">
          <h2 id="division-index" className="text-lg font-semibold text-maroon-900">
            {`${capitalize(plural(c.division, named.length))} (${named.length})`}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {named.map((d) => (
              <li key={d.anchor}>
                <a href={`#${d.anchor}`} className="block rounded-full bg-white px-3 py-1 text-sm text-maroon-900 shadow-sm hover:bg-saffron-100">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-8 space-y-6">
        {c.division
          ? grouped.divisions.map((d) => <Division key={d.anchor} division={c.division} term={term} d={d} folded={folded} />)
          : (grouped.divisions[0]?.deities ?? []).map((g) => (
              <section
                key={g.deities[0]!.id}
                aria-label={g.deities.map((x) => x.name).join(', ')}
                className="rounded-xl border border-saffron-200 bg-white p-4 shadow-sm"
              >
                <Deity group={g} term={term} level="h2" />
              </section>
            ))}
      </div>

      <section aria-labelledby="sources-heading" className="mt-10 min-w-0 rounded-xl bg-white p-5 break-words shadow-sm">
        <h2 id="sources-heading" className="text-xl font-bold text-maroon-900">
          Sources
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {grouped.sources.map((s) => (
            <li key={`${s.source_url}|${s.source_label}`}>
              <SourceLink url={s.source_url} label={s.source_label} />
              <span className="text-muted">{` (${s.rows} ${s.rows === 1 ? 'association' : 'associations'})`}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link href="/community" className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
          All communities
        </Link>
      </p>
    </div>
  );
}
