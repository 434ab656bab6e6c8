import { describe, expect, it } from 'vitest';
import {
  answerOrder,
  article,
  communityKey,
  groupAnswer,
  keepsRow,
  leadingCommunities,
  notRecorded,
  ruleNotRecorded,
  subclanNote,
  type AnswerRow,
  type AnswerRule,
} from './surname-answer';

const row = (community: string, deity: string, extra: Partial<AnswerRow> = {}): AnswerRow => ({
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
  ...extra,
});
const rule = (community: string, r: AnswerRule['rule'] = 'unknown'): AnswerRule => ({ community, rule: r, scope: 'community', deity: null });

describe('the answer for a surname', () => {
  it("puts a clan book's sub-clan name last, whatever its confidence, and says what it is", () => {
    const groups = groupAnswer(
      [
        row('Maratha', 'khandoba', { confidence_level: 70, subclan_of: 'Jadhav' }),
        row('Kadva Patidar', 'umiya-mata', { source: 'inferred', confidence_level: 55 }),
      ],
      [],
    );
    expect(groups.map((g) => [g.name, g.subclanOf])).toEqual([
      ['Kadva Patidar', ''],
      ['Maratha', 'Jadhav'],
    ]);
    expect(subclanNote('Patel', groups[1]!)).toBe(
      "Patel is also a sub-clan name among Maratha Jadhavs: a family of that clan keeps the clan's deity.",
    );
  });

  it('orders by the sourced ranking, then communities with a named deity by weight and confidence; without a ranking, by name', () => {
    const rows = [row('A', 'x', { confidence_level: 80 }), row('B', 'y'), row('B', 'z'), row('C', 'w', { confidence_level: 70 })];
    const unranked = groupAnswer(rows, []);
    expect(unranked.map((g) => g.name)).toEqual(['A', 'B', 'C']);
    expect(answerOrder(unranked)).toBe('equal');
    const ranked = groupAnswer(rows, [], [{ communities: ['C'], rank: 1 }]);
    expect(ranked.map((g) => g.name)).toEqual(['C', 'B', 'A']);
    expect(answerOrder(ranked)).toBe('ranked');
    expect(answerOrder(groupAnswer([row('A', 'x')], [rule('B')]).slice(0, 1))).toBe('single');
  });

  it('never leads with one family, a sub-clan name or a source naming no community, whatever its rank or confidence', () => {
    const rows = [
      row('Mukherjee family of Janai (Hooghly)', 'sridhar-jiu', { scope: 'family', confidence_level: 70 }),
      row('Kutchi/Gujarati (community not stated)', 'balvi-mata', { scope: 'unstated', confidence_level: 60 }),
      row('Maratha', 'khandoba', { subclan_of: 'Jadhav', confidence_level: 75 }),
      row('CKP', 'ekvira-aai', { source: 'inferred', confidence_level: 45 }),
    ];
    const groups = groupAnswer(rows, [rule('Rarhi Brahmin')], [{ communities: ['Mukherjee family of Janai (Hooghly)'], rank: 1 }]);
    expect(groups.map((g) => [g.name, g.tier])).toEqual([
      ['CKP', 2],
      ['Rarhi Brahmin', 2],
      ['Kutchi/Gujarati (community not stated)', 3],
      ['Maratha', 3],
      ['Mukherjee family of Janai (Hooghly)', 3],
    ]);
    expect(groups.map((g) => g.scope)).toEqual(['community', 'community', 'unstated', 'community', 'family']);
    // A community with a named deity comes before one known only by a rule or an inferred row.
    expect(
      groupAnswer([...rows, row('Deshastha Brahmin', 'khandoba')], [], [{ communities: ['CKP'], rank: 1 }])
        .map((g) => g.name)
        .slice(0, 2),
    ).toEqual(['CKP', 'Deshastha Brahmin']);
    expect(
      groupAnswer(
        [row('Deshastha Brahmin', 'khandoba', { confidence_level: 40 }), row('CKP', 'ekvira-aai', { source: 'inferred', confidence_level: 55 })],
        [],
        [{ communities: ['Other'], rank: 1 }],
      )[0]!.name,
    ).toBe('Deshastha Brahmin');
  });

  it('joins the labels of one community: bracketed remarks, and the labels a ranking names together', () => {
    const groups = groupAnswer(
      [row('Chitpavan Brahmin', 'x'), row('Leva Patel', 'y')],
      [rule('Chitpavan (Konkanastha) Brahmin'), rule('Leva (Leuva) Patidar')],
      [{ communities: ['Leva Patel', 'Leva (Leuva) Patidar'], rank: 1 }],
    );
    expect(groups.map((g) => [g.name, g.labels.length])).toEqual([
      ['Leva Patel', 2],
      ['Chitpavan Brahmin', 2],
    ]);
    expect(communityKey('Kutch clan (community not stated)')).toBe('kutch clan');
    expect(communityKey('Community not stated')).toBe('');
  });

  it("merges a community's gotra rows into one deity with its gotras", () => {
    const rows = ['Garg', 'Bansal', 'Goyal'].map((gotra) => row('Agarwal', 'mahalakshmi', { gotra }));
    const [g] = groupAnswer(rows, []);
    expect(g!.deities).toHaveLength(1);
    expect(g!.deities[0]!.gotras).toEqual(['Bansal', 'Garg', 'Goyal']);
  });

  it('narrowing keeps what it does not contradict, and says what was not recorded', () => {
    const unplaced = row('Maratha', 'khandoba');
    const elsewhere = row('Maratha', 'khandoba', { state_province: 'Goa' });
    expect(keepsRow(unplaced, { state: 'Maharashtra' })).toBe(true);
    expect(keepsRow(elsewhere, { state: 'Maharashtra' })).toBe(false);
    expect(notRecorded(unplaced, { state: 'Maharashtra' })).toEqual(['place not recorded']);
    expect(keepsRow(row('', 'x'), { community: 'Maratha' })).toBe(true);
    expect(keepsRow(row('Koli', 'x'), { community: 'Maratha' })).toBe(false);
    expect(keepsRow(row('Agarwal', 'x', { gotra: '' }), { gotra: 'Garg' })).toBe(true);
    expect(notRecorded(row('Agarwal', 'x'), { gotra: 'Garg' })).toEqual(['gotra not recorded']);
    expect(keepsRow(row('Agarwal', 'x', { gotra: 'Bansal' }), { gotra: 'Garg' })).toBe(false);
    expect(groupAnswer([unplaced, elsewhere], [], [], { state: 'Maharashtra' })[0]!.deities[0]!.rows).toEqual([unplaced]);
  });

  it("a community's rule records no place or gotra: a narrowing keeps it and marks it", () => {
    expect(ruleNotRecorded({})).toEqual([]);
    expect(ruleNotRecorded({ community: 'Maratha' })).toEqual([]);
    expect(ruleNotRecorded({ country: 'USA' })).toEqual(['place not recorded']);
    expect(ruleNotRecorded({ state: 'Gujarat', town: 'Surat', gotra: 'Garg' })).toEqual(['place not recorded', 'gotra not recorded']);
    expect(groupAnswer([], [rule('Chitpavan Brahmin', 'by_clan')], [], { state: 'Gujarat' }).map((g) => g.name)).toEqual(['Chitpavan Brahmin']);
  });

  it('labels a spelling by the communities its page leads with, in that order and under those names', () => {
    const rows = [
      row('Maratha', 'khandoba', { confidence_level: 70, subclan_of: 'Jadhav' }),
      row('Leva (Leuva) Patidar', 'khodiyar-mata', { source: 'inferred', confidence_level: 40 }),
      row('Leva Patel', 'khodiyar-mata', { source: 'inferred', confidence_level: 40 }),
      row('Kadva Patidar', 'umiya-mata', { source: 'inferred', confidence_level: 55 }),
      row('', 'x'),
    ];
    const carriers = [{ communities: ['Leva Patel', 'Leva (Leuva) Patidar'], rank: 1 }];
    const page = groupAnswer(rows, [], carriers).map((g) => g.name);
    expect(page).toEqual(['Leva Patel', 'Kadva Patidar', 'Community not stated', 'Maratha']);
    expect(leadingCommunities(rows, [], carriers)).toEqual(['Leva Patel', 'Kadva Patidar']);
    expect(leadingCommunities(rows, [], carriers, 5)).toEqual(['Leva Patel', 'Kadva Patidar', 'Maratha']);
  });

  it('writes "an" before a vowel sound', () => {
    expect(`${article('Agarwal')} Agarwal`).toBe('an Agarwal');
    expect(`${article('Iyer')} Iyer`).toBe('an Iyer');
    expect(`${article('Patel')} Patel`).toBe('a Patel');
  });
});
