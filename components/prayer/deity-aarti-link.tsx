import Link from 'next/link';
import { deityAarti, getPrayersForDeity } from '@/lib/data/prayers';
import { prayerPath } from '@/lib/urls/prayer';

/**
 * "Aarti of {deity}" where a family meets its deity (a surname's deity card, the deity's own
 * page), when she has one; with `allPrayers`, also a link to the list of all her prayers on
 * her page. Reads her prayers itself (one cached read per deity), so it drops in anywhere.
 */
export async function DeityAartiLink({ deityId, name, allPrayers = false }: { deityId: string; name: string; allPrayers?: boolean }) {
  const prayers = await getPrayersForDeity(deityId);
  const aarti = deityAarti(prayers);
  if (!aarti && !(allPrayers && prayers.length)) return null;
  const link = 'font-semibold text-saffron-700 underline underline-offset-4 hover:text-saffron-800';
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
      {aarti ? (
        <Link href={prayerPath(aarti.type, aarti.title, aarti.id)} className={link}>
          {`${aarti.prayer_type} of ${name}`}
        </Link>
      ) : null}
      {allPrayers && prayers.length > (aarti ? 1 : 0) ? (
        <a href="#deity-prayers-heading" className={link}>
          {prayers.length === 1 ? `Prayer for ${name}` : `All ${prayers.length} prayers for ${name}`}
        </a>
      ) : null}
    </p>
  );
}
