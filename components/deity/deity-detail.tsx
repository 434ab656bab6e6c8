import { DeityAartiLink } from '@/components/prayer/deity-aarti-link';
import { parseSource, SourceLink } from '@/components/ui/source-link';
import type { ReactNode } from 'react';
import { FavoriteButton } from '@/components/dashboard/favorite-button';
import { DeityGrid } from '@/components/deity/deity-card';
import { favoriteButtonTexts } from '@/components/deity/favorite-texts';
import { DeityImage } from '@/components/deity/deity-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { Tabs } from '@/components/ui/tabs';
import { favoriteSnapshot } from '@/lib/dashboard/store';
import type { Deity } from '@/lib/data/deities';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { englishIn } from '@/lib/i18n/english';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';
import { deityArt } from '@/lib/ui/emblems';
import { scriptLang } from '@/lib/ui/script-lang';

/** lang="en" on a text a page in another language shows in English (its translation is missing). */
function englishIf(shown: unknown, english: unknown): 'en' | undefined {
  return pageLanguage() !== 'en' && JSON.stringify(shown) === JSON.stringify(english) ? 'en' : undefined;
}

function ListSection({ title, items, english }: { title: string; items: string[]; english?: string[] }) {
  if (!items.length) return null;
  return (
    <section className="mt-6">
      <h3 className="text-lg font-semibold text-maroon-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" lang={english ? englishIf(items, english) : undefined}>
        {items.map((item) => (
          // A list of names (no English list beside it): each in its own script's language, a
          // Latin one marked as the English gives it on a page in another language.
          <li
            key={item}
            className="rounded-full bg-saffron-100 px-3 py-1 text-sm text-maroon-900"
            lang={english ? undefined : (scriptLang(item) ?? englishIn(pageLanguage(), item))}
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overview({ deity, english }: { deity: Deity; english: Deity }) {
  const t = deityMessages[pageLanguage()];
  return (
    <div>
      <h2 className="js-only sr-only">{t.tabs.overview}</h2>
      <div className="prose-text max-w-3xl text-lg leading-relaxed text-ink" lang={englishIf(deity.long_description, english.long_description)}>
        {deity.long_description.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {/* The deity's shrines, with their families and a map, are a section of their own below (DeityShrines). */}
      {/* Other names are names: shown as the sources write them. */}
      <ListSection title={t.lists.alternativeNames} items={deity.alternative_names} />
      <ListSection title={t.lists.attributes} items={deity.attributes} english={english.attributes} />
      <ListSection title={t.lists.symbols} items={deity.symbols} english={english.symbols} />
      <ListSection title={t.lists.families} items={deity.associated_families} english={english.associated_families} />
      <ListSection title={t.lists.worshippedIn} items={deity.sub_regions} english={english.sub_regions} />
    </div>
  );
}

function Worship({ deity, english }: { deity: Deity; english: Deity }) {
  const t = deityMessages[pageLanguage()];
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">{t.howFamiliesWorship(deity.name)}</h2>
      <ol className="mt-4 space-y-4">
        {deity.worship_methods.map((m, i) => (
          <li key={m.id} className="flex gap-4">
            <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-saffron-700 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-maroon-900" lang={englishIf(m.name, english.worship_methods[i]?.name)}>
                {m.name}
              </h3>
              <p className="text-ink" lang={englishIf(m.description, english.worship_methods[i]?.description)}>
                {m.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Festivals({ deity, english }: { deity: Deity; english: Deity }) {
  const t = deityMessages[pageLanguage()];
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">{t.tabs.festivals}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {deity.festivals.map((f, i) => (
          <li key={f.id} className="rounded-lg bg-saffron-50 p-4">
            <h3 className="font-semibold text-maroon-900" lang={englishIf(f.name, english.festivals[i]?.name)}>
              {f.name}
            </h3>
            {f.timing ? (
              <p className="text-sm text-muted" lang={englishIf(f.timing, english.festivals[i]?.timing)}>
                {f.timing}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Related({ english }: { english: Deity }) {
  const t = deityMessages[pageLanguage()];
  return (
    <div>
      <h2 className="text-xl font-bold text-maroon-900">{t.tabs.related}</h2>
      <div className="mt-4">{english.related.length ? <DeityGrid deities={english.related} /> : <p className="text-muted">{t.noRelated}</p>}</div>
    </div>
  );
}

/**
 * The deity page: breadcrumbs, header with badges, four tabs, sources. `deity` is the deity in
 * the page's language (lib/i18n/content.ts deityIn), `english` as the database gives it (its
 * emblem, its saved favourite, and what is left English are told from it).
 */
export function DeityDetail({ deity, english = deity, extra }: { deity: Deity; english?: Deity; extra?: ReactNode }) {
  const lang = pageLanguage();
  const t = deityMessages[lang];
  const nav = layoutMessages[lang].nav;
  const badges = [
    [deity.region_name ?? deity.region, english.region_name ?? english.region],
    [deity.type_name ?? deity.type, english.type_name ?? english.type],
    [deity.cultural_tradition_name ?? deity.cultural_tradition, english.cultural_tradition_name ?? english.cultural_tradition],
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        label={exploreMessages[lang].breadcrumb}
        items={[{ name: nav.home, path: inLanguage(lang, '/') }, { name: nav.explore, path: inLanguage(lang, '/search') }, { name: deity.name }]}
      />
      <header className="mt-6 flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <DeityImage name={deity.name} imageUrl={deity.image_url} art={deityArt(english)} size={128} priority className="rounded-2xl" />
        <div>
          <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{deity.name}</h1>
          {deity.sanskrit_name ? (
            <p className="mt-1 text-2xl text-saffron-800" lang={scriptLang(deity.sanskrit_name)}>
              {deity.sanskrit_name}
            </p>
          ) : null}
          <p className="mt-3 max-w-3xl text-lg text-ink" lang={englishIf(deity.description, english.description)}>
            {deity.description}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.badges}>
            {badges.map(([b, en]) => (
              <li key={b} className="rounded-full border border-saffron-600 px-3 py-1 text-sm font-medium text-saffron-800" lang={englishIf(b, en)}>
                {b}
              </li>
            ))}
          </ul>
          <DeityAartiLink deityId={deity.id} name={deity.name} allPrayers />
          <FavoriteButton deity={favoriteSnapshot(english)} texts={favoriteButtonTexts(lang, deity.name)} variant="page" />
        </div>
      </header>
      <div className="mt-8 rounded-2xl bg-white px-6 shadow-sm">
        <Tabs
          label={t.about(deity.name)}
          items={[
            { id: 'overview', label: t.tabs.overview, content: <Overview deity={deity} english={english} /> },
            { id: 'worship', label: t.tabs.worship, content: <Worship deity={deity} english={english} /> },
            { id: 'festivals', label: t.tabs.festivals, content: <Festivals deity={deity} english={english} /> },
            { id: 'related', label: t.tabs.related, content: <Related english={english} /> },
          ]}
        />
      </div>
      <BelowFirstScreen>
        {extra}
        <section aria-labelledby="sources-heading" className="mt-8 rounded-2xl bg-white p-6 text-sm text-muted shadow-sm">
          <h2 id="sources-heading" className="text-base font-semibold text-maroon-900">
            {t.sources}
          </h2>
          {lang === 'en' ? (
            <p className="mt-2">
              Popularity {deity.popularity}/100. {deity.popularity_basis}
            </p>
          ) : (
            // What the popularity rests on is written in English only.
            <p className="mt-2">
              {t.popularity(deity.popularity)} <span lang="en">{deity.popularity_basis}</span>
            </p>
          )}
          {/* The sources' names are their own (English) titles. */}
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words" lang={lang === 'en' ? undefined : 'en'}>
            {deity.sources.map((s) => (
              <li key={s}>
                <SourceLink {...parseSource(s)} />
              </li>
            ))}
          </ul>
          <p className="mt-3">{t.elders}</p>
        </section>
      </BelowFirstScreen>
    </article>
  );
}
