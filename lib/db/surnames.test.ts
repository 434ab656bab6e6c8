import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

type Result = { surname: string; community: string; match_kind: string; matched_spelling: string; max_confidence: number; deity_count: number; primary_deities: string[] };
type Search = {
  results: Result[];
  communities: string[];
  shared: { surname: string; slug: string; matched_spelling: string; communities: number }[];
  suggestions: { surname: string; slug: string }[];
  total: number;
};

describe.each(engineFactories())('surname search on %s', (_name, open) => {
  let db: TestEngine;
  const search = async (p_surname: string, extra: Record<string, string> = {}) =>
    (await db.call('search_surnames', { p_surname, ...extra })) as Search;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds a family by another common spelling and shows the spelling that matched', async () => {
    const pairs: [string, string][] = [
      ['Agrawal', 'Agarwal'],
      ['Aggarwal', 'Agarwal'],
      ['Chouhan', 'Chauhan'],
      ['Bhatt', 'Bhat'],
    ];
    for (const [typed, surname] of pairs) {
      const r = await search(typed);
      expect(r.results.map((x) => x.surname), typed).toContain(surname);
      const hit = r.results.find((x) => x.surname === surname)!;
      expect(hit.match_kind).toBe('alias');
      expect(hit.matched_spelling).toBe(typed);
    }
    expect((await search('Agrawal')).results[0]).toMatchObject({ surname: 'Agarwal', match_kind: 'alias', matched_spelling: 'Agrawal' });
  });

  it('finds the Latin entry for a surname typed in Devanagari or Gujarati', async () => {
    expect((await search('पटेल')).results[0]?.surname).toBe('Patel');
    expect((await search('પટેલ')).results[0]?.surname).toBe('Patel');
  });

  it('results are only the surname and its recorded spellings; close spellings are suggestions', async () => {
    const r = await search('Bhat');
    expect(r.results.length).toBeGreaterThan(0);
    expect(new Set(r.results.map((x) => x.match_kind))).toEqual(new Set(['exact']));
    expect(new Set(r.results.map((x) => x.surname))).toEqual(new Set(['Bhat']));
    const exact = r.results.map((x) => x.max_confidence);
    expect(exact).toEqual([...exact].sort((a, b) => b - a));
    expect(r.total).toBe(r.results.length + r.shared.length);
    expect(r.suggestions.map((x) => x.surname)).not.toContain('Bhat');

    // A near miss is never a result: no results, up to five suggestions with their pages.
    const near = await search('Patell');
    expect(near.results).toEqual([]);
    expect(near.total).toBe(0);
    expect(near.suggestions.length).toBeGreaterThan(0);
    expect(near.suggestions.length).toBeLessThanOrEqual(5);
    expect(near.suggestions).toContainEqual({ surname: 'Patel', slug: 'patel' });
  });

  it('a surname carried by many communities is found, has a page with each community and its rule, and reaches the deity page', async () => {
    await db.admin.exec(`
      insert into public.surname_communities (surname, community, rule, deity_id, detail, source_url, source_label)
      values ('Testshared', 'Kadva Patidar', 'deity', 'umiya-mata', 'Families of this community keep Umiya Mata.', 'https://example.org/a', 'Example A'),
             ('Testshared', 'Maratha', 'by_clan', null, 'Each clan keeps its own deity.', 'https://example.org/b', 'Example B')`);
    const r = await search('testshared');
    expect(r.results).toEqual([]);
    expect(r.shared).toEqual([{ surname: 'Testshared', slug: 'testshared', matched_spelling: 'Testshared', match_kind: 'exact', communities: 2 }]);
    expect(r.total).toBe(1);
    const page = (await db.call('get_surname', { p_slug: 'testshared' })) as {
      surname: string;
      associations: unknown[];
      communities: { community: string; rule: string; deity: { id: string } | null; source_url: string; source_label: string }[];
    };
    expect(page.surname).toBe('Testshared');
    expect(page.associations).toEqual([]);
    expect(page.communities.map((c) => [c.community, c.rule, c.deity?.id ?? null])).toEqual([
      ['Kadva Patidar', 'deity', 'umiya-mata'],
      ['Maratha', 'by_clan', null],
    ]);
    const slugs = ((await db.call('list_surnames')) as { slug: string }[]).map((x) => x.slug);
    expect(slugs).toContain('testshared');
    const byDeity = (await db.call('get_deity_surnames', { p_id: 'umiya-mata' })) as { community: string; surnames: { slug: string }[] }[];
    expect(byDeity.find((g) => g.community === 'Kadva Patidar')?.surnames).toContainEqual({ surname: 'Testshared', slug: 'testshared' });
    await expect(
      db.admin.exec("insert into public.surname_communities (surname, community, rule, source_url, source_label) values ('X', 'Y', 'deity', 'https://e.org', 'E')"),
    ).rejects.toThrow(/deity_only_with_deity_rule/);
  });

  it('deity pages list their surnames grouped by community, each with its page', async () => {
    const groups = (await db.call('get_deity_surnames', { p_id: 'tulja-bhavani' })) as { community: string; surnames: { surname: string; slug: string }[] }[];
    expect(groups.length).toBeGreaterThan(0);
    const communities = groups.map((g) => g.community);
    expect(communities).toEqual([...communities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const g of groups) for (const s of g.surnames) expect(s.slug).toMatch(/^[a-z0-9\u0900-\u0dff]+(-[a-z0-9\u0900-\u0dff]+)*$/);
    expect(await db.call('get_deity_surnames', { p_id: 'no-such-deity' })).toEqual([]);
  });

  it('keeps communities apart and filters by community and place', async () => {
    const all = await search('Chauhan');
    expect(all.communities.length).toBeGreaterThan(1);
    const one = await search('Chauhan', { p_community: all.communities[0]! });
    expect(new Set(one.results.map((x) => x.community))).toEqual(new Set([all.communities[0]]));
    const place = await search('Patel', { p_state: 'gujarat' });
    expect(place.total).toBeGreaterThan(0);
    const nowhere = await search('Patel', { p_country: 'Atlantis' });
    expect(nowhere.results).toEqual([]);
    // A surname carried by many communities is answered by its page, whatever the place.
    expect(nowhere.total).toBe(nowhere.shared.length);
  });

  it('answers nothing for fewer than two characters and treats wildcards literally', async () => {
    expect((await search('a')).total).toBe(0);
    expect((await search('%%')).total).toBe(0);
    expect((await search('__')).total).toBe(0);
  });

  it('suggests by prefix, at most 10, one per surname, country and state', async () => {
    const s = (await db.call('suggest_surnames', { p_query: 'ba' })) as { surname: string; country: string; stateProvince: string }[];
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(10);
    for (const x of s) expect(x.surname.toLowerCase().startsWith('ba')).toBe(true);
    expect(new Set(s.map((x) => `${x.surname}|${x.country}|${x.stateProvince}`)).size).toBe(s.length);
    const native = (await db.call('suggest_surnames', { p_query: 'पटे' })) as { surname: string }[];
    expect(native.map((x) => x.surname)).toContain('Patel');
  });

  it('returns the surname page by slug, or by another spelling with its canonical slug, or null', async () => {
    const d = (await db.call('get_surname', { p_slug: 'chauhan' })) as { slug: string; surname: string; associations: Record<string, unknown>[] };
    expect(d).toMatchObject({ slug: 'chauhan', surname: 'Chauhan' });
    for (const a of d.associations) {
      expect(['traditional', 'research', 'community', 'inferred']).toContain(a.source);
      expect(a).toHaveProperty('source_url');
      expect(a).toHaveProperty('source_label');
      // Internal references and reviewers' notes are not part of what the page receives.
      expect(a).not.toHaveProperty('notes');
      expect(a).not.toHaveProperty('source_ref');
    }
    expect(((await db.call('get_surname', { p_slug: 'पटेल' })) as { slug: string }).slug).toBe('patel');
    expect(await db.call('get_surname', { p_slug: 'no-such-surname' })).toBeNull();
  });

  it('never stores an inferred association with medium or high confidence', async () => {
    await expect(
      db.admin.exec(
        "insert into public.family_surnames (surname, deity_id, confidence_level, source, source_ref) values ('Testname', 'khodiyar-mata', 70, 'inferred', 'test')",
      ),
    ).rejects.toThrow(/inferred_is_low_confidence/);
  });
});
