/** What the prayer page's reading modes show (the same names as #prayer-text[data-reading]). */
export const readingModes = ['all', 'original', 'transliteration', 'translation'] as const;
export type ReadingMode = (typeof readingModes)[number];

export interface PrayerTexts {
  title: string;
  /** The text in its own script, one line per verse line; a blank line between stanzas. */
  original: string;
  /** Line for line with `original`: the scholarly (IAST) transliteration. */
  transliteration: string;
  /** Line for line with `original`: the simple one; copied instead when the reader chose it. */
  simpleTransliteration?: string;
  translation: string;
  /** A mantra's Sanskrit text, when it differs from `original`. */
  sanskrit?: string;
}

/** The headings the copied text gives the Sanskrit text and the translation, in the page's language. */
export interface CopyLabels {
  sanskrit: string;
  translation: string;
}

/**
 * The text "Copy Text" puts on the clipboard: the title, then what the reader has chosen to
 * see, in the order the page shows it (each original line followed by its transliteration).
 * Built from the texts, not read off the page, so no label or hidden heading comes along.
 */
export function prayerCopyText(
  texts: PrayerTexts,
  mode: ReadingMode,
  transliteration: 'simple' | 'scholarly' = 'scholarly',
  labels: CopyLabels = { sanskrit: 'Sanskrit Text', translation: 'Translation' },
): string {
  const original = texts.original.split('\n');
  const translit = (transliteration === 'simple' && texts.simpleTransliteration ? texts.simpleTransliteration : texts.transliteration).split('\n');
  const parts: string[] = [texts.title.trim()];
  if (mode === 'all' || mode === 'original' || mode === 'transliteration') {
    const lines = original.map((line, i) => {
      if (line.trim() === '') return '';
      const pair = mode === 'all' ? [line, translit[i] ?? ''] : mode === 'original' ? [line] : [translit[i] ?? ''];
      return pair
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n');
    });
    parts.push(
      lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    );
  }
  if (texts.sanskrit?.trim() && (mode === 'all' || mode === 'original')) parts.push(`${labels.sanskrit}\n${texts.sanskrit.trim()}`);
  if (mode === 'all') parts.push(`${labels.translation}\n${texts.translation.trim()}`);
  if (mode === 'translation') parts.push(texts.translation.trim());
  return parts.filter(Boolean).join('\n\n');
}
