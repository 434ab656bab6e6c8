import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

type Result = { surname: string; community: string; match_kind: string; matched_spelling: string; max_confidence: number; deity_count: number; primary_deities: string[] };
type Search = { results: Result[]; communities: string[]; total: number };

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
      expect(['alias', 'similar', 'sound', 'exact']).toContain(hit.match_kind);
    }
    expect((await search('Agrawal')).results[0]).toMatchObject({ surname: 'Agarwal', match_kind: 'alias', matched_spelling: 'Agrawal' });
  });

  it('finds the Latin entry for a surname typed in Devanagari or Gujarati', async () => {
    expect((await search('पटेल')).results[0]?.surname).toBe('Patel');
    expect((await search('પટેલ')).results[0]?.surname).toBe('Patel');
  });

  it('ranks exact matches first, then similarity, then confidence', async () => {
    const r = await search('Bhat');
    const kinds = r.results.map((x) => x.match_kind);
    const firstOther = kinds.findIndex((k) => k !== 'exact' && k !== 'alias');
    if (firstOther >= 0) expect(kinds.slice(firstOther).every((k) => k !== 'exact')).toBe(true);
    const exact = r.results.filter((x) => x.match_kind === 'exact').map((x) => x.max_confidence);
    expect(exact).toEqual([...exact].sort((a, b) => b - a));
  });

  it('keeps communities apart and filters by community and place', async () => {
    const all = await search('Chauhan');
    expect(all.communities.length).toBeGreaterThan(1);
    const one = await search('Chauhan', { p_community: all.communities[0]! });
    expect(new Set(one.results.map((x) => x.community))).toEqual(new Set([all.communities[0]]));
    const place = await search('Patel', { p_state: 'gujarat' });
    expect(place.total).toBeGreaterThan(0);
    expect((await search('Patel', { p_country: 'Atlantis' })).total).toBe(0);
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
    const d = (await db.call('get_surname', { p_slug: 'chauhan' })) as { slug: string; surname: string; associations: { source: string; source_ref: string }[] };
    expect(d).toMatchObject({ slug: 'chauhan', surname: 'Chauhan' });
    for (const a of d.associations) {
      expect(['traditional', 'research', 'community', 'inferred']).toContain(a.source);
      expect(a.source_ref.length).toBeGreaterThan(0);
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
