import { homeMessages } from '@/lib/i18n/messages/home';
import { pageLanguage } from '@/lib/i18n/page-language';

export function Benefits() {
  const t = homeMessages[pageLanguage()];
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="benefits-heading" className="text-center text-2xl font-bold text-maroon-900 sm:text-3xl">
        {t.benefitsHeading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {t.benefits.map((b) => (
          <li key={b.title} className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-saffron-800">{b.title}</h3>
            <p className="mt-2 text-ink">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
