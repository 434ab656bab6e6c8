import Link from 'next/link';
import { deityAarti, getPrayersForDeity } from '@/lib/data/prayers';
import { prayerLink } from '@/lib/i18n/links';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * "Aarti of {deity}" where a family meets its deity (a surname's deity card, the deity's own
 * page), when she has one; with `allPrayers`, also a link to the list of all her prayers on
 * her page. Reads her prayers itself (one cached read per deity), so it drops in anywhere.
 * `name` is the deity's name as the page shows it; the aarti's page is the one in the page's
 * language when it is written in it, else the English one, marked.
 */
export async function DeityAartiLink({ deityId, name, allPrayers = false }: { deityId: string; name: string; allPrayers?: boolean }) {
  const prayers = await getPrayersForDeity(deityId);
  const aarti = deityAarti(prayers);
  if (!aarti && !(allPrayers && prayers.length)) return null;
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  const link = 'font-semibold text-saffron-700 underline underline-offset-4 hover:text-saffron-800';
  const to = aarti ? prayerLink(lang, aarti) : null;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
      {aarti && to ? (
        <Link href={to.href} hrefLang={to.english ? 'en' : undefined} className={link}>
          {t.kindOf(aarti.prayer_type, name)}
          {to.english ? layoutMessages[lang].inEnglish : null}
        </Link>
      ) : null}
      {allPrayers && prayers.length > (aarti ? 1 : 0) ? (
        <a href="#deity-prayers-heading" className={link}>
          {prayers.length === 1 ? t.deity.one(name) : t.deity.all(prayers.length, name)}
        </a>
      ) : null}
    </p>
  );
}
