import { describe, expect, it } from 'vitest';
import { kindCount, kindPlural, kindsSummary } from '../../urls/prayer';
import { prayerMessages } from './prayer';

const kinds = [
  { prayer_type: 'Aarti', count: 21 },
  { prayer_type: 'Stotra', count: 9 },
  { prayer_type: 'Bhajan', count: 1 },
];

describe('the kinds of prayer in each language', () => {
  it('say in English what the English pages always said', () => {
    const en = prayerMessages.en;
    for (const kind of ['Aarti', 'Stotra', 'Kavach', 'Bhajan', 'Mystery']) {
      expect(en.kindPlural(kind)).toBe(kindPlural(kind));
      expect(en.kindCount(kind, 1)).toBe(kindCount(kind, 1));
      expect(en.kindCount(kind, 3)).toBe(kindCount(kind, 3));
    }
    const parts = kinds.map((k) => en.kindCount(k.prayer_type, k.count));
    expect(en.kindsSummary(31, parts)).toBe(kindsSummary(kinds));
    expect(en.kindsSummary(21, parts.slice(0, 1))).toBe(kindsSummary(kinds.slice(0, 1)));
  });

  it('count and join as each language does, and make "of" agree with the kind', () => {
    const summary = (lang: 'hi' | 'mr' | 'gu') => {
      const t = prayerMessages[lang];
      return t.kindsSummary(
        31,
        kinds.map((k) => t.kindCount(k.prayer_type, k.count)),
      );
    };
    expect(summary('hi')).toBe('31 प्रार्थनाएँ: 21 आरतियाँ, 9 स्तोत्र और 1 भजन');
    expect(summary('mr')).toBe('31 प्रार्थना: 21 आरत्या, 9 स्तोत्रे आणि 1 भजन');
    expect(summary('gu')).toBe('31 પ્રાર્થનાઓ: 21 આરતીઓ, 9 સ્તોત્રો અને 1 ભજન');
    expect(prayerMessages.hi.kindOf('Aarti', 'खोडियार माता')).toBe('खोडियार माता की आरती');
    expect(prayerMessages.hi.kindOf('Stotra', 'खोडियार माता')).toBe('खोडियार माता का स्तोत्र');
    expect(prayerMessages.mr.kindOf('Aarti', 'तुळजा भवानी')).toBe('तुळजा भवानी यांची आरती');
    expect(prayerMessages.gu.kindOf('Mantra', 'ખોડિયાર માતા')).toBe('ખોડિયાર માતાનો મંત્ર');
    // A kind the language has no word for stays as the data names it.
    expect(prayerMessages.gu.kind('Mystery')).toBe('Mystery');
  });
});
