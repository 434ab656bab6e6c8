import { describe, expect, it } from 'vitest';
import { isSpellingOf, placeKey, variantKey } from './spelling';

describe('place spellings', () => {
  it('meets the ways one Tamil or Indian name is written in Latin letters', () => {
    for (const [a, b] of [
      ['Sengaali Paalayam', 'Sengalipalayam'],
      ['Thaarapuram', 'Dharapuram'],
      ['Sooloor', 'Sulur'],
      ['Idikarei', 'Idigarai'],
      ['Pongaloor', 'Pongalur'],
      ['Karumatthampatti', 'Karumathampatti'],
      ['Newasa', 'Nevasa'],
      ['Periyanaayakkan Palayam', 'Periyanayakkanpalaiyam'],
    ]) {
      expect(variantKey(a!), `${a} / ${b}`).toBe(variantKey(b!));
    }
  });

  it('keeps apart names that are other places', () => {
    for (const [a, b] of [
      ['Sooloor', 'Sholur'],
      ['Veloor', 'Vellore'],
      ['Nallacheruvupalli', 'Nallacheruvupalle'],
      ['Kiralsariya', 'Kirnasariya'],
    ]) {
      expect(variantKey(a!), `${a} / ${b}`).not.toBe(variantKey(b!));
    }
  });

  it('calls a name another spelling only when it differs as written and meets as folded', () => {
    expect(isSpellingOf('Sulur', 'Sooloor')).toBe(true);
    expect(isSpellingOf('Bilāra', 'Bilara')).toBe(false);
    expect(isSpellingOf('Priol', 'Mangeshi')).toBe(false);
    expect(placeKey('Bilāra')).toBe('bilara');
  });
});
