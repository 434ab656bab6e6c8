import type { ReactNode } from 'react';
import Link from 'next/link';
import { CommunityCustoms } from '@/components/community/community-customs';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageLink } from '@/components/ui/page-link';
import { SourceLink } from '@/components/ui/source-link';
import { groupCommunity, type DeityGroup, type DivisionGroup, type SourceLine } from '@/lib/community/group';
import { confidenceBand } from '@/lib/data/surnames';
import type { CommunityInLanguage, Names } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { communityMessages, termIn, type Term } from '@/lib/i18n/messages/community';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';
import { scriptLang } from '@/lib/ui/script-lang';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';

/** Past this many divisions (Maheshwari's sixty gotras) each is folded under its summary; fewer stay open. */
const OPEN_DIVISIONS = 20;

/** What every part of the page needs: its language, its texts, its names and its terms. */
interface Words {
  lang: Language;
  t: (typeof communityMessages)[Language];
  names: Names;
  /** What one of the community's surnames is (surname, khap, aankna...). */
  term: Term;
}

function confidence({ t }: Words, line: SourceLine): string {
  const band = confidenceBand(line.maxConfidence);
  return line.minConfidence === line.maxConfidence
    ? t.confidence(band, line.maxConfidence)
    : t.confidenceRange(confidenceBand(line.minConfidence), band, line.minConfidence, line.maxConfidence);
}

/** A source's title as it is written (English titles marked as such on a page in another language). */
function Source({ lang, url, label }: { lang: Language; url: string; label: string }) {
  return (
    <span lang={englishIn(lang, label)}>
      <SourceLink url={url} label={label} />
    </span>
  );
}

