import { PrayerGrid } from '@/components/prayer/prayer-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { PrayerCategory } from '@/lib/data/prayers';

/** A prayer category: its name, description and colour, and its collections in order. */
export function PrayerCategoryPage({ category }: { category: PrayerCategory }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs separator="/" items={[{ name: 'Home', path: '/' }, { name: 'Prayers', path: '/prayers' }, { name: category.name }]} />
      <header className="mt-6 rounded-2xl border-l-8 bg-white p-6 shadow-sm" style={{ borderLeftColor: category.color }}>
        <h1 className="text-3xl font-bold text-maroon-900">{category.name}</h1>
        <p className="mt-2 max-w-3xl text-lg text-ink">{category.description}</p>
      </header>
      {category.collections.length ? (
        category.collections.map((c) => (
          <section key={c.id} aria-labelledby={`collection-${c.id}`} className="mt-10">
            <h2 id={`collection-${c.id}`} className="text-2xl font-bold text-maroon-900">
              {c.name}
            </h2>
            {c.description ? <p className="mt-1 max-w-3xl text-muted">{c.description}</p> : null}
            <div className="mt-4">
              <PrayerGrid prayers={c.prayers} headingLevel={3} />
            </div>
          </section>
        ))
      ) : (
        <p className="mt-8 text-muted">No prayers have been added to this category yet.</p>
      )}
    </div>
  );
}
