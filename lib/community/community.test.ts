import { describe, expect, it } from 'vitest';
import { groupCommunity, type GroupRow } from './group';
import { leadItems, type FoundNames } from './lead';
import { communityResolver } from './resolve';
import { familySuggestions } from './suggestions';

const deity = (id: string) => ({ id, name: id.replace(/-/g, ' '), sanskrit_name: '' });
const row = (
  surname: string,
  gotra: string,
  d: string,
  source_url = 'https://a.example/x',
  confidence_level = 70,
  source: GroupRow['source'] = 'community',
): GroupRow => ({
  surname,
  slug: surname.toLowerCase(),
  gotra,
  confidence_level,
  source,
  source_url,
  source_label: source_url.includes('a.example') ? 'Site A' : 'Site B',
  deity: deity(d),
});

describe('groupCommunity', () => {
  const rows = [
    row('Jadhav', 'Kaundinya', 'khandoba'),
    row('Jadhav', 'Kaundinya', 'jyotiba'),
    row('Gharat', 'Kaundinya', 'khandoba', 'https://b.example/y', 45, 'inferred'),
    row('Gharat', 'kaundinya', 'khandoba', 'https://b.example/y', 40, 'inferred'),
    row('More', 'Kapil', 'tulja-bhavani'),
    row('Bhosale', '', 'tulja-bhavani'),
  ];

  it('groups by division, deity and source; counts come from the lists', () => {
    const g = groupCommunity(rows, 'gotra');
    // spellings that differ in case are one division; the one recording none comes last
    expect(g.divisions.map((d) => [d.name, d.anchor, d.surnames])).toEqual([
      ['Kapil', 'gotra-kapil', 1],
      ['Kaundinya', 'gotra-kaundinya', 2],
      ['', 'gotra-not-recorded', 1],
    ]);
    const kaundinya = g.divisions[1]!;
    expect(kaundinya.deities.map((d) => [d.deities.map((x) => x.id), d.surnames])).toEqual([
      [['khandoba'], 2],
      [['jyotiba'], 1],
    ]);
    const lines = kaundinya.deities[0]!.lines;
    expect(lines.map((l) => [l.source_label, l.minConfidence, l.maxConfidence, l.surnames.map((s) => s.surname)])).toEqual([
      ['Site A', 70, 70, ['Jadhav']],
      ['Site B', 40, 45, ['Gharat']],
    ]);
    expect([g.surnames, g.deities]).toEqual([4, 3]);
    expect(g.sources).toEqual([
      { source_url: 'https://a.example/x', source_label: 'Site A', rows: 4 },
      { source_url: 'https://b.example/y', source_label: 'Site B', rows: 2 },
    ]);
  });

  it('keeps one group when the page is not grouped by division', () => {
    const g = groupCommunity(rows, '');
    expect(g.divisions).toHaveLength(1);
    expect(g.divisions[0]!.deities.map((d) => d.deities.map((x) => x.id))).toEqual([['khandoba'], ['tulja-bhavani'], ['jyotiba']]);
  });

  it('names in one block the deities the same sources give the same surnames', () => {
    const clan = [
      row('Jadhav', 'Kaundinya', 'khandoba'),
      row('Jadhav', 'Kaundinya', 'jyotiba'),
      row('Gharat', 'Kaundinya', 'khandoba'),
      row('Gharat', 'Kaundinya', 'jyotiba'),
    ];
    const g = groupCommunity([...clan, row('Jadhav', 'Kaundinya', 'yogeshwari', 'https://a.example/x', 65)], 'gotra');
    expect(g.divisions[0]!.deities.map((d) => [d.deities.map((x) => x.id), d.lines[0]!.surnames.length])).toEqual([
      [['jyotiba', 'khandoba'], 2],
      [['yogeshwari'], 1],
    ]);
    expect(g.deities).toBe(3);
  });
});

