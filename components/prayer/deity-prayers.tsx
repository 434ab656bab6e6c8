import { PrayerGrid } from '@/components/prayer/prayer-card';
import type { PrayerCard } from '@/lib/data/prayers';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * The deity page's prayers: hers (with the prayers of every home's worship listed under her,
 * which their cards mark), then, on a goddess's page, those sung to the Devi in all her forms,
 * offered as such and never as hers. `name` is her name as the page shows it.
 */
export function DeityPrayers({ name, prayers, devi = [] }: { name: string; prayers: PrayerCard[]; devi?: PrayerCard[] }) {
  if (!prayers.length && !devi.length) return null;
  const t = prayerMessages[pageLanguage()].deity;
  return (
    <section aria-labelledby="deity-prayers-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="deity-prayers-heading" className="text-2xl font-bold text-maroon-900">
        {t.prayersFor(name)}
      </h2>
      {prayers.length ? (
        <div className="mt-4">
          <PrayerGrid prayers={prayers} />
        </div>
      ) : (
        <p className="mt-2 text-muted">{t.noneOwn(name)}</p>
      )}
      {devi.length ? (
        <>
          <h3 id="devi-prayers-heading" className="mt-8 text-xl font-bold text-maroon-900">
            {t.deviHeading}
          </h3>
          <p className="mt-1 text-sm text-muted">{t.deviNote(name)}</p>
          <div className="mt-4">
            <PrayerGrid prayers={devi} />
          </div>
        </>
      ) : null}
    </section>
  );
}
