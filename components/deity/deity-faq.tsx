import { latinRuns } from '@/lib/i18n/english';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { FaqItem } from '@/lib/seo/json-ld';

/** Questions about the deity, shown as the page's FAQPage structured data states them; `name` as the page shows it. */
export function DeityFaq({ name, faq }: { name: string; faq: FaqItem[] }) {
  if (!faq.length) return null;
  const lang = pageLanguage();
  // On a page in another language, the names an answer gives in Latin letters are marked English.
  const shown = (text: string) =>
    lang === 'en'
      ? text
      : latinRuns(text).map((r, i) =>
          r.latin ? (
            <span key={i} lang="en">
              {r.text}
            </span>
          ) : (
            r.text
          ),
        );
  return (
    <section aria-labelledby="deity-faq-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="deity-faq-heading" className="text-2xl font-bold text-maroon-900">
        {deityMessages[lang].faq.heading(name)}
      </h2>
      <dl className="mt-4 space-y-4">
        {faq.map((f) => (
          <div key={f.question}>
            <dt className="font-semibold text-maroon-900">{shown(f.question)}</dt>
            <dd className="mt-1 text-ink">{shown(f.answer)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
