import Link from 'next/link';
import { PrintButton } from '@/components/static/print-button';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import { intro, questions, sections, title, type Statement } from '@/lib/content/find-kuldevi';
import { site } from '@/lib/server/site';

function Sources({ sources }: { sources: Statement['sources'] }) {
  return (
    <span className="text-sm text-muted">
      {' ('}
      {sources.length === 1 ? 'Source: ' : 'Sources: '}
      {sources.map((s, i) => (
        <span key={s.url}>
          {i ? '; ' : ''}
          <SourceLink url={s.url} label={s.label} />
        </span>
      ))}
      {')'}
    </span>
  );
}

function Statements({ items }: { items: Statement[] }) {
  return (
    <>
      {items.map((s) => (
        <p key={s.text} className="mt-3 text-ink">
          {s.text}
          <Sources sources={s.sources} />
        </p>
      ))}
    </>
  );
}

/**
 * How families find a kuldevi they do not know, each statement with its sources, and the
 * questions to ask elders. Printing the page prints the questions only, with room to write.
 */
export function FindKuldevi() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="print:hidden">
        <Breadcrumbs separator="/" items={[{ name: 'Home', path: '/' }, { name: 'Help Center', path: '/help' }, { name: 'Finding your kuldevi' }]} />
      </div>
      <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl print:hidden">{title}</h1>
      <div className="print:hidden">
        <Statements items={intro} />
        <p className="mt-4 rounded-lg bg-saffron-100 p-4 text-ink">
          First try what is already known:{' '}
          <Link href="/surname-search" className="font-semibold text-saffron-700 underline underline-offset-2">
            search your surname
          </Link>
          , or open{' '}
          <Link href="/community" className="font-semibold text-saffron-700 underline underline-offset-2">
            your community&apos;s page
          </Link>{' '}
          to see the deity of each gotra, khap or clan. Every association there names its source; please confirm it with your elders.
        </p>
        <nav aria-labelledby="contents-heading" className="mt-6">
          <h2 id="contents-heading" className="text-lg font-semibold text-maroon-900">
            On this page
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-saffron-700 underline underline-offset-2">
                  {s.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#questions" className="text-saffron-700 underline underline-offset-2">
                Questions to ask your elders
              </a>
            </li>
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-4">
            <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-maroon-900">
              {s.heading}
            </h2>
            <Statements items={s.statements} />
          </section>
        ))}
      </div>
      <section
        id="questions"
        aria-labelledby="questions-heading"
        className="mt-10 scroll-mt-4 rounded-xl bg-white p-6 shadow-sm print:mt-0 print:p-0 print:shadow-none"
      >
        <h2 id="questions-heading" className="text-2xl font-bold text-maroon-900">
          Questions to ask your elders
        </h2>
        <p className="mt-2 text-ink">Print this list, or copy it, and write down the answers as they are told, with who told them.</p>
        <div className="mt-3">
          <PrintButton label="Print the questions" />
        </div>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-ink">
          {questions.map((q) => (
            <li key={q} className="break-inside-avoid">
              {q}
              <span aria-hidden="true" className="hidden print:block print:h-14 print:border-b print:border-dotted print:border-stone-400" />
            </li>
          ))}
        </ol>
        <p className="mt-4 hidden text-sm print:block">{`From ${site.name}: ${title}`}</p>
      </section>
      <p className="mt-8 print:hidden">
        <Link href="/help" className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
          More help
        </Link>
      </p>
    </div>
  );
}
