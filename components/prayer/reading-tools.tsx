'use client';

import { useState } from 'react';
import { useStore } from '@/lib/dashboard/use-store';
import { prayerCopyText, type PrayerTexts, type ReadingMode } from '@/lib/ui/prayer-copy';

const modes: { id: ReadingMode; label: string }[] = [
  { id: 'all', label: 'Side by side' },
  { id: 'original', label: 'Original' },
  { id: 'transliteration', label: 'Transliteration' },
  { id: 'translation', label: 'Translation' },
];

/**
 * Reading aids for a prayer: which texts to show (the texts themselves are server-rendered
 * in #prayer-text; this only switches its data-reading attribute), copy, print and share.
 * Scripts drive all of them, so without JavaScript they are not shown.
 */
export function ReadingTools({ texts }: { texts: PrayerTexts }) {
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
      await navigator.clipboard.writeText(prayerCopyText(texts, mode, reading?.transliteration ?? 'simple'));
      say('Text copied');
    } catch {
      say('Copying is not allowed here: select the text and copy it instead');
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
      say('Link copied');
    } catch {
      say(`Copy this link: ${url}`);
    }
  }

  const button = 'rounded-lg border border-saffron-600 px-3 py-2 text-sm font-semibold text-saffron-800 hover:bg-saffron-100';
  return (
    <div className="js-only flex flex-col gap-3 print:hidden">
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {modes.map((m) => (
          <button
            key={m.id}
            type="button"
            aria-pressed={mode === m.id}
            onClick={() => show(m.id)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
              mode === m.id ? 'bg-saffron-700 text-white' : 'bg-saffron-100 text-maroon-900 hover:bg-saffron-200'
            }`}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copyText} className={button}>
          Copy Text
        </button>
        <button type="button" onClick={() => window.print()} className={button}>
          Print
        </button>
        <button type="button" onClick={share} className={button}>
          Share
        </button>
        <p role="status" aria-live="polite" className="self-center text-sm text-muted">
          {notice}
        </p>
      </div>
    </div>
  );
}
