import { describe, expect, it } from 'vitest';
import { ALL_CONTENT, itemTag, listTag, parseTag, prayerTag } from './tags';

describe('cache tags', () => {
  it('names items, lists and everything the way reads carry them', () => {
    expect(itemTag('deity', 'khodiyar-mata')).toBe('deity:khodiyar-mata');
    expect(prayerTag('aarti', 12)).toBe('prayer:aarti-12');
    expect(listTag('surname')).toBe('list:surname');
    // Another script is percent-encoded: tags travel in a response header.
    expect(itemTag('surname', 'पटेल')).toBe(`surname:${encodeURIComponent('पटेल')}`);
  });

  it('reads what an operator writes, and refuses what names nothing', () => {
    expect(parseTag('content')).toBe(ALL_CONTENT);
    expect(parseTag(' deity:khodiyar-mata ')).toBe('deity:khodiyar-mata');
    expect(parseTag('Surname:Patel')).toBe(null); // the kind is written as it is
    expect(parseTag('surname:Patel')).toBe('surname:patel');
    expect(parseTag('surname:पटेल')).toBe(itemTag('surname', 'पटेल'));
    expect(parseTag('prayer:aarti-12')).toBe(prayerTag('aarti', 12));
    expect(parseTag('list:deity')).toBe('list:deity');
    for (const bad of [
      '',
      'deity',
      'deity:',
      'list:planet',
      'planet:mars',
      '/deity/khodiyar-mata',
      'deity:two words',
      'deity:-x',
      `deity:${'x'.repeat(121)}`,
      '_N_T_/layout',
    ]) {
      expect(parseTag(bad), bad).toBe(null);
    }
  });
});
