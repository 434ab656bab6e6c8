import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

type Card = { id: string; name: string; region: string; popularity: number };
type SearchResult = { data: Card[]; pagination: { page: number; pageSize: number; total: number; totalPages: number } };
type Suggestion = { id: string; name: string; matched_alias: string | null };

describe.each(engineFactories())('deity reads on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration and the seed', async () => {
    const [row] = await db.admin.query<{ n: number }>('select count(*)::int as n from public.deities');
    expect(row?.n).toBeGreaterThanOrEqual(30);
    const applied = await db.admin.query<{ name: string }>('select name from kuldevta_meta.applied order by name');
    expect(applied.map((r) => r.name)).toContain('seed.sql');
  });

  it('returns the reference lists ordered by name', async () => {
    const lists = (await db.call('get_reference_lists')) as Record<string, { id: string; name: string }[]>;
    for (const key of ['regions', 'cultural_traditions', 'deity_types', 'festivals', 'worship_methods']) {
      expect(lists[key]!.length).toBeGreaterThan(0);
    }
    const regions = lists.regions!.map((r) => r.name);
    const sorted = (await db.admin.query<{ name: string }>('select name from public.regions order by name')).map((r) => r.name);
    expect(regions).toEqual(sorted);
  });

  it('suggests by name, case-insensitively, and by native-script alias', async () => {
    const byName = (await db.call('suggest_deities', { p_query: 'KHODIYAR' })) as Suggestion[];
    expect(byName[0]?.id).toBe('khodiyar-mata');
    const byNative = (await db.call('suggest_deities', { p_query: 'खोडियार' })) as Suggestion[];
    const byGujarati = (await db.call('suggest_deities', { p_query: 'ખોડિયાર' })) as Suggestion[];
    expect([...byNative, ...byGujarati].map((s) => s.id)).toContain('khodiyar-mata');
    // An alternative name finds its deity and says which name matched.
    const byAlias = (await db.call('suggest_deities', { p_query: 'Osiya' })) as Suggestion[];
    const sachiya = byAlias.find((s) => s.id === 'sachiya-mata');
    expect(sachiya?.matched_alias).toMatch(/osiya/i);
  });

  it('returns at most 8 suggestions, none for one character, and treats wildcards literally', async () => {
    expect(((await db.call('suggest_deities', { p_query: 'ma' })) as unknown[]).length).toBeLessThanOrEqual(8);
    expect(((await db.call('suggest_deities', { p_query: 'mata' })) as unknown[]).length).toBe(8);
    expect(await db.call('suggest_deities', { p_query: 'm' })).toEqual([]);
    expect(await db.call('suggest_deities', { p_query: '%%' })).toEqual([]);
    expect(await db.call('suggest_deities', { p_query: '__' })).toEqual([]);
  });

  it('orders suggestions for a common word as before: prefix matches first, then by popularity', async () => {
    // 1,200 deities with the word inside their name (half of the aliases, so the word is
    // common: suggestions walk popularity order), popularity 0-99 with ties; three more
    // whose name starts with it, less popular than all of those. And 600 with another word
    // inside, all of popularity 0: common too, but a walk in popularity order finds them last.
    await db.admin.exec(`
      insert into public.deities (id, name, description, region, type, cultural_tradition, popularity)
      select 'test-vel-zorvex-' || i, 'Vel Zorvex ' || i, 'Test deity.', 'gujarat', 'mother-goddess', 'shakta', i % 100
      from generate_series(1, 1200) i
      union all
      select 'test-zorvex-ma-' || i, 'Zorvex Ma ' || i, 'Test deity.', 'gujarat', 'mother-goddess', 'shakta', i
      from generate_series(1, 3) i
      union all
      select 'test-qulm-tarn-' || i, 'Qulm Tarn ' || i, 'Test deity.', 'gujarat', 'mother-goddess', 'shakta', 0
      from generate_series(1, 600) i;
      insert into public.deity_aliases (deity_id, alias, kind)
      select id, name, 'name' from public.deities where id like 'test-%';
      -- Fresh statistics, as autovacuum would keep them: the row estimate helps pick a path.
      analyze public.deity_aliases;`);
    try {
      const suggest = async (q: string) =>
        ((await db.call('suggest_deities', { p_query: q })) as Suggestion[]).map((s) => `${s.name}|${s.matched_alias}`);
      // The contract in one query, as the first fast version computed it: the 200 best
      // published aliases (prefix matches first, then popularity, then deity), the best
      // alias of each deity, then prefix matches first, popularity, name; 8 at most.
      const expected = async (q: string) =>
        (
          await db.admin.query<{ s: string }>(
            `with q as (select private.norm_text($1) as q),
            candidates as (
              select a.deity_id, a.alias, a.kind,
                case when a.alias_norm like private.like_escape(q.q) || '%' then 0 else 1 end as rank
              from public.deity_aliases a, q
              where a.deity_published and case when char_length(q.q) < 3
                then a.alias_norm like private.like_escape(q.q) || '%'
                else a.alias_norm like '%' || private.like_escape(q.q) || '%' end
              order by rank, a.popularity desc, a.deity_id
              limit 200
            ),
            best as (
              select distinct on (c.deity_id) c.deity_id, c.alias, c.kind, c.rank
              from candidates c
              order by c.deity_id, c.rank, (c.kind = 'name') desc, c.alias
            )
            select d.name || '|' || coalesce(case when b.kind in ('name', 'native') then null else b.alias end, 'null') as s
            from best b join public.deities d on d.id = b.deity_id and d.is_published
            order by b.rank, d.popularity desc, d.name
            limit 8`,
            [q],
          )
        ).map((r) => r.s);

      // Prefix matches first even though less popular, then the most popular (99: 12 tied
      // deities, so by name).
      expect(await suggest('zorvex')).toEqual([
        'Zorvex Ma 3|null',
        'Zorvex Ma 2|null',
        'Zorvex Ma 1|null',
        'Vel Zorvex 1099|null',
        'Vel Zorvex 1199|null',
        'Vel Zorvex 199|null',
        'Vel Zorvex 299|null',
        'Vel Zorvex 399|null',
      ]);
      // Each path (common word, rare text, many or few prefix matches, two characters) as before.
      for (const q of ['zorvex', 'ZORVEX', 'orvex', 'zorvex 7', 'vel zorvex', 'vel zorvex 11', 'vel', 've', 'zo', 'tarn', 'mata', 'ma']) {
        expect(await suggest(q), q).toEqual(await expected(q));
      }
      // Unpublished deities stay out, whichever path finds them.
      await db.admin.exec("update public.deities set is_published = false where id in ('test-zorvex-ma-3', 'test-vel-zorvex-1099')");
      expect((await suggest('zorvex')).slice(0, 4)).toEqual(['Zorvex Ma 2|null', 'Zorvex Ma 1|null', 'Vel Zorvex 1199|null', 'Vel Zorvex 199|null']);
      for (const q of ['zorvex', 'vel zorvex', 've']) expect(await suggest(q), q).toEqual(await expected(q));
    } finally {
      await db.admin.exec("delete from public.deities where id like 'test-%'");
    }
  });

  it('searches with a query, 12 a page, with the exact total', async () => {
    const result = (await db.call('search_deities', { p_query: 'mata', p_page: 1 })) as SearchResult;
    const [row] = await db.admin.query<{ n: number }>("select count(*)::int as n from public.deities where search_text like '%mata%'");
    expect(result.pagination.total).toBe(row?.n);
    expect(result.data.length).toBe(Math.min(12, row?.n ?? 0));
    expect(result.pagination.totalPages).toBe(Math.ceil((row?.n ?? 0) / 12));
  });

  it('ranks name matches first, then orders by name', async () => {
    const result = (await db.call('search_deities', { p_query: 'tulja' })) as SearchResult;
    expect(result.data[0]?.id).toBe('tulja-bhavani');
    const all = (await db.call('search_deities', { p_page: 1 })) as SearchResult;
    const names = all.data.map((d) => d.name);
    const [first] = await db.admin.query<{ name: string }>('select name from public.deities order by name limit 1');
    expect(names[0]).toBe(first?.name);
  });

  it('filters by region, type and tradition by equality', async () => {
    const result = (await db.call('search_deities', { p_region: 'gujarat', p_type: 'mother-goddess' })) as SearchResult;
    expect(result.data.length).toBeGreaterThan(0);
    for (const d of result.data) expect(d.region).toBe('gujarat');
    const none = (await db.call('search_deities', { p_region: 'no-such-region' })) as SearchResult;
    expect(none.pagination.total).toBe(0);
    expect(none.pagination.totalPages).toBe(1);
  });

  it('clamps pages below 1 and past the last', async () => {
    const past = (await db.call('search_deities', { p_page: 9999 })) as SearchResult;
    expect(past.pagination.page).toBe(past.pagination.totalPages);
    expect(past.data.length).toBeGreaterThan(0);
    const below = (await db.call('search_deities', { p_page: -5 })) as SearchResult;
    expect(below.pagination.page).toBe(1);
  });

  it('returns popular deities (popularity at least 80), most popular first', async () => {
    const popular = (await db.call('popular_deities', { p_limit: 6 })) as Card[];
    expect(popular).toHaveLength(6);
    for (const d of popular) expect(d.popularity).toBeGreaterThanOrEqual(80);
    expect(popular.map((d) => d.popularity)).toEqual([...popular.map((d) => d.popularity)].sort((a, b) => b - a));
  });

  it('returns one deity with resolved names, temples, festivals and related deities', async () => {
    const deity = (await db.call('get_deity', { p_id: 'tulja-bhavani' })) as Record<string, unknown> & {
      festivals: { name: string }[];
      worship_methods: { name: string }[];
      shrines: { town: string; state: string; is_principal: boolean }[];
      related: Card[];
    };
    expect(deity.name).toBe('Tulja Bhavani');
    expect(deity.region_name).toBe('Maharashtra');
    expect(deity.type_name).toBeTruthy();
    expect(deity.festivals.length).toBeGreaterThan(0);
    expect(deity.worship_methods.length).toBeGreaterThan(0);
    expect(deity.shrines[0]).toMatchObject({ town: 'Tuljapur', state: 'Maharashtra', is_principal: true });
    expect(deity.related.length).toBeGreaterThan(0);
    expect(deity.related.map((d) => d.id)).not.toContain('tulja-bhavani');
    expect(await db.call('get_deity', { p_id: 'no-such-deity' })).toBeNull();
  });

  it('hides unpublished deities from visitors', async () => {
    await db.admin.exec("update public.deities set is_published = false where id = 'tulja-bhavani'");
    try {
      expect(await db.call('get_deity', { p_id: 'tulja-bhavani' })).toBeNull();
      const suggestions = (await db.call('suggest_deities', { p_query: 'tulja' })) as Suggestion[];
      expect(suggestions.map((s) => s.id)).not.toContain('tulja-bhavani');
      expect(await db.asAnon("select alias from public.deity_aliases where deity_id = 'tulja-bhavani'")).toEqual([]);
      const rows = await db.asAnon<{ id: string }>("select id from public.deities where id = 'tulja-bhavani'");
      expect(rows).toEqual([]);
    } finally {
      await db.admin.exec("update public.deities set is_published = true where id = 'tulja-bhavani'");
    }
    const back = (await db.call('suggest_deities', { p_query: 'tulja' })) as Suggestion[];
    expect(back[0]?.id).toBe('tulja-bhavani');
  });

  it('lets visitors read no submissions, messages, analytics or emails, and write no table directly', async () => {
    await db.admin.exec(
      "insert into public.form_submissions (user_name, user_town, user_region, kuldevta_info) values ('Test Person', 'Pune', 'Maharashtra', 'Our kuldevi is ...')",
    );
    for (const table of ['form_submissions', 'contact_messages', 'search_analytics', 'email_outbox', 'prayer_statistics']) {
      await expect(db.asAnon(`select * from public.${table}`)).rejects.toThrow(/permission denied/);
    }
    await expect(
      db.asAnon(
        "insert into public.deities (id, name, description, region, type, cultural_tradition) values ('x', 'X', 'x', 'gujarat', 'mother-goddess', 'shakta')",
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(db.asAnon("update public.deities set name = 'X'")).rejects.toThrow(/permission denied/);
    await expect(db.asAnon('delete from public.family_surnames')).rejects.toThrow(/permission denied/);
  });
});
