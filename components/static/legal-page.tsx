import Link from 'next/link';
import { JsonLd } from '@/components/ui/json-ld';
import type { LegalSection } from '@/lib/content/terms';
import { breadcrumbList, graph, webPage } from '@/lib/seo/json-ld';
import { supportEmail } from '@/lib/server/site';

export interface LegalPageInfo {
  name: string;
  description: string;
  path: string;
}

/**
 * Terms and Privacy: 12 sections, the date the text last changed, support and help links, and
 * their WebPage and breadcrumb structured data.
 */
export function LegalPage({ page, lastUpdated, sections }: { page: LegalPageInfo; lastUpdated: string; sections: LegalSection[] }) {
  const title = page.name;
  const email = supportEmail();
  const date = new Date(`${lastUpdated}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd
        data={graph(
          webPage({ ...page, dateModified: lastUpdated }),
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: page.name, path: page.path },
          ]),
        )}
      />
      <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted">
        Last updated: <time dateTime={lastUpdated}>{date}</time>
      </p>
      <nav aria-label="Sections" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <ol className="list-decimal space-y-1 pl-5">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-saffron-700 underline-offset-4 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-8 scroll-mt-4">
          <h2 className="text-xl font-bold text-maroon-900">{`${i + 1}. ${s.heading}`}</h2>
          <div className="prose-text mt-2 text-ink">
            {s.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </div>
        </section>
      ))}
      <section className="mt-10 rounded-xl bg-saffron-100 p-5">
        <h2 className="text-lg font-semibold text-maroon-900">Questions?</h2>
        <p className="mt-2 text-ink">
          Email us at{' '}
          <a href={`mailto:${email}`} className="font-semibold text-saffron-800 underline">
            {email}
          </a>{' '}
          or visit the{' '}
          <Link href="/help" className="font-semibold text-saffron-800 underline">
            Help Center
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
