import Link from 'next/link';
import { DeityImage } from '@/components/deity/deity-image';
import { PrayerGrid, prayerFacts } from '@/components/prayer/prayer-card';
import { ReadingSettings } from '@/components/prayer/reading-settings';
import { ReadingTools } from '@/components/prayer/reading-tools';
import { TextSource } from '@/components/prayer/text-source';
import { ViewCounter } from '@/components/prayer/view-counter';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Tabs } from '@/components/ui/tabs';
import type { Prayer } from '@/lib/data/prayers';
import type { PageLink } from '@/lib/i18n/links';
import { exploreMessages } from '@/lib/i18n/messages/explore';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { prayerMessages } from '@/lib/i18n/messages/prayer';
import { pageLanguage } from '@/lib/i18n/page-language';
import { inLanguage, type Language } from '@/lib/pages/kinds.mjs';
import type { DeityArt } from '@/lib/ui/emblems';
import { languageTags } from '@/lib/urls/prayer';
import { readingScript } from '@/lib/ui/reading';
import { scriptLang } from '@/lib/ui/script-lang';
import { simpleTransliteration } from '@/lib/ui/simple-transliteration';

function paragraphs(text: string) {
  return text.split(/\n\s*\n/).map((p, i) => (
    <p key={i} className="whitespace-pre-line">
      {p}
    </p>
  ));
}

/** lang="en" for what the prayer's data says in English, on a page in another language. */
function english(lang: Language): 'en' | undefined {
  return lang === 'en' ? undefined : 'en';
}

/**
 * Original lines beside (or, on a phone, above) their transliteration, stanza by stanza. Both
 * transliterations are in the HTML, the simple one shown unless the reader chose the
 * scholarly one (ReadingSettings; app/globals.css). Sizes are in em, so the text size
 * setting (the font size of #prayer-text) scales them all. The translation is written in
 * English: on a page in another language it is called the English translation, and marked so.
 */
function PrayerText({ prayer }: { prayer: Prayer }) {
  const page = pageLanguage();
  const t = prayerMessages[page].detail;
  const original = prayer.local_script.split('\n');
  const scholarly = prayer.transliteration.split('\n');
  const simple = simpleTransliteration(prayer.local_script, prayer.language).split('\n');
  const lang = languageTags[prayer.language] ?? 'und';
  const showSanskrit = hasSeparateSanskrit(prayer);
  return (
    <div id="prayer-text" data-reading="all" className="mt-4 wrap-anywhere">
      <h2 className="js-only sr-only">{t.textHeading}</h2>
      <div className="reading-lines space-y-1">
        {original.map((line, i) =>
          line.trim() === '' ? (
            <div key={i} aria-hidden="true" className="h-[1.25em]" />
          ) : (
            <div key={i} className="reading-row grid gap-x-8 md:grid-cols-2">
              <p lang={lang} className="reading-original text-[1.5em] leading-relaxed text-maroon-900 sm:text-[1.875em]">
                {line}
              </p>
              <div className="reading-translit pb-2 text-[1.125em] leading-relaxed text-ink italic md:pb-0">
                <p lang={`${lang}-Latn`} className="translit-simple">
                  {simple[i]}
                </p>
                <p lang={`${lang}-Latn`} className="translit-scholarly">
                  {scholarly[i]}
                </p>
              </div>
            </div>
          ),
        )}
      </div>
      {showSanskrit ? (
        <section className="reading-original mt-8">
          <h3 className="text-[1.125em] font-semibold text-maroon-900">{t.sanskritText}</h3>
          <p lang={scriptLang(prayer.sanskrit_text ?? '') ?? 'sa'} className="mt-2 text-[1.5em] leading-relaxed whitespace-pre-line text-maroon-900">
            {prayer.sanskrit_text}
          </p>
        </section>
      ) : null}
      <section className="reading-translation mt-8 rounded-xl bg-saffron-50 p-5">
        <h3 className="text-[1.125em] font-semibold text-maroon-900">{t.translation}</h3>
        <div className="mt-2 space-y-3 text-[1.125em] leading-relaxed text-ink" lang={english(page)}>
          {paragraphs(prayer.translation)}
        </div>
      </section>
    </div>
  );
}

