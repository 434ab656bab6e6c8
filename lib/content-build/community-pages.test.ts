import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../seed/files';
import { communityResolver } from '../community/resolve';
import { buildCommunities, divisionParts, type CommunityCuration } from './community-pages';
import { foldName } from './text';

const root = path.resolve(import.meta.dirname, '../..');

const row = (surname: string, community: string, gotra = '') => ({ surname, community, gotra });
const none: CommunityCuration = { min_surnames: 5, not_a_community: [], communities: [] };
const five = (community: string, gotra: (i: number) => string = () => '') =>
  ['A', 'B', 'C', 'D', 'E'].map((s, i) => row(`${s}name`, community, gotra(i)));

describe('community pages from the rows', () => {
  it('a label no curator knows gets a page of its own from five surnames, named by the label', () => {
    const { communities, errors } = buildCommunities([...five('Punjabi Khatri'), row('Fourname', 'Tiny community')], none);
    expect(errors).toEqual([]);
    expect(communities.map((c) => [c.slug, c.name, c.surnames, c.curated])).toEqual([['punjabi-khatri', 'Punjabi Khatri', 5, false]]);
  });

  it('a bracketed remark joins the community named before it; curation groups what that cannot', () => {
    const rows = [
      ...five('Maratha').slice(0, 3),
      row('Pawar', 'Maratha (Dewas Pawar)'),
      row('Kadam', 'Maratha (Kadam family association)'),
      ...five('Jadhav Kunbi Samaj (Kunbi)'),
    ];
    const curation: CommunityCuration = {
      ...none,
      communities: [{ slug: 'kunbi', name: 'Kunbi', labels: ['Jadhav Kunbi Samaj (Kunbi)'], surname_term: 'kul' }],
    };
    const { communities } = buildCommunities(rows, curation);
    expect(communities.map((c) => [c.slug, c.labels, c.surnames])).toEqual([
      ['kunbi', ['Jadhav Kunbi Samaj (Kunbi)'], 5],
      ['maratha', ['Maratha', 'Maratha (Dewas Pawar)', 'Maratha (Kadam family association)'], 5],
    ]);
    expect(communities[0]).toMatchObject({ name: 'Kunbi', surname_term: 'kul', curated: true });
  });

  it('counts surnames, not rows, and leaves out labels that name no community', () => {
    const rows = [...five('Oswal').slice(0, 4), row('Aname', 'Oswal'), ...five('Kutchi (community not stated)')];
    const curation = { ...none, not_a_community: [{ pattern: 'community not (stated|named)', why: 'test' }] };
    const built = buildCommunities(rows, curation);
    expect(built.communities).toEqual([]);
    expect(buildCommunities([...rows, row('Ename', 'Oswal')], curation).communities.map((c) => c.slug)).toEqual(['oswal']);
  });

  it('groups by gotra when most rows carry one that is not the surname itself; curation decides otherwise', () => {
    const byGotra = buildCommunities(
      five('Gahoi Vaishya', (i) => (i < 3 ? 'Gol' : 'Vatsal')),
      none,
    ).communities[0]!;
    expect(byGotra.division).toBe('gotra');
    expect(byGotra.divisions.map((d) => [d.name, d.anchor, d.surnames])).toEqual([
      ['Gol', 'gotra-gol', 3],
      ['Vatsal', 'gotra-vatsal', 2],
    ]);
    // Seervi gotra names are the surnames: nothing to group by.
    const seervi = buildCommunities(
      ['Aglecha', 'Bhayal', 'Choyal', 'Parmar', 'Rathore'].map((s) => row(s, 'Seervi (Sirvi)', s)),
      none,
    ).communities[0]!;
    expect(seervi.division).toBe('');
    const curated = buildCommunities(
      five('Gahoi Vaishya', () => 'Gol'),
      { ...none, communities: [{ slug: 'gahoi-vaishya', name: 'Gahoi Vaishya', division: null }] },
    );
    expect(curated.communities[0]!.division).toBe('');
  });

  it('splits a written division into the names search finds it by', () => {
    expect(divisionParts('Kaundinya / Vatsa')).toEqual(['Kaundinya', 'Vatsa']);
    expect(divisionParts('Kaushika / Kashyapa / Vatsa / Bharadwaja')).toHaveLength(4);
    expect(divisionParts('Kapil|Kaundinya')).toEqual(['Kapil', 'Kaundinya']);
  });

  it('refuses a description without its source, and a label given to two communities', () => {
    const { errors } = buildCommunities([], {
      ...none,
      communities: [
        { slug: 'a', name: 'A', description: 'Unsourced words.', labels: ['X'] },
        { slug: 'b', name: 'B', labels: ['X'] },
      ],
    });
    expect(errors.join('\n')).toMatch(/"a": a description needs source_url/);
    expect(errors.join('\n')).toMatch(/label "X" is given to "a" and "b"/);
  });
});

// The data as built: every community label that five or more surnames carry has a page, and
// every row of such a community finds that page by the one rule the cards' links use.
describe('data/built/communities.json', () => {
  const rows = readCsvRows(root, 'data/built/family_surnames.csv').map((r) => r.value as { surname: string; community: string });
  const communities = JSON.parse(fs.readFileSync(path.join(root, 'data/built/communities.json'), 'utf8')) as {
    slug: string;
    name: string;
    also_called: string[];
    labels: string[];
    surnames: number;
  }[];
  const curation = JSON.parse(fs.readFileSync(path.join(root, 'data/sources/curation/communities.json'), 'utf8')) as CommunityCuration;
  const excluded = curation.not_a_community.map((n) => new RegExp(n.pattern, 'i'));

  it('gives every community label with five or more surnames a page', () => {
    const byLabel = new Map<string, Set<string>>();
    for (const r of rows) byLabel.set(r.community, (byLabel.get(r.community) ?? new Set()).add(foldName(r.surname)));
    const resolve = communityResolver(communities);
    const big = [...byLabel].filter(([label, names]) => label && names.size >= curation.min_surnames && !excluded.some((re) => re.test(label)));
    expect(big.length).toBeGreaterThan(10);
    for (const [label] of big) expect(resolve(label)?.labels, label).toContain(label);
  });

  it('has a page only for communities of five or more surnames, and every row of it resolves to the page', () => {
    const resolve = communityResolver(communities);
    for (const c of communities) {
      const own = rows.filter((r) => c.labels.includes(r.community));
      expect(new Set(own.map((r) => foldName(r.surname))).size, c.slug).toBe(c.surnames);
      expect(c.surnames, c.slug).toBeGreaterThanOrEqual(curation.min_surnames);
      for (const r of own) expect(resolve(r.community)?.slug, `${r.surname} (${r.community})`).toBe(c.slug);
    }
  });

  it('has the pages families ask for', () => {
    const slugs = communities.map((c) => c.slug);
    for (const slug of [
      'maheshwari',
      'oswal',
      'agarwal',
      'gahoi-vaishya',
      'maratha',
      'chitpavan-brahmin',
      'chandraseniya-kayastha-prabhu',
      'gowda-saraswat-brahmin',
      'kammavar-naidu',
      'rajput',
      'seervi',
      'kunbi',
    ]) {
      expect(slugs).toContain(slug);
    }
  });
});
