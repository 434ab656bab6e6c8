import { PrayerGrid } from '@/components/prayer/prayer-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { PrayerCategory } from '@/lib/data/prayers';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage } from '@/lib/pages/kinds.mjs';

/**
 * A prayer category: its name, description and colour, and its collections in order. `category`
 * has its name and description in the page's language (`englishDescription` when the
 * description is left in English); its collections' names and notes are written in English and
 * are marked so on a page in another language.
 */
export function PrayerCategoryPage({ category, englishDescription = false }: { category: PrayerCategory; englishDescription?: boolean }) {
  const lang = pageLanguage();
  const nav = layoutMessages[lang].nav;
  const english = lang === 'en' ? undefined : 'en';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        separator="/"
        label={exploreMessages[lang].breadcrumb}
        items={[{ name: nav.home, path: inLanguage(lang, '/') }, { name: nav.prayers, path: inLanguage(lang, '/prayers') }, { name: category.name }]}
      />
      <header className="mt-6 rounded-2xl border-l-8 bg-white p-6 shadow-sm" style={{ borderLeftColor: category.color }}>
        <h1 className="text-3xl font-bold text-maroon-900">{category.name}</h1>
        <p className="mt-2 max-w-3xl text-lg text-ink" lang={englishDescription ? 'en' : undefined}>
          {category.description}
        </p>
      </header>
      {category.collections.length ? (
        category.collections.map((c) => (
          <section key={c.id} aria-labelledby={`collection-${c.id}`} className="mt-10">
            <h2 id={`collection-${c.id}`} className="text-2xl font-bold text-maroon-900" lang={english}>
              {c.name}
            </h2>
            {c.description ? (
              <p className="mt-1 max-w-3xl text-muted" lang={english}>
                {c.description}
              </p>
            ) : null}
            <div className="mt-4">
              <PrayerGrid prayers={c.prayers} headingLevel={3} />
            </div>
          </section>
        ))
      ) : (
        <p className="mt-8 text-muted">{prayerMessages[lang].category.empty}</p>
      )}
    </div>
  );
}
