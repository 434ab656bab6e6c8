import { describe, expect, it } from 'vitest';
import { prayerCopyText } from './prayer-copy';

const texts = {
  title: 'Om Jai Jagdish Hare',
  original: 'ॐ जय जगदीश हरे\nस्वामी जय जगदीश हरे\n\nभक्त जनों के संकट',
  transliteration: 'Om jai jagdish hare\nSwami jai jagdish hare\n\nBhakt janon ke sankat',
  translation: 'Glory to the Lord of the universe.\n\nHe removes the troubles of devotees.',
};

describe('prayerCopyText', () => {
  it('starts with the title and pairs each line with its transliteration, stanza by stanza', () => {
    expect(prayerCopyText(texts, 'all')).toBe(
      [
        'Om Jai Jagdish Hare',
        '',
        'ॐ जय जगदीश हरे\nOm jai jagdish hare\nस्वामी जय जगदीश हरे\nSwami jai jagdish hare',
        '',
        'भक्त जनों के संकट\nBhakt janon ke sankat',
        '',
        'Translation\nGlory to the Lord of the universe.\n\nHe removes the troubles of devotees.',
      ].join('\n'),
    );
  });

  it('copies only what the chosen reading mode shows', () => {
    expect(prayerCopyText(texts, 'original')).toBe('Om Jai Jagdish Hare\n\nॐ जय जगदीश हरे\nस्वामी जय जगदीश हरे\n\nभक्त जनों के संकट');
    expect(prayerCopyText(texts, 'transliteration')).toBe(
      'Om Jai Jagdish Hare\n\nOm jai jagdish hare\nSwami jai jagdish hare\n\nBhakt janon ke sankat',
    );
    expect(prayerCopyText(texts, 'translation')).toBe(
      'Om Jai Jagdish Hare\n\nGlory to the Lord of the universe.\n\nHe removes the troubles of devotees.',
    );
  });

  it("adds a mantra's Sanskrit text where the page shows it", () => {
    const mantra = { ...texts, sanskrit: 'ॐ नमः शिवाय' };
    expect(prayerCopyText(mantra, 'all')).toContain('\n\nSanskrit Text\nॐ नमः शिवाय\n\nTranslation\n');
    expect(prayerCopyText(mantra, 'translation')).not.toContain('Sanskrit');
  });

  it('never starts with a label', () => {
    for (const mode of ['all', 'original', 'transliteration', 'translation'] as const) {
      expect(prayerCopyText(texts, mode).split('\n')[0]).toBe('Om Jai Jagdish Hare');
    }
  });
});
