'use client';

import { useEffect } from 'react';
import { useStore } from '@/lib/dashboard/use-store';
import { defaultReading, textSizes, transliterations, type Reading } from '@/lib/dashboard/store';
import { applyReading } from '@/lib/ui/reading';

const chip =
  'cursor-pointer rounded-full border border-saffron-300 bg-white px-3 py-1.5 text-sm font-semibold text-maroon-900 hover:bg-saffron-100 ' +
  'peer-checked:border-saffron-700 peer-checked:bg-saffron-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-saffron-600 peer-focus-visible:ring-offset-2';

function Choice<T extends string>({
  name,
  id,
  label,
  title,
  checked,
  onPick,
}: {
  name: string;
  id: T;
  label: string;
  title?: string;
  checked: boolean;
  onPick: (id: T) => void;
}) {
  return (
    <span>
      <input type="radio" name={name} id={`${name}-${id}`} value={id} checked={checked} onChange={() => onPick(id)} className="peer sr-only" />
      <label htmlFor={`${name}-${id}`} className={chip}>
        {title ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">{title}</span>
          </>
        ) : (
          label
        )}
      </label>
    </span>
  );
}

/**
 * Which transliteration a prayer shows (simple or scholarly) and how large its text is. Two
 * groups of radio buttons: without JavaScript they still switch the page (CSS reads which is
 * checked); with it the choice is kept in this browser and applied to every prayer, before
 * the text is painted (readingScript, inline in the page).
 */
/** The settings' words in the page's language (prayerMessages' `reading`). */
export interface ReadingSettingsTexts {
  transliteration: string;
  simple: string;
  scholarly: string;
  textSize: string;
  sizes: { normal: string; large: string; larger: string };
}

export function ReadingSettings({ texts }: { texts: ReadingSettingsTexts }) {
  const [stored, update] = useStore('reading');
  const reading = stored ?? defaultReading;

  // A visitor arriving by a link inside the site: the inline script has not run for this page.
  useEffect(() => {
    if (stored) applyReading(stored);
  }, [stored]);

  function pick(change: Partial<Reading>) {
    const next = { ...reading, ...change };
    applyReading(next);
    update(() => next);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 print:hidden">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm font-semibold text-muted">{texts.transliteration}</legend>
        {transliterations.map((t) => (
          <Choice
            key={t.id}
            name="translit"
            id={t.id}
            label={texts[t.id]}
            checked={reading.transliteration === t.id}
            onPick={(id) => pick({ transliteration: id })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm font-semibold text-muted">{texts.textSize}</legend>
        {textSizes.map((s) => (
          <Choice
            key={s.id}
            name="text-size"
            id={s.id}
            label={s.label}
            title={texts.sizes[s.id]}
            checked={reading.textSize === s.id}
            onPick={(id) => pick({ textSize: id })}
          />
        ))}
      </fieldset>
    </div>
  );
}
