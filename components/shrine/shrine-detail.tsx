import type { ReactNode } from 'react';
import { countryIn, osmSearchUrl, placeLineIn, precisionIn, ShrineMap } from '@/components/shrine/shrine-map';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/shrine/family-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageLink } from '@/components/ui/page-link';
import { SourceLink } from '@/components/ui/source-link';
import type { PrayerCard } from '@/lib/data/prayers';
import type { Names, ShrineInLanguage } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { osmUrl } from '@/lib/map/india';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';
import { scriptLang } from '@/lib/ui/script-lang';
import { prayerPath } from '@/lib/urls/prayer';

interface Words {
  lang: Language;
  t: (typeof shrineMessages)[Language];
  names: Names;
}

/** A source's title as it is written (English titles marked as such on a page in another language). */
function Source({ lang, url, label }: { lang: Language; url: string; label: string }) {
  return (
    <span lang={englishIn(lang, label)}>
      <SourceLink url={url} label={label} />
    </span>
  );
}

function ShrineHeader({ shrine, words }: { shrine: ShrineInLanguage; words: Words }) {
  const { lang, t, names } = words;
  // The shrine's own name in its script, beside the name the page writes it by.
  const native = shrine.native_name !== shrine.name ? shrine.native_name : '';
  const [before, after] = t.shrineOf(placeLineIn(lang, names)(shrine));
  return (
    <>
      <Breadcrumbs
        items={[{ name: t.home, path: inLanguage(lang, '/') }, { name: t.shrines, path: inLanguage(lang, '/temples') }, { name: shrine.name }]}
      />
      <header className="mt-6 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl" lang={englishIn(lang, shrine.name)}>
          {shrine.name}
        </h1>
        {native ? (
          <p className="mt-1 text-2xl text-saffron-800" lang={scriptLang(native)}>
            {native}
          </p>
        ) : null}
        <p className="mt-3 text-lg text-ink">
          {before}
          <PageLink path={`/deity/${shrine.deity.id}`} className="font-semibold text-saffron-800 underline underline-offset-4">
            {shrine.deity.name}
          </PageLink>
          {after}
        </p>
        {shrine.deity_description ? <p className="mt-2 text-ink">{shrine.deity_description}</p> : null}
      </header>
    </>
  );
}

