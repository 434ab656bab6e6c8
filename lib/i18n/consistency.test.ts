import { describe, expect, it } from 'vitest';
import { disagreements, nameIndex, numbersIn } from './consistency';
import { ruleDevanagari, ruleName, toGujarati } from './script';

const index = nameIndex(
  {
    deities: [{ id: 'khodiyar-mata', name: 'Khodiyar Mata', sanskrit_name: 'ખોડિયાર માતા', alternative_names: ['Khodal Maa', 'खोडियार माता'] }],
    surnameAliases: [{ surname: 'Patel', alias: 'पटेल' }],
    communities: [{ name: 'Charan', native_name: '', labels: ['Charan'] }],
  },
  { community: { Charan: { name: 'चारण' } }, place: { Rajpara: { name: 'राजपरा' } } },
);

describe('a translation checked against its English', () => {
  it('agrees when it names the same numbers, deities, communities and places, in its script or in Latin letters', () => {
    expect(
      disagreements(
        'Khodiyar Mata of Rajpara is one of seven sisters, kept by 12 Charan families.',
        'राजपरा की खोडियार माता सात बहनों में से एक हैं, जिन्हें 12 चारण परिवार मानते हैं।',
        'hi',
        index,
      ),
    ).toEqual([]);
    // Marathi adds endings to names (खोडियार मातेची); Gujarati writes the Devanagari alias in its letters.
    expect(disagreements('Khodiyar Mata', 'खोडियार मातेची पूजा', 'mr', index)).toEqual([]);
    expect(disagreements('Khodiyar Mata of the Patels', 'પટેલોનાં ખોડિયાર માતા', 'gu', index)).toEqual([]);
  });

  it('disagrees when a number, a name or a place differs, is left out or is added', () => {
    expect(disagreements('one of seven sisters', 'छह बहनों में से एक', 'hi', index)).toEqual(['names the numbers [6] where the English names [7]']);
    expect(disagreements('kept by 12 families', 'कई परिवार मानते हैं', 'hi', index)[0]).toContain('[12]');
    expect(disagreements('Khodiyar Mata of Rajpara', 'खोडियार माता', 'hi', index)).toEqual(['leaves out the place Rajpara (राजपरा)']);
    expect(disagreements('the goddess of Rajpara', 'राजपरा की खोडियार माता', 'hi', index)).toEqual([
      'names the deity खोडियार माता, which the English does not',
    ]);
    expect(disagreements('kept by Charan families', 'परिवार मानते हैं', 'hi', index)).toEqual(['leaves out the community Charan (चारण)']);
  });

  it('reads a name inside a longer one, a surname that is an English word, and a name without its title', () => {
    const more = nameIndex(
      {
        deities: [{ id: 'khimaj-mata', name: 'Khimaj Mata', sanskrit_name: '', alternative_names: ['Kshemankari Mata', 'क्षेमंकारी'] }],
        surnameAliases: [{ surname: 'More', alias: 'मोरे' }],
        communities: [{ name: 'Khadayata Vania', native_name: 'खड़ायता वणिक', labels: [] }],
      },
      { community: { Vania: { name: 'वाणिया' } } },
    );
    // Vania is told by Khadayata Vania's translation; "More than" is not the surname.
    expect(disagreements('Khadayata Vania families', 'खड़ायता वणिक परिवार', 'hi', more)).toEqual([]);
    expect(disagreements('More than a lakh come.', 'एक लाख से अधिक आते हैं।', 'hi', more)).toEqual([]);
    expect(disagreements('Families named More come.', 'परिवार आते हैं।', 'hi', more)).toEqual(['leaves out the surname More (मोरे)']);
    expect(disagreements('earlier called Kshemankari', 'पहले क्षेमंकारी कहलाती थीं', 'hi', more)).toEqual([]);
    expect(disagreements('earlier called by another name', 'पहले क्षेमंकारी कहलाती थीं', 'hi', more)).toEqual([
      'names the deity क्षेमंकारी, which the English does not',
    ]);
  });

  it('reads numbers in digits of any script and in words from two to twelve', () => {
    expect(numbersIn('seven daughters and one son, 1,200 years', 'en')).toEqual([7, 1200]);
    expect(numbersIn('सात मुली आणि एक मुलगा, १२०० वर्षे', 'mr')).toEqual([7, 1200]);
    expect(numbersIn('સાત દીકરીઓ અને ૧૨ ગામ', 'gu')).toEqual([7, 12]);
  });
});

describe('names made by the written rule', () => {
  it('writes a Latin name in Devanagari, and Gujarati letter for letter', () => {
    expect(ruleDevanagari('Sharma')).toBe('शर्मा');
    expect(ruleDevanagari('Mishra')).toBe('मिश्रा');
    expect(ruleDevanagari('Joshi')).toBe('जोशी');
    expect(toGujarati('देशपांडे')).toBe('દેશપાંડે');
    expect(ruleName('Joshi', 'Gujr')).toBe('જોશી');
  });
});
