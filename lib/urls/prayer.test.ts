import { describe, expect, it } from 'vitest';
import { kindCount, kindsSummary, prayerListHref } from './prayer';

describe('prayer kinds in lists', () => {
  it('counts a kind in the singular or the plural', () => {
    expect(kindCount('Aarti', 1)).toBe('1 aarti');
    expect(kindCount('Stotra', 9)).toBe('9 stotras');
    expect(kindCount('Kavach', 2)).toBe('2 kavach');
  });

  it('sums the kinds of a list, or names the one kind', () => {
    expect(
      kindsSummary([
        { prayer_type: 'Aarti', count: 21 },
        { prayer_type: 'Stotra', count: 9 },
        { prayer_type: 'Bhajan', count: 1 },
      ]),
    ).toBe('31 prayers: 21 aartis, 9 stotras and 1 bhajan');
    expect(kindsSummary([{ prayer_type: 'Aarti', count: 21 }])).toBe('21 aartis');
    expect(kindsSummary([])).toBe('');
  });

  it('keeps the kind in list addresses', () => {
    expect(prayerListHref('/aartis', { kind: 'stotra', language: 'hindi', page: 2 })).toBe('/aartis?language=hindi&kind=stotra&page=2');
  });
});
