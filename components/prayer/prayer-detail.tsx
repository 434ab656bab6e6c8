import Link from 'next/link';
import { DeityImage } from '@/components/deity/deity-image';
import { PrayerGrid } from '@/components/prayer/prayer-card';
import { ReadingSettings } from '@/components/prayer/reading-settings';
import { ReadingTools } from '@/components/prayer/reading-tools';
import { TextSource } from '@/components/prayer/text-source';
import { ViewCounter } from '@/components/prayer/view-counter';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Tabs } from '@/components/ui/tabs';
import type { Prayer } from '@/lib/data/prayers';
import type { DeityArt } from '@/lib/ui/emblems';
import { capitalize, languageNames, languageTags } from '@/lib/urls/prayer';
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

/**
 * Original lines beside (or, on a phone, above) their transliteration, stanza by stanza. Both
 * transliterations are in the HTML, the simple one shown unless the reader chose the
 * scholarly one (ReadingSettings; app/globals.css). Sizes are in em, so the text size
 * setting (the font size of #prayer-text) scales them all.
 */
function PrayerText({ prayer }: { prayer: Prayer }) {
  const original = prayer.local_script.split('\n');
  const scholarly = prayer.transliteration.split('\n');
  const simple = simpleTransliteration(prayer.local_script, prayer.language).split('\n');
  const lang = languageTags[prayer.language] ?? 'und';
  const showSanskrit = hasSeparateSanskrit(prayer);
  return (
    <div id="prayer-text" data-reading="all" className="mt-4 wrap-anywhere">
      <h2 className="js-only sr-only">Text</h2>
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
          <h3 className="text-[1.125em] font-semibold text-maroon-900">Sanskrit Text</h3>
          <p lang={scriptLang(prayer.sanskrit_text ?? '') ?? 'sa'} className="mt-2 text-[1.5em] leading-relaxed whitespace-pre-line text-maroon-900">
            {prayer.sanskrit_text}
          </p>
        </section>
      ) : null}
      <section className="reading-translation mt-8 rounded-xl bg-saffron-50 p-5">
        <h3 className="text-[1.125em] font-semibold text-maroon-900">Translation</h3>
        <div className="mt-2 space-y-3 text-[1.125em] leading-relaxed text-ink">{paragraphs(prayer.translation)}</div>
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
 * new fact about the prayer is one more Detail here.
 */
function PrayerFacts({ prayer }: { prayer: Prayer }) {
  const isMantra = prayer.type === 'mantra';
  return (
    <section aria-labelledby="about-prayer-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm print:hidden">
      <h2 id="about-prayer-heading" className="text-xl font-bold text-maroon-900">
        About this {prayer.prayer_type.toLowerCase()}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Language">{languageNames[prayer.language] ?? prayer.language}</Detail>
        <Detail label="Duration">{prayer.duration_minutes} min</Detail>
        <Detail label="Difficulty">{capitalize(prayer.difficulty_level)}</Detail>
        {isMantra ? <Detail label="Repetitions">{prayer.number_of_repetitions ?? 108}</Detail> : null}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {prayer.benefits.length ? (
          <div>
            <h3 className="text-sm font-semibold text-muted">Benefits</h3>
            <ul className="mt-1 list-disc pl-5 text-ink">
              {prayer.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {prayer.when_to_recite.length ? (
          <div>
            <h3 className="text-sm font-semibold text-muted">{isMantra ? 'When to Chant' : 'When to Recite'}</h3>
            <ul className="mt-1 list-disc pl-5 text-ink">
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

/** An aarti or mantra page: a short header, the text first, then what the prayer is for, more prayers of the deity. */
export function PrayerDetail({ prayer, art }: { prayer: Prayer; art: DeityArt | null }) {
  const isMantra = prayer.type === 'mantra';
  const kindLabel = isMantra ? 'Mantras' : 'Aartis';
  const deity = prayer.deity;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <ViewCounter type={prayer.type} id={prayer.id} />
      <div className="print:hidden">
        <Breadcrumbs
          separator="/"
          items={[
            { name: 'Home', path: '/' },
            { name: 'Prayers', path: '/prayers' },
            { name: kindLabel, path: isMantra ? '/mantras' : '/aartis' },
            { name: prayer.title },
          ]}
        />
      </div>
      {/* The header is short so that on a phone the prayer itself starts on the first screen;
          what it is for and when to recite it follow the text (PrayerFacts). */}
      <header className="mt-4 flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm sm:gap-6 sm:p-6">
        {deity && art ? (
          <div className="shrink-0 print:hidden">
            <DeityImage name={deity.name} imageUrl={deity.image_url} art={art} size={64} priority className="rounded-xl" />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
            {prayer.prayer_type} · {languageNames[prayer.language] ?? prayer.language}
          </p>
          <h1 className="text-2xl font-bold break-words text-maroon-900 sm:text-3xl">{prayer.title}</h1>
          {deity ? (
            <p className="mt-1 text-base text-ink sm:text-lg">
              {prayer.addressed_to === 'devi'
                ? 'Sung to the Devi in all her forms; listed under '
                : prayer.addressed_to === 'general'
                  ? "A prayer of every home's worship, listed under "
                  : 'For '}
              <Link href={`/deity/${deity.id}`} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                {deity.name}
                {/* Native names are set in the regular weight across the site: one font file per script. */}
                {deity.sanskrit_name ? (
                  <span className="font-normal">
                    {' ('}
                    <span lang={scriptLang(deity.sanskrit_name)}>{deity.sanskrit_name}</span>)
                  </span>
                ) : null}
              </Link>
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
              label: 'Text',
              content: (
                <div>
                  {/* Before the settings and the text: the reader's choice is applied before they are painted. */}
                  <script dangerouslySetInnerHTML={{ __html: readingScript }} />
                  <ReadingSettings />
                  <PrayerText prayer={prayer} />
                  {prayer.text_note ? <p className="mt-4 text-sm text-muted">Note: {prayer.text_note}</p> : null}
                  <TextSource url={prayer.text_source_url} label={prayer.text_source_label} />
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
                    />
                  </div>
                </div>
              ),
            },
            {
              id: 'meaning',
              label: 'Meaning',
              content: (
                <div className="space-y-3 text-lg leading-relaxed text-ink">
                  <h2 className="text-xl font-bold text-maroon-900">Meaning and Significance</h2>
                  {prayer.meaning ? paragraphs(prayer.meaning) : <p>Meaning and significance information will be added soon.</p>}
                  {prayer.author_or_origin ? <p className="text-base text-muted">Origin: {prayer.author_or_origin}</p> : null}
                </div>
              ),
            },
            // A recording's tab only when there is a recording (the README says how to attach one).
            ...(prayer.audio_url
              ? [
                  {
                    id: 'audio',
                    label: 'Audio',
                    content: (
                      <audio controls preload="none" src={prayer.audio_url} className="w-full">
                        <a href={prayer.audio_url}>Listen to the audio</a>
                      </audio>
                    ),
                  },
                ]
              : []),
            ...(prayer.video_url
              ? [
                  {
                    id: 'video',
                    label: 'Video',
                    content: (
                      <video controls preload="none" src={prayer.video_url} className="w-full rounded-lg">
                        <a href={prayer.video_url}>Watch the video</a>
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
          More Prayers for {deity?.name ?? 'this deity'}
        </h2>
        <div className="mt-4">
          {prayer.more_prayers.length ? (
            <PrayerGrid prayers={prayer.more_prayers} />
          ) : (
            <p className="text-muted">No other prayers found for this deity.</p>
          )}
        </div>
      </section>
    </article>
  );
}
