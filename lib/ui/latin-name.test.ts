import { describe, expect, it } from 'vitest';
import { isIndicScript, latinName } from './latin-name';

describe('a name typed in its own script, in Latin letters', () => {
  it('is the spelling families use', () => {
    expect(latinName('जाधव')).toBe('Jadhav');
    expect(latinName('શાહ')).toBe('Shah');
    expect(latinName('पटेल')).toBe('Patel');
    expect(latinName('देशपांडे')).toBe('Deshpande');
    expect(latinName('શર્મા')).toBe('Sharma');
  });
  it('leaves Latin text alone', () => {
    expect(latinName('Jadhav')).toBe('Jadhav');
    expect(isIndicScript('Jadhav')).toBe(false);
    expect(isIndicScript('जाधव')).toBe(true);
  });
});