describe('communityResolver', () => {
  const resolve = communityResolver([
    { slug: 'kunbi', name: 'Kunbi', also_called: ['Kunbi Maratha'], labels: ['Jadhav Kunbi Samaj (Kunbi)'] },
    { slug: 'maratha', name: 'Maratha', also_called: [], labels: ['Maratha', 'Maratha (Dewas Pawar)'] },
  ]);

  it('finds a community by its row labels, its names, and labels written elsewhere with a remark', () => {
    expect(resolve('Jadhav Kunbi Samaj (Kunbi)')?.slug).toBe('kunbi');
    expect(resolve('Maratha (Dewas Pawar)')?.slug).toBe('maratha');
    expect(resolve('Kunbi (Jadhav Kunbi of Vidarbha)')?.slug).toBe('kunbi');
    expect(resolve('kunbi maratha')?.slug).toBe('kunbi');
    expect(resolve('Maratha (Jadhav / Yadav kul)')?.slug).toBe('maratha');
    expect(resolve('Banjara')).toBeNull();
    expect(resolve('Community not stated')).toBeNull();
  });
});

const found: FoundNames = {
  surnames: [
    {
      surname: 'Jadhav',
      slug: 'jadhav',
      matched: 'जाधव',
      match_kind: 'alias',
      communities: [
        { name: 'Maratha', slug: 'maratha' },
        { name: 'Banjara', slug: null },
      ],
    },
  ],
  communities: [
    { slug: 'oswal', name: 'Oswal', native_name: '', division: '', surname_term: 'gotra', match_kind: 'exact' },
    { slug: 'kunbi', name: 'Kunbi', native_name: '', division: 'gotra', surname_term: 'kul', match_kind: 'prefix' },
  ],
  gotras: [
    {
      gotra: 'Kaundinya',
      communities: [
        { slug: 'maratha', name: 'Maratha', division: 'gotra', group: 'Kaundinya' },
        { slug: 'gowda-saraswat-brahmin', name: 'Gowda Saraswat Brahmin', division: 'gotra', group: 'Kaundinya / Vatsa' },
      ],
    },
  ],
};

describe('leadItems', () => {
  it('leads with the surname, then the communities, then the gotras, each to its page', () => {
    const items = leadItems(found);
    expect(items.map((i) => [i.says, i.main?.text, i.main?.href])).toEqual([
      ['Jadhav is a family name', "See the Jadhav family's kuldevta", '/surname/jadhav'],
      ['Oswal is a community', 'See the Oswal kuldevis by gotra', '/community/oswal'],
      ['Kaundinya is a gotra', undefined, undefined],
    ]);
    expect(items[0]!.list!.items).toEqual([
      { name: 'Maratha', href: '/community/maratha' },
      { name: 'Banjara', href: null },
    ]);
    expect(items[2]!.list!.items.map((c) => c.href)).toEqual([
      '/community/maratha#gotra-kaundinya',
      '/community/gowda-saraswat-brahmin#gotra-kaundinya-vatsa',
    ]);
  });

  it('leaves out what only starts with the text, and the surnames where the results are surnames', () => {
    expect(leadItems(found).some((i) => i.name === 'Kunbi')).toBe(false);
    expect(leadItems(found, { surnames: false }).map((i) => i.kind)).toEqual(['community', 'gotra']);
  });

  it('a gotra of one community leads to that division of its page', () => {
    const one = leadItems({
      surnames: [],
      communities: [],
      gotras: [{ gotra: 'Gol', communities: [{ slug: 'gahoi-vaishya', name: 'Gahoi Vaishya', division: 'gotra', group: 'Gol' }] }],
    });
    expect(one[0]!.main).toEqual({ text: 'See the Gahoi Vaishya kuldevis of the Gol gotra', href: '/community/gahoi-vaishya#gotra-gol' });
  });
});

describe('familySuggestions', () => {
  it('offers at most two family names before the deities, prefixes included', () => {
    const s = familySuggestions(found);
    expect(s).toEqual([
      { kind: 'family', id: 'surname:jadhav', name: 'Jadhav', note: "Family name: see the Jadhav family's kuldevta", href: '/surname/jadhav' },
      { kind: 'family', id: 'community:oswal', name: 'Oswal', note: 'Community: see the Oswal kuldevis by gotra', href: '/community/oswal' },
    ]);
  });
});