function hasSeparateSanskrit(prayer: Prayer): boolean {
  return prayer.type === 'mantra' && Boolean(prayer.sanskrit_text) && prayer.sanskrit_text!.trim() !== prayer.local_script.trim();
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * What the prayer is, for and when: after the text, so the text comes first on a phone. A
 * new fact about the prayer is one more Detail here. Its benefits and times are written in
 * English: on a page in another language their headings say so and the lists are marked.
 */
function PrayerFacts({ prayer }: { prayer: Prayer }) {
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  const facts = prayerFacts(lang, prayer);
  const isMantra = prayer.type === 'mantra';
  return (
    <section aria-labelledby="about-prayer-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm print:hidden">
      <h2 id="about-prayer-heading" className="text-xl font-bold text-maroon-900">
        {t.detail.about(lang === 'en' ? prayer.prayer_type : t.kind(prayer.prayer_type))}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label={t.detail.language}>{facts.language}</Detail>
        <Detail label={t.detail.duration}>{facts.minutes}</Detail>
        <Detail label={t.detail.difficulty}>{facts.difficulty}</Detail>
        {isMantra ? <Detail label={t.detail.repetitions}>{prayer.number_of_repetitions ?? 108}</Detail> : null}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {prayer.benefits.length ? (
          <div>
            <h3 className="text-sm font-semibold text-muted">
              {t.detail.benefits}
              {t.detail.inEnglish}
            </h3>
            <ul className="mt-1 list-disc pl-5 text-ink" lang={english(lang)}>
              {prayer.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {prayer.when_to_recite.length ? (
          <div>
            <h3 className="text-sm font-semibold text-muted">
              {isMantra ? t.detail.whenToChant : t.detail.whenToRecite}
              {t.detail.inEnglish}
            </h3>
            <ul className="mt-1 list-disc pl-5 text-ink" lang={english(lang)}>
              {prayer.when_to_recite.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * An aarti or mantra page: a short header, the text first, then what the prayer is for, more
 * prayers of the deity. `deityName` is the deity's name as the page shows it (its script's on
 * a page in another language, the Latin name beside it), `deityLink` where its name leads.
 */
export function PrayerDetail({
  prayer,
  art,
  deityName,
  deityLink,
}: {
  prayer: Prayer;
  art: DeityArt | null;
  deityName?: { shown: string; beside: string };
  deityLink?: PageLink;
}) {
  const lang = pageLanguage();
  const t = prayerMessages[lang];
  const nav = layoutMessages[lang].nav;
  const isMantra = prayer.type === 'mantra';
  const kindLabel = isMantra ? t.lists.mantras : t.lists.aartis;
  const deity = prayer.deity;
  const name = deityName ?? (deity ? { shown: deity.name, beside: deity.sanskrit_name } : null);
  const link = deityLink ?? (deity ? { href: `/deity/${deity.id}`, english: false } : null);
  const [before, after] = t.addressed[prayer.addressed_to];
  const facts = prayerFacts(lang, prayer);
  const r = t.reading;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <ViewCounter type={prayer.type} id={prayer.id} />
      <div className="print:hidden">
        <Breadcrumbs
          separator="/"
          label={exploreMessages[lang].breadcrumb}
          items={[
            { name: nav.home, path: inLanguage(lang, '/') },
            { name: nav.prayers, path: inLanguage(lang, '/prayers') },
            { name: kindLabel, path: inLanguage(lang, isMantra ? '/mantras' : '/aartis') },
            { name: prayer.title, lang: english(lang) },
          ]}
        />
      </div>
      {/* The header is short so that on a phone the prayer itself starts on the first screen;
          what it is for and when to recite it follow the text (PrayerFacts). */}
      <header className="mt-4 flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm sm:gap-6 sm:p-6">
        {deity && art ? (
          <div className="shrink-0 print:hidden">
            <DeityImage name={name?.shown ?? deity.name} imageUrl={deity.image_url} art={art} size={64} priority className="rounded-xl" />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
            {t.kind(prayer.prayer_type)} · {facts.language}
          </p>
          {/* The title is the prayer's name in Latin letters, as the sources give it. */}
          <h1 className="text-2xl font-bold break-words text-maroon-900 sm:text-3xl" lang={english(lang)}>
            {prayer.title}
          </h1>
          {deity && name && link ? (
            <p className="mt-1 text-base text-ink sm:text-lg">
              {before}
              <Link
                href={link.href}
                hrefLang={link.english ? 'en' : undefined}
                className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
              >
                {name.shown}
                {/* Native names are set in the regular weight across the site: one font file per script. */}
                {name.beside ? (
                  <span className="font-normal">
                    {' ('}
                    <span lang={scriptLang(name.beside)}>{name.beside}</span>)
                  </span>
                ) : null}
                {link.english ? <span className="font-normal">{layoutMessages[lang].inEnglish}</span> : null}
              </Link>
              {after}
            </p>
          ) : null}
        </div>
      </header>

      <div className="mt-4 rounded-2xl bg-white px-4 shadow-sm sm:mt-6 sm:px-6">
        <Tabs
          label={`${prayer.title}`}
          items={[
            {
              id: 'text',
              label: t.detail.tabs.text,
              content: (
                <div>
                  {/* Before the settings and the text: the reader's choice is applied before they are painted. */}
                  <script dangerouslySetInnerHTML={{ __html: readingScript }} />
                  <ReadingSettings
                    texts={{ transliteration: r.transliteration, simple: r.simple, scholarly: r.scholarly, textSize: r.textSize, sizes: r.sizes }}
                  />
                  <PrayerText prayer={prayer} />
                  {prayer.text_note ? (
                    <p className="mt-4 text-sm text-muted">
                      {t.detail.note}
                      {lang === 'en' ? prayer.text_note : <span lang="en">{prayer.text_note}</span>}
                    </p>
                  ) : null}
                  <TextSource url={prayer.text_source_url} label={prayer.text_source_label} lead={t.detail.textSource} english={lang !== 'en'} />
                  <div className="mt-6">
                    <ReadingTools
                      texts={{
                        title: prayer.title,
                        original: prayer.local_script,
                        transliteration: prayer.transliteration,
                        simpleTransliteration: simpleTransliteration(prayer.local_script, prayer.language),
                        translation: prayer.translation,
                        sanskrit: hasSeparateSanskrit(prayer) ? prayer.sanskrit_text : undefined,
                      }}
                      words={{
                        show: r.show,
                        modes: r.modes,
                        copy: r.copy,
                        print: r.print,
                        share: r.share,
                        copied: r.copied,
                        copyBlocked: r.copyBlocked,
                        linkCopied: r.linkCopied,
                        copyLink: r.copyLink('').trimEnd(),
                        labels: { sanskrit: t.detail.sanskritText, translation: t.detail.translation },
                      }}
                    />
                  </div>
                </div>
              ),
            },
            {
              id: 'meaning',
              label: t.detail.tabs.meaning,
              content: (
                <div className="space-y-3 text-lg leading-relaxed text-ink">
                  <h2 className="text-xl font-bold text-maroon-900">
                    {t.detail.meaningHeading}
                    {prayer.meaning ? t.detail.inEnglish : null}
                  </h2>
                  {prayer.meaning ? (
                    lang === 'en' ? (
                      paragraphs(prayer.meaning)
                    ) : (
                      <div lang="en" className="space-y-3">
                        {paragraphs(prayer.meaning)}
                      </div>
                    )
                  ) : (
                    <p>{t.detail.meaningSoon}</p>
                  )}
                  {prayer.author_or_origin ? (
                    <p className="text-base text-muted">
                      {t.detail.origin}
                      {lang === 'en' ? prayer.author_or_origin : <span lang="en">{prayer.author_or_origin}</span>}
                    </p>
                  ) : null}
                </div>
              ),
            },
            // A recording's tab only when there is a recording (the README says how to attach one).
            ...(prayer.audio_url
              ? [
                  {
                    id: 'audio',
                    label: t.detail.tabs.audio,
                    content: (
                      <audio controls preload="none" src={prayer.audio_url} className="w-full">
                        <a href={prayer.audio_url}>{t.detail.listen}</a>
                      </audio>
                    ),
                  },
                ]
              : []),
            ...(prayer.video_url
              ? [
                  {
                    id: 'video',
                    label: t.detail.tabs.video,
                    content: (
                      <video controls preload="none" src={prayer.video_url} className="w-full rounded-lg">
                        <a href={prayer.video_url}>{t.detail.watch}</a>
                      </video>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>

      <PrayerFacts prayer={prayer} />

      <section aria-labelledby="more-heading" className="mt-10 print:hidden">
        <h2 id="more-heading" className="text-2xl font-bold text-maroon-900">
          {t.detail.more(name?.shown ?? null)}
        </h2>
        <div className="mt-4">
          {prayer.more_prayers.length ? <PrayerGrid prayers={prayer.more_prayers} /> : <p className="text-muted">{t.detail.noMore}</p>}
        </div>
      </section>
    </article>
  );
}
