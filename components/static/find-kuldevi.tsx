import Link from 'next/link';
import { PrintButton } from '@/components/static/print-button';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SourceLink } from '@/components/ui/source-link';
import { intro, questions, sections, type Statement } from '@/lib/content/find-kuldevi';
import { englishIn } from '@/lib/i18n/english';
import { helpMessages, guideMessages } from '@/lib/i18n/messages/static';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';
import { site } from '@/lib/server/site';

type Texts = (typeof guideMessages)[Language];

/** A statement's sources, as their own titles (English ones marked as such on a page in another language). */
function Sources({ sources, t, lang }: { sources: Statement['sources']; t: Texts; lang: Language }) {
  return (
    <span className="text-sm text-muted">
      {' ('}
      {sources.length === 1 ? t.source : t.sources}
      {sources.map((s, i) => (
        <span key={s.url}>
          {i ? '; ' : ''}
          <span lang={englishIn(lang, s.label)}>
            <SourceLink url={s.url} label={s.label} />
          </span>
        </span>
      ))}
      {')'}
    </span>
  );
}

/** The statements in the page's language, each with the English statement's sources. */
function Statements({ items, texts, t, lang }: { items: Statement[]; texts: string[]; t: Texts; lang: Language }) {
  return (
    <>
      {items.map((s, i) => (
        <p key={s.text} className="mt-3 text-ink">
          {texts[i] ?? s.text}
          <Sources sources={s.sources} t={t} lang={lang} />
        </p>
      ))}
    </>
  );
}

/**
 * How families find a kuldevi they do not know, each statement with its sources, and the
 * questions to ask elders, in the page's language (lib/i18n/messages/static.ts: the statements
 * one for one with lib/content/find-kuldevi.ts, whose sources they keep). Printing the page
 * prints the questions only, with room to write.
 */
export function FindKuldevi({ lang }: { lang: Language }) {
  const t = guideMessages[lang];
  const [before, surnameLink, between, communityLink, after] = t.firstTry;
  const local = (path: string) => inLanguage(lang, path);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="print:hidden">
        <Breadcrumbs
          separator="/"
          items={[
            { name: layoutMessages[lang].nav.home, path: local('/') },
            { name: helpMessages[lang].title, path: local('/help') },
            { name: t.crumb },
          ]}
        />
      </div>
      <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl print:hidden">{t.title}</h1>
      <div className="print:hidden">
        <Statements items={intro} texts={t.intro} t={t} lang={lang} />
        <p className="mt-4 rounded-lg bg-saffron-100 p-4 text-ink">
          {before}
          <Link href={local('/surname-search')} className="font-semibold text-saffron-700 underline underline-offset-2">
            {surnameLink}
          </Link>
          {between}
          <Link href={local('/community')} className="font-semibold text-saffron-700 underline underline-offset-2">
            {communityLink}
          </Link>
          {after}
        </p>
        <nav aria-labelledby="contents-heading" className="mt-6">
          <h2 id="contents-heading" className="text-lg font-semibold text-maroon-900">
            {t.contents}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-saffron-700 underline underline-offset-2">
                  {t.sections[s.id]?.heading ?? s.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#questions" className="text-saffron-700 underline underline-offset-2">
                {t.questionsHeading}
              </a>
            </li>
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-4">
            <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-maroon-900">
              {t.sections[s.id]?.heading ?? s.heading}
            </h2>
            <Statements items={s.statements} texts={t.sections[s.id]?.statements ?? []} t={t} lang={lang} />
          </section>
        ))}
      </div>
      <section
        id="questions"
        aria-labelledby="questions-heading"
        className="mt-10 scroll-mt-4 rounded-xl bg-white p-6 shadow-sm print:mt-0 print:p-0 print:shadow-none"
      >
        <h2 id="questions-heading" className="text-2xl font-bold text-maroon-900">
          {t.questionsHeading}
        </h2>
        <p className="mt-2 text-ink">{t.questionsIntro}</p>
        <div className="mt-3">
          <PrintButton label={t.print} />
        </div>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-ink">
          {questions.map((q, i) => (
            <li key={q} className="break-inside-avoid">
              {t.questions[i] ?? q}
              <span aria-hidden="true" className="hidden print:block print:h-14 print:border-b print:border-dotted print:border-stone-400" />
            </li>
          ))}
        </ol>
        <p className="mt-4 hidden text-sm print:block">{t.from(site.name, t.title)}</p>
      </section>
      <p className="mt-8 print:hidden">
        <Link href={local('/help')} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
          {t.more}
        </Link>
      </p>
    </div>
  );
}
