import { describe, expect, it } from 'vitest';
import { compareIn } from '../format';
import { groupAnswer, answerOrder, type AnswerRow } from '@/lib/ui/surname-answer';
import { communityPartsMessages, communityTerms } from './community-parts';
import { listIn, prayerLinkMessages, surnameFormMessages, surnameMessages, surnameSearchMessages } from './surname';

const en = surnameMessages.en;
const hi = surnameMessages.hi;
const mr = surnameMessages.mr;
const gu = surnameMessages.gu;

describe("the surname answer's sentences", () => {
  it('keeps the English exactly as the pages and their tests have it', () => {
    expect(en.knownInOne('Patel')).toBe('Our sources know the Patel surname in 1 community.');
    expect(en.knownEqual('Mishra', 4)).toBe(
      'Carried by several communities; choose yours. Our sources know the Mishra surname in 4 communities and none says which carries it most: the family deity follows the community and gotra.',
    );
    expect(en.knownRanked('Deshpande', 3)).toBe(
      'Our sources know the Deshpande surname in 3 communities; the family deity follows the community and gotra, so find yours first.',
    );
    expect(en.subclanNote('Patel', 'Maratha', 'Jadhav', true)).toBe(
      "Patel is also a sub-clan name among Maratha Jadhavs: a family of that clan keeps the clan's deity.",
    );
    expect(en.inferred('खोडियार माता')).toBe("We applied the community's rule to this surname: no source names this surname with her.");
    expect(en.confidence('High', 85)).toBe('High confidence (85)');
    expect(en.gotrasCounted(2, 'Bansal, Garg')).toBe(' (2 gotras: Bansal, Garg)');
    expect(en.gotrasCounted(12, '')).toBe(' (12 gotras)');
    expect(en.gotrasListed(1, 'Garg')).toBe(' (gotra Garg)');
    expect(en.moreCommunities(1)).toBe('1 more community');
    expect(surnameSearchMessages.en.found(1, 'Chouhan', '')).toBe('Found 1 result for "Chouhan"');
    expect(surnameSearchMessages.en.found(3, 'patel', 'Gujarat, India')).toBe('Found 3 results for "patel" in Gujarat, India');
    expect(communityPartsMessages.en.communityLink('Maratha', communityTerms.en.kul!)).toBe('Maratha community: kuldevis by kul');
    expect(prayerLinkMessages.en.prayerOf('Aarti', 'Khodiyar Mata')).toBe('Aarti of Khodiyar Mata');
    expect(surnameFormMessages.en.label).toBe('Surname');
  });

  it('says one community in the singular and several in the plural, in each language', () => {
    expect(hi.knownInOne('पटेल')).toBe('हमारे स्रोतों में पटेल उपनाम एक समुदाय में मिलता है।');
    expect(hi.knownRanked('देशपांडे', 3)).toBe(
      'हमारे स्रोतों में देशपांडे उपनाम 3 समुदायों में मिलता है; कुलदेवता समुदाय और गोत्र के अनुसार होते हैं, इसलिए पहले अपना समुदाय पहचानें।',
    );
    expect(hi.knownRanked('देशपांडे', 1)).toContain('एक समुदाय में मिलता है');
    expect(mr.knownInOne('पाटील')).toBe('आमच्या स्रोतांमध्ये पाटील हे आडनाव एका समाजात आढळते.');
    expect(mr.knownRanked('देशपांडे', 3)).toContain('3 समाजांमध्ये आढळते');
    expect(mr.knownRanked('देशपांडे', 1)).toContain('एका समाजात आढळते');
    expect(gu.knownInOne('પટેલ')).toBe('અમારા સ્રોતોમાં પટેલ અટક એક સમાજમાં જોવા મળે છે.');
    expect(gu.knownRanked('પટેલ', 5)).toContain('5 સમાજોમાં જોવા મળે છે');
    expect(gu.knownRanked('પટેલ', 1)).toContain('એક સમાજમાં જોવા મળે છે');
    // The search's count and result lines.
    expect(surnameSearchMessages.hi.found(1, 'जाधव', '')).toBe('"जाधव" के लिए 1 परिणाम मिला');
    expect(surnameSearchMessages.hi.found(4, 'जाधव', 'महाराष्ट्र, भारत')).toBe('महाराष्ट्र, भारत में "जाधव" के लिए 4 परिणाम मिले');
    expect(surnameSearchMessages.mr.found(1, 'जाधव', '')).toBe('"जाधव" साठी 1 निकाल मिळाला');
    expect(surnameSearchMessages.mr.found(2, 'जाधव', '')).toBe('"जाधव" साठी 2 निकाल मिळाले');
    expect(surnameSearchMessages.gu.found(1, 'પટેલ', '')).toBe('"પટેલ" માટે 1 પરિણામ મળ્યું');
    expect(surnameSearchMessages.gu.found(2, 'પટેલ', 'ગુજરાત')).toBe('"પટેલ" માટે 2 પરિણામ મળ્યાં (ગુજરાત)');
    expect(surnameSearchMessages.mr.carriedBy(1)).toContain('एका समाजाच्या घराण्यांमध्ये');
    expect(surnameSearchMessages.mr.carriedBy(6)).toContain('6 समाजांच्या घराण्यांमध्ये');
  });

  it('offers equal choices with the same hedge: none of the sources says which carries the name most', () => {
    expect(hi.knownEqual('मिश्रा', 4)).toBe(
      'यह उपनाम कई समुदायों में है; अपना समुदाय चुनें। हमारे स्रोतों में मिश्रा उपनाम 4 समुदायों में मिलता है और कोई भी स्रोत नहीं बताता कि यह किस समुदाय में सबसे अधिक है: कुलदेवता समुदाय और गोत्र के अनुसार होते हैं।',
    );
    expect(mr.knownEqual('मिश्रा', 4)).toMatch(/^हे आडनाव अनेक समाजांमध्ये आहे; आपला समाज निवडा\. .*4 समाजांमध्ये आढळते .*कोणताही स्रोत सांगत नाही/);
    expect(gu.knownEqual('મિશ્રા', 4)).toMatch(/^આ અટક ઘણા સમાજોમાં છે; તમારો સમાજ પસંદ કરો\. .*4 સમાજોમાં જોવા મળે છે .*કોઈ સ્રોત કહેતો નથી/);
  });

  it("says a rule was applied, and names the deity where the English says 'her'", () => {
    expect(hi.inferred('उमिया माता')).toBe('हमने समुदाय का नियम इस उपनाम पर लागू किया है: कोई भी स्रोत इस उपनाम के साथ उमिया माता का नाम नहीं लेता।');
    expect(mr.inferred('एकवीरा आई')).toBe('आम्ही समाजाचा नियम या आडनावाला लावला आहे: कोणताही स्रोत या आडनावासोबत एकवीरा आई यांचे नाव घेत नाही.');
    expect(gu.inferred('ઉમિયા માતા')).toBe('અમે સમાજનો નિયમ આ અટકને લાગુ કર્યો છે: કોઈ સ્રોત આ અટક સાથે ઉમિયા માતાનું નામ લેતો નથી.');
    expect(hi.sourceLabels.inferred).toContain('अनुमानित');
    expect(mr.sourceLabels.inferred).toContain('अनुमानित');
    expect(gu.sourceLabels.inferred).toContain('અનુમાનિત');
  });

  it("builds the sub-clan sentence in each language's order, with and without 'also'", () => {
    expect(hi.subclanNote('पटेल', 'मराठा', 'जाधव', true)).toBe(
      'पटेल मराठा समुदाय के जाधव वंश के एक उपवंश का नाम भी है: उस वंश का परिवार अपने वंश के कुलदेवता को मानता है।',
    );
    expect(hi.subclanNote('पटेल', 'मराठा', 'जाधव', false)).toContain('उपवंश का नाम है:');
    expect(mr.subclanNote('पटेल', 'मराठा', 'जाधव', true)).toBe(
      'पटेल हे मराठा समाजातील जाधव कुळाच्या एका पोटकुळाचे देखील नाव आहे: त्या कुळातील घराणे त्या कुळाचे कुलदैवत मानते.',
    );
    expect(mr.subclanNote('पटेल', 'मराठा', 'जाधव', false)).toContain('पोटकुळाचे नाव आहे');
    expect(gu.subclanNote('પટેલ', 'મરાઠા', 'જાધવ', true)).toBe('પટેલ મરાઠા સમાજના જાધવ કુળના એક પેટાકુળનું નામ પણ છે: તે કુળનો પરિવાર કુળનાં કુળદેવતાને માને છે.');
    expect(gu.subclanNote('પટેલ', 'મરાઠા', 'જાધવ', false)).toContain('પેટાકુળનું નામ છે:');
  });

  it('counts gotras and folded communities, and joins lists with its own "and"', () => {
    expect(hi.gotrasCounted(2, 'गर्ग, बंसल')).toBe(' (2 गोत्र: गर्ग, बंसल)');
    expect(mr.gotrasListed(1, 'गर्ग')).toBe(' (गोत्र गर्ग)');
    expect(gu.gotrasCounted(12, '')).toBe(' (12 ગોત્ર)');
    expect(hi.moreCommunities(2)).toBe('2 और समुदाय');
    expect(mr.moreCommunities(2)).toBe('आणखी 2 समाज');
    expect(gu.moreCommunities(2)).toBe('વધુ 2 સમાજ');
    expect(listIn('en', ['Gujarat', 'Maharashtra', 'Goa'])).toBe('Gujarat, Maharashtra and Goa');
    expect(listIn('hi', ['गुजरात', 'महाराष्ट्र'])).toBe('गुजरात और महाराष्ट्र');
    expect(listIn('mr', ['गुजरात', 'महाराष्ट्र', 'गोवा'])).toBe('गुजरात, महाराष्ट्र आणि गोवा');
    expect(listIn('gu', ['ગુજરાત'])).toBe('ગુજરાત');
  });

  it('names a community page by its division in each language (Marathi in the form "-नुसार" takes)', () => {
    expect(communityPartsMessages.mr.communityLink('मराठा', communityTerms.mr.kul!)).toBe('मराठा समाज: कुळानुसार कुलदेवी');
    expect(communityPartsMessages.mr.communityLink('अग्रवाल', communityTerms.mr.gotra!)).toBe('अग्रवाल समाज: गोत्रानुसार कुलदेवी');
    expect(communityPartsMessages.hi.communityLink('अग्रवाल', communityTerms.hi.gotra!)).toBe('अग्रवाल समुदाय: गोत्र के अनुसार कुलदेवियाँ');
    expect(communityPartsMessages.gu.communityLink('લેઉવા પટેલ', communityTerms.gu.surname!)).toBe('લેઉવા પટેલ સમાજ: અટક મુજબ કુળદેવીઓ');
  });

  it("joins Gujarati's case endings to a word in its script, and after a space to a name left in Latin", () => {
    expect(gu.traditionalIn('ગુજરાત, ભારત')).toBe('ગુજરાત, ભારતમાં પરંપરાગત કુળદેવતા');
    expect(gu.traditionalIn('Gujarat, India')).toBe('Gujarat, India માં પરંપરાગત કુળદેવતા');
    expect(mr.traditionalIn('महाराष्ट्र, भारत')).toBe('महाराष्ट्र, भारत येथील पारंपरिक कुलदैवत');
    expect(hi.traditionalIn('राजस्थान')).toBe('राजस्थान में पारंपरिक कुलदेवता');
  });

  it('names an aarti by its kind, with the right agreement', () => {
    expect(prayerLinkMessages.hi.prayerOf('Aarti', 'खोडियार माता')).toBe('खोडियार माता की आरती');
    expect(prayerLinkMessages.hi.prayerOf('Stotra', 'खंडोबा')).toBe('खंडोबा का स्तोत्र');
    expect(prayerLinkMessages.gu.prayerOf('Aarti', 'ખોડિયાર માતા')).toBe('ખોડિયાર માતાની આરતી');
    expect(prayerLinkMessages.mr.prayerOf('Bhajan', 'खंडोबा')).toBe('खंडोबा यांचे भजन');
  });
});