/** Where the shrine is: its place as the sources give it, its point on the map and what that point is, the way there. */
function WhereItIs({ shrine, words }: { shrine: ShrineInLanguage; words: Words }) {
  const { lang, names } = words;
  const t = words.t.where;
  const place = (name: string) => (name ? names.show('place', name) : t.notGiven);
  return (
    <section aria-labelledby="where-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="where-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">{t.town}</dt>
          <dd>{place(shrine.town)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.district}</dt>
          <dd>{place(shrine.district)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.state}</dt>
          <dd>{place(shrine.state)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.country}</dt>
          <dd>{countryIn(lang, names)(shrine.country)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-muted">{t.coordinates}</dt>
          <dd>
            {shrine.lat !== null && shrine.lon !== null ? (
              <>
                <a href={osmUrl(shrine.lat, shrine.lon)} className="font-medium text-saffron-800 underline underline-offset-4" rel="external">
                  {t.onOsm(shrine.lat.toFixed(5), shrine.lon.toFixed(5))}
                </a>
                <span className="block text-sm text-muted">
                  {t.pointIs(precisionIn(lang, names)(shrine))}
                  {shrine.coord_source ? (
                    <>
                      {t.from}
                      <Source lang={lang} url={shrine.coord_source.url} label={shrine.coord_source.label} />
                    </>
                  ) : null}
                  {t.end}
                </span>
              </>
            ) : (
              <span className="text-muted">
                {words.t.map.notPlaced}
                <a href={osmSearchUrl(shrine)} className="text-saffron-800 underline underline-offset-4" rel="external">
                  {words.t.map.search}
                </a>
              </span>
            )}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-lg font-semibold text-maroon-900">{t.way}</h3>
      {shrine.way ? (
        <p className="mt-1 text-ink">
          <span lang={englishIn(lang, shrine.way.text)}>{shrine.way.text}</span>{' '}
          <span className="text-sm text-muted">
            (<Source lang={lang} url={shrine.way.source.url} label={shrine.way.source.label} />)
          </span>
        </p>
      ) : (
        <p className="mt-1 text-muted">{t.noWay}</p>
      )}
      <ShrineMap label={t.mapLabel(shrine.deity.name)} current={shrine.id} shrines={[shrine, ...shrine.other_shrines].map((s) => ({ ...s }))} />
    </section>
  );
}

/** The families whose associations point to this shrine, by community. */
function ShrineFamilies({ shrine, words }: { shrine: ShrineInLanguage; words: Words }) {
  const t = words.t.families;
  const surnames = surnameCount(shrine.families);
  return (
    <section aria-labelledby="families-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="families-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      {surnames ? (
        <>
          <p className="mt-2 text-ink" data-count={surnames} data-count-of="shrine-families">
            {t.count(surnames, shrine.families.length)}
          </p>
          <FamilyList groups={shrine.families} id="shrine-families" />
        </>
      ) : (
        <p className="mt-2 text-muted">{t.none}</p>
      )}
    </section>
  );
}

/** The shrine's fairs, the deity's festivals and the family rites (as the deity's entry records them), and her aarti. */
function FairsAndRites({ shrine, aartis, words }: { shrine: ShrineInLanguage; aartis: PrayerCard[]; words: Words }) {
  const { lang } = words;
  const t = words.t.fairs;
  const rites = shrine.deity.worship_methods.filter((m) => m.family_rite);
  return (
    <section aria-labelledby="fairs-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="fairs-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      {shrine.fairs.length ? (
        <ul className="mt-3 space-y-2">
          {shrine.fairs.map((f) => (
            <li key={f.name} lang={englishIn(lang, `${f.name} ${f.months}`)}>
              <span className="font-semibold">{f.name}</span>
              {f.months ? `: ${f.months}` : ''}{' '}
              <span className="text-sm text-muted">
                (<Source lang={lang} url={f.source.url} label={f.source.label} />)
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {shrine.deity.festivals.length ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-maroon-900">{t.festivalsOf(shrine.deity.name)}</h3>
          <p className="text-sm text-muted">{t.festivalsNote}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {shrine.deity.festivals.map((f) => (
              <li key={f.name} className="rounded-lg bg-saffron-50 p-3" lang={englishIn(lang, `${f.name} ${f.timing}`)}>
                <span className="font-semibold">{f.name}</span>
                {f.timing ? <span className="block text-sm text-muted">{f.timing}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {shrine.rites.length ? (
        <ul className="mt-3 space-y-2">
          {shrine.rites.map((r) => (
            <li key={r.name} lang={englishIn(lang, `${r.name} ${r.note}`)}>
              <span className="font-semibold">{r.name}</span>
              {r.note ? `: ${r.note}` : ''}{' '}
              <span className="text-sm text-muted">
                (<Source lang={lang} url={r.source.url} label={r.source.label} />)
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {rites.length ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-maroon-900">{t.ritesFor(shrine.deity.name)}</h3>
          <p className="text-sm text-muted">{t.ritesNote}</p>
          <ul className="mt-2 list-disc pl-5">
            {rites.map((m) => (
              <li key={m.id} lang={englishIn(lang, m.name)}>
                {m.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!shrine.fairs.length && !shrine.deity.festivals.length && !shrine.rites.length && !rites.length ? (
        <p className="mt-2 text-muted">{t.none}</p>
      ) : null}
      {aartis.length ? (
        <p className="mt-4">
          {aartis.map((a) => (
            <PageLink
              key={a.id}
              path={prayerPath('aarti', a.title, a.id)}
              prayerLanguage={a.language}
              className="mr-4 inline-block font-semibold text-saffron-800 underline underline-offset-4"
            >
              {t.aarti(shrine.deity.name, null)}
              {aartis.length > 1 ? (
                <>
                  {': '}
                  <span lang={englishIn(lang, a.title)}>{a.title}</span>
                </>
              ) : null}
            </PageLink>
          ))}
        </p>
      ) : null}
    </section>
  );
}

function ShrineSources({ shrine, words }: { shrine: ShrineInLanguage; words: Words }) {
  const { lang, t } = words;
  return (
    <section aria-labelledby="shrine-sources-heading" className="mt-8 rounded-2xl bg-white p-6 text-sm text-muted shadow-sm">
      <h2 id="shrine-sources-heading" className="text-base font-semibold text-maroon-900">
        {t.sources}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {shrine.sources.map((s) => (
          <li key={s.label + s.url}>
            <Source lang={lang} url={s.url} label={s.label} />
          </li>
        ))}
      </ul>
      {shrine.notes.map((n) => (
        <p key={n} className="mt-2" lang={englishIn(lang, n)}>
          {n}
        </p>
      ))}
      <p className="mt-3">{t.elders}</p>
    </section>
  );
}

/** A shrine's page in its language (shrineIn): where it is, the families who keep it, its fairs and rites, its sources. */
export function ShrineDetail({
  shrine,
  aartis,
  lang,
  names,
  days,
  confirm,
}: {
  shrine: ShrineInLanguage;
  aartis: PrayerCard[];
  lang: Language;
  names: Names;
  /** The next days of the deity's festivals here, after the fairs and rites. */
  days?: ReactNode;
  /** The families' answers to confirm or correct, after the families. */
  confirm?: ReactNode;
}) {
  const words: Words = { lang, t: shrineMessages[lang], names };
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <ShrineHeader shrine={shrine} words={words} />
      <WhereItIs shrine={shrine} words={words} />
      <ShrineFamilies shrine={shrine} words={words} />
      {confirm}
      <FairsAndRites shrine={shrine} aartis={aartis} words={words} />
      {days}
      <ShrineSources shrine={shrine} words={words} />
    </article>
  );
}
