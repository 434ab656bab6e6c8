import { describe, expect, it } from 'vitest';
import { englishIn, latinRuns } from './english';

describe('English left on a page in another language', () => {
  it('is marked only where a text is in Latin letters on a page not in English', () => {
    expect(englishIn('hi', 'Tulja Bhavani')).toBe('en');
    expect(englishIn('hi', 'तुळजा भवानी')).toBeUndefined();
    expect(englishIn('en', 'Tulja Bhavani')).toBeUndefined();
  });

  it('cuts a text into its runs of Latin names and the rest, losing nothing', () => {
    const text = 'अन्य नाम: Aai Mata; Bilara Mata (Bilada), जीण माता।';
    const runs = latinRuns(text);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(runs.filter((r) => r.latin).map((r) => r.text)).toEqual(['Aai Mata; Bilara Mata (Bilada)']);
    expect(latinRuns('कोई नाम नहीं')).toEqual([{ text: 'कोई नाम नहीं', latin: false }]);
  });
});
