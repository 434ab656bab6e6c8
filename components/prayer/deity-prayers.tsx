import { PrayerGrid } from '@/components/prayer/prayer-card';
import type { PrayerCard } from '@/lib/data/prayers';

/** The deity page's list of its aartis and mantras. */
export function DeityPrayers({ name, prayers }: { name: string; prayers: PrayerCard[] }) {
  if (!prayers.length) return null;
  return (
    <section aria-labelledby="deity-prayers-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="deity-prayers-heading" className="text-2xl font-bold text-maroon-900">
        {`Prayers for ${name}`}
      </h2>
      <div className="mt-4">
        <PrayerGrid prayers={prayers} />
      </div>
    </section>
  );
}
