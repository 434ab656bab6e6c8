import type { ReactNode } from 'react';
import { countryIn, osmSearchUrl, placeLineIn, precisionIn, ShrineMap } from '@/components/temple/shrine-map';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/temple/family-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageLink } from '@/components/ui/page-link';
import { SourceLink } from '@/components/ui/source-link';
import type { PrayerCard } from '@/lib/data/prayers';
import type { Names, TempleInLanguage } from '@/lib/i18n/content';
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

function TempleHeader({ temple, words }: { temple: TempleInLanguage; words: Words }) {
  const { lang, t, names } = words;
  // The shrine's own name in its script, beside the name the page writes it by.
  const native = temple.native_name !== temple.name ? temple.native_name : '';
  const [before, after] = t.shrineOf(placeLineIn(lang, names)(temple));
  return (
    <>
      <Breadcrumbs
        items={[{ name: t.home, path: inLanguage(lang, '/') }, { name: t.shrines, path: inLanguage(lang, '/temples') }, { name: temple.name }]}
      />
      <header className="mt-6 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
        <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl" lang={englishIn(lang, temple.name)}>
          {temple.name}
        </h1>
        {native ? (
          <p className="mt-1 text-2xl text-saffron-800" lang={scriptLang(native)}>
            {native}
          </p>
        ) : null}
        <p className="mt-3 text-lg text-ink">
          {before}
          <PageLink path={`/deity/${temple.deity.id}`} className="font-semibold text-saffron-800 underline underline-offset-4">
            {temple.deity.name}
          </PageLink>
          {after}
        </p>
        {temple.deity_description ? <p className="mt-2 text-ink">{temple.deity_description}</p> : null}
      </header>
    </>
  );
}

/** Where the shrine is: its place as the sources give it, its point on the map and what that point is, the way there. */
function WhereItIs({ temple, words }: { temple: TempleInLanguage; words: Words }) {
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
          <dd>{place(temple.town)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.district}</dt>
          <dd>{place(temple.district)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.state}</dt>
          <dd>{place(temple.state)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t.country}</dt>
          <dd>{countryIn(lang, names)(temple.country)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-muted">{t.coordinates}</dt>
          <dd>
            {temple.lat !== null && temple.lon !== null ? (
              <>
                <a href={osmUrl(temple.lat, temple.lon)} className="font-medium text-saffron-800 underline underline-offset-4" rel="external">
                  {t.onOsm(temple.lat.toFixed(5), temple.lon.toFixed(5))}
                </a>
                <span className="block text-sm text-muted">
                  {t.pointIs(precisionIn(lang, names)(temple))}
                  {temple.coord_source ? (
                    <>
                      {t.from}
                      <Source lang={lang} url={temple.coord_source.url} label={temple.coord_source.label} />
                    </>
                  ) : null}
                  {t.end}
                </span>
              </>
            ) : (
              <span className="text-muted">
                {words.t.map.notPlaced}
                <a href={osmSearchUrl(temple)} className="text-saffron-800 underline underline-offset-4" rel="external">
                  {words.t.map.search}
                </a>
              </span>
            )}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-lg font-semibold text-maroon-900">{t.way}</h3>
      {temple.way ? (
        <p className="mt-1 text-ink">
          <span lang={englishIn(lang, temple.way.text)}>{temple.way.text}</span>{' '}
          <span className="text-sm text-muted">
            (<Source lang={lang} url={temple.way.source.url} label={temple.way.source.label} />)
          </span>
        </p>
      ) : (
        <p className="mt-1 text-muted">{t.noWay}</p>
      )}
      <ShrineMap label={t.mapLabel(temple.deity.name)} current={temple.id} shrines={[temple, ...temple.other_shrines].map((s) => ({ ...s }))} />
    </section>
  );
}

/** The families whose associations point to this shrine, by community. */
function ShrineFamilies({ temple, words }: { temple: TempleInLanguage; words: Words }) {
  const t = words.t.families;
  const surnames = surnameCount(temple.families);
  return (
    <section aria-labelledby="families-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="families-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      {surnames ? (
        <>
          <p className="mt-2 text-ink" data-count={surnames} data-count-of="shrine-families">
            {t.count(surnames, temple.families.length)}
          </p>
          <FamilyList groups={temple.families} id="shrine-families" />
        </>
      ) : (
        <p className="mt-2 text-muted">{t.none}</p>
      )}
    </section>
  );
}

/** The shrine's fairs, the deity's festivals and the family rites (as the deity's entry records them), and her aarti. */
function FairsAndRites({ temple, aartis, words }: { temple: TempleInLanguage; aartis: PrayerCard[]; words: Words }) {
  const { lang } = words;
  const t = words.t.fairs;
  const rites = temple.deity.worship_methods.filter((m) => m.family_rite);
  return (
    <section aria-labelledby="fairs-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="fairs-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading}
      </h2>
      {temple.fairs.length ? (
        <ul className="mt-3 space-y-2">
          {temple.fairs.map((f) => (
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
      {temple.deity.festivals.length ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-maroon-900">{t.festivalsOf(temple.deity.name)}</h3>
          <p className="text-sm text-muted">{t.festivalsNote}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {temple.deity.festivals.map((f) => (
              <li key={f.name} className="rounded-lg bg-saffron-50 p-3" lang={englishIn(lang, `${f.name} ${f.timing}`)}>
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
          <h3 className="mt-4 text-lg font-semibold text-maroon-900">{t.ritesFor(temple.deity.name)}</h3>
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
      {!temple.fairs.length && !temple.deity.festivals.length && !temple.rites.length && !rites.length ? (
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
              {t.aarti(temple.deity.name, null)}
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

function TempleSources({ temple, words }: { temple: TempleInLanguage; words: Words }) {
  const { lang, t } = words;
  return (
    <section aria-labelledby="temple-sources-heading" className="mt-8 rounded-2xl bg-white p-6 text-sm text-muted shadow-sm">
      <h2 id="temple-sources-heading" className="text-base font-semibold text-maroon-900">
        {t.sources}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {temple.sources.map((s) => (
          <li key={s.label + s.url}>
            <Source lang={lang} url={s.url} label={s.label} />
          </li>
        ))}
      </ul>
      {temple.notes.map((n) => (
        <p key={n} className="mt-2" lang={englishIn(lang, n)}>
          {n}
        </p>
      ))}
      <p className="mt-3">{t.elders}</p>
    </section>
  );
}

/** A shrine's page in its language (templeIn): where it is, the families who keep it, its fairs and rites, its sources. */
export function TempleDetail({
  temple,
  aartis,
  lang,
  names,
  days,
  confirm,
}: {
  temple: TempleInLanguage;
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
      <TempleHeader temple={temple} words={words} />
      <WhereItIs temple={temple} words={words} />
      <ShrineFamilies temple={temple} words={words} />
      {confirm}
      <FairsAndRites temple={temple} aartis={aartis} words={words} />
      {days}
      <TempleSources temple={temple} words={words} />
    </article>
  );
}
