import Link from 'next/link';
import { deityAarti, getPrayersForDeity } from '@/lib/data/prayers';
import { prayerLinkMessages } from '@/lib/i18n/messages/surname';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, languages } from '@/lib/pages/kinds.mjs';
import { prayerPath } from '@/lib/urls/prayer';
import { layoutMessages } from '@/lib/i18n/messages/layout';

/**
 * "Aarti of {deity}" where a family meets its deity (a surname's deity card, the deity's own
 * page), when she has one; with `allPrayers`, also a link to the list of all her prayers on
 * her page. Reads her prayers itself (one cached read per deity), so it drops in anywhere.
 * `name` is the deity's name as the page shows it. On a page in another language the prayer's
 * page is linked in that language when the prayer is written in its script (else the English
 * page, marked).
 */
export async function DeityAartiLink({ deityId, name, allPrayers = false }: { deityId: string; name: string; allPrayers?: boolean }) {
  const prayers = await getPrayersForDeity(deityId);
  const aarti = deityAarti(prayers);
  if (!aarti && !(allPrayers && prayers.length)) return null;
  const lang = pageLanguage();
  const t = prayerLinkMessages[lang];
  const link = 'font-semibold text-saffron-700 underline underline-offset-4 hover:text-saffron-800';
  const written = aarti ? (languages[lang].prayerLanguages as readonly string[]).includes(aarti.language) : false;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
      {aarti ? (
        <Link
          href={
            lang === 'en' || written ? inLanguage(lang, prayerPath(aarti.type, aarti.title, aarti.id)) : prayerPath(aarti.type, aarti.title, aarti.id)
          }
          hrefLang={lang !== 'en' && !written ? 'en' : undefined}
          className={link}
        >
          {t.prayerOf(aarti.prayer_type, name)}
          {lang !== 'en' && !written ? layoutMessages[lang].inEnglish : null}
        </Link>
      ) : null}
      {allPrayers && prayers.length > (aarti ? 1 : 0) ? (
        <a href="#deity-prayers-heading" className={link}>
          {prayers.length === 1 ? t.one(name) : t.all(prayers.length, name)}
        </a>
      ) : null}
    </p>
  );
}
