import Link from 'next/link';
import { HelpCenter } from '@/components/static/help-center';
import { JsonLd } from '@/components/ui/json-ld';
import { helpArticles, helpCategories } from '@/lib/content/help';
import { breadcrumbList, faqPage, graph } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { supportEmail } from '@/lib/server/site';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/help');
}

export const metadata = pageMetadata({
  title: 'Help Center',
  description: 'Answers about surname matching, confidence and sources, submitting your family information, privacy and using the site.',
  path: '/help',
});

// The account category is defined but has no tab (there are no accounts yet).
const tabs = helpCategories.filter((c) => c.id !== 'account');
// The FAQ structured data holds the questions the page shows on load: the first tab's.
const shownOnLoad = helpArticles.filter((a) => a.category === tabs[0]?.id);

export default async function HelpPage({ params }: { params: LanguageParams }) {
  await languageOf(params);
  const email = supportEmail();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <JsonLd
        data={graph(
          faqPage(shownOnLoad, '/help'),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Help Center', path: '/help' },
          ]),
        )}
      />
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">Help Center</h1>
      <p className="mt-2 text-lg text-muted">Find answers to common questions about finding your family deity.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <HelpCenter articles={helpArticles.filter((a) => a.category !== 'account')} categories={tabs} />
        <aside className="space-y-4">
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">Don&apos;t know your kuldevi?</h2>
            <p className="mt-1 text-ink">How families find a family deity they have lost, and the questions to ask elders.</p>
            <Link href={FIND_KULDEVI_PATH} className="mt-2 inline-block font-semibold text-saffron-700 underline">
              How families find their kuldevi
            </Link>
          </section>
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">Email Support</h2>
            <p className="mt-1 text-ink">We aim to reply within 24 hours.</p>
            <a href={`mailto:${email}`} className="mt-2 inline-block font-semibold text-saffron-700 underline">
              {email}
            </a>
          </section>
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">
              Community Forum <span className="ml-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs text-saffron-800">Coming Soon</span>
            </h2>
            <p className="mt-1 text-ink">A place for families to share what they know.</p>
          </section>
          <section className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">Documentation</h2>
            <Link href="/about" className="mt-1 inline-block font-semibold text-saffron-700 underline">
              About the kuldevta tradition
            </Link>
          </section>
          <nav aria-label="Quick links" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-maroon-900">Quick Links</h2>
            <ul className="mt-2 space-y-1">
              <li>
                <Link href="/about" className="text-saffron-700 underline">
                  About Kuldevta
                </Link>
              </li>
              <li>
                <Link href="/search" className="text-saffron-700 underline">
                  Explore deities
                </Link>
              </li>
              <li>
                <Link href="/surname-search" className="text-saffron-700 underline">
                  Find by surname
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}
