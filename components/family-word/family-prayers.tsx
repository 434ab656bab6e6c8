import Link from 'next/link';
import { getFamilyPrayers } from '@/lib/data/family-word';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { familyWordMessages } from '@/lib/i18n/messages/family-word';
import { pageLanguage } from '@/lib/i18n/page-language';
import { SourceLink } from '@/components/ui/source-link';
import { scriptLang } from '@/lib/ui/script-lang';
import { languageTags } from '@/lib/urls/prayer';

/** The language tag of a prayer a family names by its language's English name ("Marathi"), else its script's. */
const tagOf = (language: string, text: string) => languageTags[language.trim().toLowerCase()] ?? scriptLang(text);

/**
 * The prayers families sent for a deity, as a reviewer approved them (each in its own language
 * and script, with where its text is from), and the link to send one (a page in English).
 */
export async function FamilyPrayers({ deityId, name }: { deityId: string; name: string }) {
  const lang = pageLanguage();
  const t = familyWordMessages[lang];
  const prayers = await getFamilyPrayers(deityId);
  const send = `/family-word?${new URLSearchParams({ kind: 'prayer', deity: deityId })}`;
  return (
    <section aria-labelledby="family-prayers-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="family-prayers-heading" className="text-xl font-bold text-maroon-900">
        {t.familyPrayers}
        <span className="sr-only">{`: ${name}`}</span>
      </h2>
      {prayers.length ? (
        <ul className="mt-3 space-y-4">
          {prayers.map((p) => (
            <li key={p.id}>
              <h3 className="font-semibold text-maroon-900" lang={tagOf(p.language, p.text)}>
                {p.title}
              </h3>
              <p className="mt-1 whitespace-pre-line text-ink" lang={tagOf(p.language, p.text)}>
                {p.text}
              </p>
              <p className="mt-1 text-sm text-muted">
                {`${t.prayerSource} `}
                <span lang="en">{p.source_url ? <SourceLink url={p.source_url} label={p.source} /> : p.source}</span>
                {p.region ? <span lang="en">{` · ${p.region}`}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3">
        <Link href={send} hrefLang={lang === 'en' ? undefined : 'en'} className="font-semibold text-saffron-800 underline underline-offset-4">
          {t.sendPrayer}
          {lang === 'en' ? null : layoutMessages[lang].inEnglish}
        </Link>
      </p>
    </section>
  );
}
