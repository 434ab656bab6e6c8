import { describe, expect, it } from 'vitest';
import { aboutTabs, aboutFaq } from '@/lib/content/about';
import { helpArticles } from '@/lib/content/help';
import { intro, questions, sections } from '@/lib/content/find-kuldevi';
import { prefixedLanguages } from '@/lib/pages/kinds.mjs';
import { englishIn } from '../english';
import { communityMessages, termIn } from './community';
import { errorPageMessages } from './errors';
import { shrineMessages } from './shrine';
import { aboutMessages, guideMessages, helpMessages } from './static';

const latin = /[A-Za-z]{4,}/;

/** Haridwar, Prayagraj, Gaya, Pushkar and Nashik in each language's script. */
const registerPlaces = {
  hi: ['हरिद्वार', 'प्रयागराज', 'गया', 'पुष्कर', 'नासिक'],
  mr: ['हरिद्वार', 'प्रयागराज', 'गया', 'पुष्कर', 'नाशिक'],
  gu: ['હરિદ્વાર', 'પ્રયાગરાજ', 'ગયા', 'પુષ્કર', 'નાસિક'],
};

describe('the fixed pages in every language', () => {
  for (const lang of prefixedLanguages) {
    it(`${lang}: About has the English tabs, sections and questions, one for one`, () => {
      const t = aboutMessages[lang];
      expect(t.tabs.map((tab) => [tab.id, tab.sections.length, tab.sections.map((s) => s.paragraphs.length)])).toEqual(
        aboutTabs.map((tab) => [tab.id, tab.sections.length, tab.sections.map((s) => s.paragraphs.length)]),
      );
      expect(t.faq.map((f) => f.more?.href ?? null)).toEqual(aboutFaq.map((f) => f.more?.href ?? null));
      expect([t.cta.primary.href, t.cta.secondary.href]).toEqual(['/surname-search', '/search']);
    });

    it(`${lang}: Help has every English article, in the language`, () => {
      const t = helpMessages[lang];
      expect(Object.keys(t.articles).sort()).toEqual(helpArticles.map((a) => a.id).sort());
      for (const a of Object.values(t.articles)) expect(a.answer).toMatch(/[\u0900-\u0AFF]/);
    });

    it(`${lang}: the guide says each English statement once, in the English order, and asks the same questions`, () => {
      const t = guideMessages[lang];
      expect(t.intro).toHaveLength(intro.length);
      expect(Object.keys(t.sections)).toEqual(sections.map((s) => s.id));
      for (const s of sections) expect(t.sections[s.id]!.statements, s.id).toHaveLength(s.statements.length);
      expect(t.questions).toHaveLength(questions.length);
      // The places the English names are named in the translation too, in its script.
      const registers = t.sections.registers!.statements.join(' ');
      for (const place of registerPlaces[lang]) expect(registers).toContain(place);
      expect(registers).not.toMatch(latin);
      // The one number a statement gives.
      expect(t.sections.genealogists!.statements[1]).toContain('250');
    });
  }
});

describe('the words of the community and shrine pages', () => {
  it('keeps the English texts as the pages had them', () => {
    const gotra = termIn('en', 'gotra');
    expect(communityMessages.en.title('Oswal', gotra)).toBe('Oswal Kuldevi and Kuldevta by Gotra');
    expect(communityMessages.en.summary(12, 'Oswal', termIn('en', 'surname'), 3, { n: 2, term: gotra }, 1)).toBe(
      'Our sources name the family deity of 12 Oswal surnames: 3 deities across 2 gotras, from 1 source.',
    );
    expect(communityMessages.en.confidenceRange('Medium', 'High', 65, 90)).toBe('Medium to high confidence (65 to 90)');
    expect(shrineMessages.en.families.count(1, 1)).toBe(
      '1 surname in 1 community point to this shrine in our sources. Each surname page says whether its source names the shrine.',
    );
    expect(shrineMessages.en.point({ precision: 'town', town: 'Bilara', located: 'Bilāra', spelled: true })).toBe(
      'the town of Bilara (spelled Bilāra on the map)',
    );
    expect(errorPageMessages.en.failed('abc')).toBe('Something went wrong while showing this page. (Reference abc)');
  });

  it('writes the terms in each language, and leaves a term it does not know in English', () => {
    expect(termIn('hi', 'surname').manyOf).toBe('उपनामों');
    expect(termIn('mr', 'surname').many).toBe('आडनावे');
    expect(termIn('gu', 'gotra').many).toBe('ગોત્રો');
    expect(termIn('hi', 'tribe')).toMatchObject({ one: 'tribe', many: 'tribes' });
    expect(communityMessages.hi.summary(12, 'ओसवाल', termIn('hi', 'surname'), 3, { n: 2, term: termIn('hi', 'gotra') }, 1)).toBe(
      'हमारे स्रोत 12 ओसवाल उपनामों के कुलदेवता बताते हैं: 2 गोत्रों में 3 देवता, 1 स्रोत से।',
    );
  });

  it('marks a text left in Latin letters as English on a page in another language only', () => {
    expect(englishIn('hi', 'Wikipedia: Agroha Dham')).toBe('en');
    expect(englishIn('hi', 'अग्रोहा धाम')).toBeUndefined();
    expect(englishIn('en', 'Wikipedia: Agroha Dham')).toBeUndefined();
    expect(englishIn('gu', '')).toBeUndefined();
  });
});
