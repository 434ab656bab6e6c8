import { describe, expect, it } from 'vitest';
import type { Deity } from '../data/deities';
import { deityFaq, placeLineIn } from './deity-faq';

// The deity as a page in Marathi has it (lib/i18n/content.ts deityIn): its name in the
// page's script, the Latin name as `sanskrit_name`, its lists and festivals translated.
const deity = {
  id: 'tulja-bhavani',
  name: 'तुळजा भवानी',
  sanskrit_name: 'Tulja Bhavani',
  alternative_names: ['Tuljai', 'Amba'],
  associated_families: ['भोसले', 'जाधव'],
  festivals: [
    { id: 'navratri', name: 'नवरात्र', timing: 'आश्विन' },
    { id: 'kojagiri', name: 'कोजागरी', timing: '' },
  ],
  shrines: [
    { name: 'Old shrine', town: 'Elsewhere', district: '', state: '', country: 'India', is_principal: false },
    { name: 'Tulja Bhavani Temple', town: 'Tuljapur', district: 'Dharashiv', state: 'Maharashtra', country: 'India', is_principal: true },
  ],
} as unknown as Deity;

const names = {
  of: (kind: string, latin: string) =>
    kind === 'place' ? (({ Tuljapur: 'तुळजापूर', Dharashiv: 'धाराशिव', Maharashtra: 'महाराष्ट्र' } as Record<string, string>)[latin] ?? null) : null,
};

describe('the questions about a deity in another language', () => {
  it('asks and answers in the language, places in its script, and a shrine with no name in it by its place alone', () => {
    expect(deityFaq(deity, 'mr', names, ['तुळजा भवानी', 'Tulja Bhavani', 'Tuljai', 'Amba'])).toEqual([
      { question: 'तुळजा भवानी यांचे मुख्य मंदिर कुठे आहे?', answer: 'तुळजापूर, धाराशिव जिल्हा, महाराष्ट्र, भारत.' },
      {
        question: 'कोणती घराणी तुळजा भवानी यांची कुलदैवत म्हणून उपासना करतात?',
        answer: 'आमचे स्रोत ही नावे देतात: भोसले आणि जाधव. परंपरा घराण्यागणिक वेगळ्या असतात, म्हणून आपल्या वडीलधाऱ्यांकडून खात्री करून घ्या.',
      },
      { question: 'तुळजा भवानी यांच्यासाठी कोणते उत्सव साजरे केले जातात?', answer: 'नवरात्र (आश्विन) आणि कोजागरी.' },
      // Its other names leave out the one the page shows it by.
      { question: 'तुळजा भवानी यांना आणखी कोणत्या नावांनी ओळखले जाते?', answer: 'Tulja Bhavani; Tuljai आणि Amba.' },
    ]);
  });

  it('ends a Hindi answer with a danda, and names a shrine when the names file writes it', () => {
    const hindi = { of: (kind: string, latin: string) => (kind === 'place' && latin === 'Tulja Bhavani Temple' ? 'तुलजा भवानी मंदिर' : null) };
    expect(deityFaq(deity, 'hi', hindi)[0]).toEqual({
      question: 'तुळजा भवानी का मुख्य मंदिर कहाँ है?',
      answer: 'तुलजा भवानी मंदिर, Tuljapur, Dharashiv ज़िला, Maharashtra, भारत।',
    });
  });

  it('writes a place line without India when asked, in English as before', () => {
    const place = { town: 'Bilara', district: 'Jodhpur', state: 'Rajasthan', country: 'India' };
    expect(placeLineIn('en', { of: () => null }, place, { country: false })).toBe('Bilara, Jodhpur district, Rajasthan');
    expect(placeLineIn('gu', { of: () => null }, place)).toBe('Bilara, Jodhpur જિલ્લો, Rajasthan, ભારત');
  });
});