function Deity({ group, words, level }: { group: DeityGroup; words: Words; level: 'h3' | 'h2' }) {
  const { lang, t, term } = words;
  const Heading = level;
  return (
    <div className="min-w-0">
      <Heading className={`${level === 'h2' ? 'text-2xl font-bold' : 'text-lg font-semibold'} [overflow-wrap:anywhere] text-maroon-900`}>
        {group.deities.map((d, i) => (
          <span key={d.id}>
            {i ? <span className="font-normal text-muted"> · </span> : null}
            <PageLink path={`/deity/${d.id}`} className="underline-offset-4 hover:underline">
              {d.name}
            </PageLink>
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
            <p className="font-semibold text-ink">{t.surnamesOfLine(line.surnames.length, term)}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {line.surnames.map((s) => (
                <li key={s.slug}>
                  <Link
                    href={inLanguage(lang, `/surname/${s.slug}`)}
                    className="block rounded-full bg-saffron-100 px-3 py-1 text-maroon-900 hover:bg-saffron-200"
                  >
                    {s.surname}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-ink">
              <span className="font-semibold">{`${t.source}:`}</span> <Source lang={lang} url={line.source_url} label={line.source_label} />
              {` · ${t.sourceKinds[line.source]} · ${confidence(words, line)}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function divisionHeading({ t, names }: Words, division: Term, d: DivisionGroup): string {
  return d.name ? t.divisionHeading(division, names.show('gotra', d.name)) : t.divisionNotRecorded(division);
}

function Division({ division, words, d, folded }: { division: Term; words: Words; d: DivisionGroup; folded: boolean }) {
  const summary = words.t.divisionSummary(d.surnames, words.term, d.deities.flatMap((g) => g.deities.map((x) => x.name)).join(', '));
  const heading = divisionHeading(words, division, d);
  const body = (
    <div className="mt-3 space-y-5">
      {d.deities.map((g) => (
        <Deity key={g.deities[0]!.id} group={g} words={words} level="h3" />
      ))}
    </div>
  );
  if (folded) {
    return (
      <details id={d.anchor} className="scroll-mt-4 rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer">
          <h2 className="inline text-xl font-bold [overflow-wrap:anywhere] text-maroon-900">{heading}</h2>
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
        {heading}
      </h2>
      <p className="text-sm text-muted">{summary}</p>
      {body}
    </section>
  );
}

/**
 * A community: its divisions (gotra, khap, clan), their family deities and surnames, with
 * sources, in the page's language (communityIn gives the community in it, `names` the names of
 * its gotras in the page's script).
 */
export function CommunityPageView({
  community: c,
  lang,
  names,
  confirm,
}: {
  community: CommunityInLanguage;
  lang: Language;
  names: Names;
  /** The page's answers to confirm or correct, after the deities. */
  confirm?: ReactNode;
}) {
  const t = communityMessages[lang];
  const grouped = groupCommunity(c.rows, c.division);
  const term = termIn(lang, c.surname_term);
  const division = termIn(lang, c.division);
  const by = termIn(lang, c.division || c.surname_term);
  const words: Words = { lang, t, names, term };
  const named = grouped.divisions.filter((d) => d.name);
  const folded = grouped.divisions.length > OPEN_DIVISIONS;
  const otherLabels = c.labels.filter((l) => l !== c.latin_name);
  // The community's own name in its script, beside the name the page writes it by when that is another.
  const native = c.name === c.latin_name ? c.native_name : '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs
        separator="/"
        items={[{ name: t.home, path: inLanguage(lang, '/') }, { name: t.communities, path: inLanguage(lang, '/community') }, { name: c.name }]}
      />
      <header className="mt-6 min-w-0 break-words">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{t.title(c.name, by)}</h1>
        {native ? (
          <p className="mt-1 text-xl text-saffron-800" lang={scriptLang(native)}>
            {native}
          </p>
        ) : null}
        {c.description ? (
          <p className="mt-4 max-w-3xl text-lg text-ink">
            <span lang={c.description_english ? 'en' : undefined}>{c.description}</span>{' '}
            <span className="text-sm text-muted">
              ({`${t.source}: `}
              <Source lang={lang} url={c.source_url} label={c.source_label} />)
            </span>
          </p>
        ) : null}
        <p className="mt-4 max-w-3xl text-ink" data-testid="community-summary">
          {t.summary(
            grouped.surnames,
            c.name,
            term,
            grouped.deities,
            c.division && named.length ? { n: named.length, term: division } : null,
            grouped.sources.length,
          )}
        </p>
        <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">
          {t.sameDeity(by)}
          <Link href={inLanguage(lang, FIND_KULDEVI_PATH)} className="font-semibold text-saffron-700 underline underline-offset-2">
            {t.findKuldevi}
          </Link>
        </p>
        {otherLabels.length ? (
          <p className="mt-3 text-sm text-muted">
            {t.writtenAs[0]}
            <span lang={englishIn(lang, c.labels.join('; '))}>{c.labels.join('; ')}</span>
            {t.writtenAs[1]}
          </p>
        ) : null}
        <CommunityCustoms name={c.name} customs={c.customs} level="h2" />
      </header>

      {c.division && named.length > 1 ? (
        <nav aria-labelledby="division-index" className="mt-8">
          <h2 id="division-index" className="text-lg font-semibold text-maroon-900">
            {t.divisionIndex(named.length, division)}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {named.map((d) => (
              <li key={d.anchor}>
                <a href={`#${d.anchor}`} className="block rounded-full bg-white px-3 py-1 text-sm text-maroon-900 shadow-sm hover:bg-saffron-100">
                  {names.show('gotra', d.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-8 space-y-6">
        {c.division
          ? grouped.divisions.map((d) => <Division key={d.anchor} division={division} words={words} d={d} folded={folded} />)
          : (grouped.divisions[0]?.deities ?? []).map((g) => (
              <section
                key={g.deities[0]!.id}
                aria-label={g.deities.map((x) => x.name).join(', ')}
                className="rounded-xl border border-saffron-200 bg-white p-4 shadow-sm"
              >
                <Deity group={g} words={words} level="h2" />
              </section>
            ))}
      </div>

      {confirm}

      <section aria-labelledby="sources-heading" className="mt-10 min-w-0 rounded-xl bg-white p-5 break-words shadow-sm">
        <h2 id="sources-heading" className="text-xl font-bold text-maroon-900">
          {t.sources}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {grouped.sources.map((s) => (
            <li key={`${s.source_url}|${s.source_label}`}>
              <Source lang={lang} url={s.source_url} label={s.source_label} />
              <span className="text-muted">{` ${t.associations(s.rows)}`}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link href={inLanguage(lang, '/community')} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
          {t.allCommunities}
        </Link>
      </p>
    </div>
  );
}
