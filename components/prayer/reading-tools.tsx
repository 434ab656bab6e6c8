'use client';

import { useState } from 'react';
import { useStore } from '@/lib/dashboard/use-store';
import { prayerCopyText, type CopyLabels, type PrayerTexts, type ReadingMode } from '@/lib/ui/prayer-copy';

const modes: ReadingMode[] = ['all', 'original', 'transliteration', 'translation'];

/** The tools' words in the page's language (prayerMessages' `reading`; `copyLink` ends with the address). */
export interface ReadingToolsTexts {
  show: string;
  modes: Record<ReadingMode, string>;
  copy: string;
  print: string;
  share: string;
  copied: string;
  copyBlocked: string;
  linkCopied: string;
  copyLink: string;
  /** The headings the copied text gives the Sanskrit text and the translation. */
  labels: CopyLabels;
}

/**
 * Reading aids for a prayer: which texts to show (the texts themselves are server-rendered
 * in #prayer-text; this only switches its data-reading attribute), copy, print and share.
 * Scripts drive all of them, so without JavaScript they are not shown.
 */
export function ReadingTools({ texts, words }: { texts: PrayerTexts; words: ReadingToolsTexts }) {
  const { title } = texts;
  const [mode, setMode] = useState<ReadingMode>('all');
  const [notice, setNotice] = useState('');
  const [reading] = useStore('reading');

  function show(id: ReadingMode) {
    setMode(id);
    document.getElementById('prayer-text')?.setAttribute('data-reading', id);
  }

  function say(text: string) {
    setNotice(text);
    window.setTimeout(() => setNotice(''), 3000);
  }

  async function copyText() {
    try {
      await navigator.clipboard.writeText(prayerCopyText(texts, mode, reading?.transliteration ?? 'simple', words.labels));
      say(words.copied);
    } catch {
      say(words.copyBlocked);
    }
  }

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(words.linkCopied);
    } catch {
      say(`${words.copyLink} ${url}`);
    }
  }

  const button = 'rounded-lg border border-saffron-600 px-3 py-2 text-sm font-semibold text-saffron-800 hover:bg-saffron-100';
  return (
    <div className="js-only flex flex-col gap-3 print:hidden">
      <div role="group" aria-label={words.show} className="flex flex-wrap gap-2">
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => show(m)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
              mode === m ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900 hover:bg-saffron-200'
            }`}
          >
            {words.modes[m]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copyText} className={button}>
          {words.copy}
        </button>
        <button type="button" onClick={() => window.print()} className={button}>
          {words.print}
        </button>
        <button type="button" onClick={share} className={button}>
          {words.share}
        </button>
        <p role="status" aria-live="polite" className="self-center text-sm text-muted">
          {notice}
        </p>
      </div>
    </div>
  );
}