describe('equal choices in the order of the page language', () => {
  const row = (community: string, deity: string): AnswerRow => ({
    community,
    gotra: '',
    country: 'India',
    state_province: '',
    town_village: 'various',
    confidence_level: 50,
    source: 'research',
    subclan_of: '',
    scope: 'community',
    deity: { id: deity, name: deity },
  });
  it('sorts communities no source ranks by the names the page shows, as the language sorts them', () => {
    const rows = [row('Agarwal', 'x'), row('Brahmin', 'y'), row('Kayastha', 'z')];
    const shown: Record<string, string> = { Agarwal: 'अग्रवाल', Brahmin: 'ब्राह्मण', Kayastha: 'कायस्थ' };
    const groups = groupAnswer(
      rows,
      [],
      [],
      {},
      { compare: compareIn('hi'), community: (l) => shown[l] ?? l, deity: (d) => d.name, gotra: (g) => g },
    );
    expect(answerOrder(groups)).toBe('equal');
    // Hindi order: अ, क, ब.
    expect(groups.map((g) => g.name)).toEqual(['Agarwal', 'Kayastha', 'Brahmin']);
    // English pages keep the English order.
    expect(groupAnswer(rows, []).map((g) => g.name)).toEqual(['Agarwal', 'Brahmin', 'Kayastha']);
  });
});
