import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

type Card = { type: string; id: number; title: string; language: string; popularity: number; deity: { id: string } | null };

describe.each(engineFactories())('prayer reads and view counts on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists one kind, filtered by language and title, most popular first within a prayer type, with the exact total', async () => {
    const result = (await db.call('search_prayers', { p_type: 'aarti', p_language: 'marathi' })) as {
      data: (Card & { prayer_type: string })[];
      pagination: { total: number };
    };
    expect(result.data.length).toBeGreaterThan(0);
    for (const p of result.data) expect(p).toMatchObject({ type: 'aarti', language: 'marathi' });
    for (const kind of new Set(result.data.map((p) => p.prayer_type))) {
      const pops = result.data.filter((p) => p.prayer_type === kind).map((p) => p.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
    }
    const [row] = await db.admin.query<{ n: number }>("select count(*)::int n from public.aartis where language = 'marathi'");
    expect(result.pagination.total).toBe(row?.n);
    const byTitle = (await db.call('search_prayers', { p_type: 'mantra', p_query: 'GAYATRI' })) as { data: Card[] };
    expect(byTitle.data.map((p) => p.title)).toContain('Gayatri Mantra');
    await expect(db.call('search_prayers', { p_type: 'song' })).rejects.toThrow(/p_type must be aarti or mantra/);
  });

  it('gives the overview: counts, six of each, categories', async () => {
    const o = (await db.call('prayers_overview', {})) as { aarti_count: number; aartis: Card[]; mantras: Card[]; categories: unknown[] };
    expect(o.aartis).toHaveLength(6);
    expect(o.mantras).toHaveLength(6);
    expect(o.aarti_count).toBeGreaterThanOrEqual(30);
    expect(o.categories.length).toBeGreaterThan(0);
  });

  it('lists the kind a list is named for first, each kind together, with counts that match what is listed', async () => {
    type Kinds = { prayer_type: string; count: number }[];
    for (const [type, own, table] of [
      ['aarti', 'Aarti', 'aartis'],
      ['mantra', 'Mantra', 'mantras'],
    ] as const) {
      const first = (await db.call('search_prayers', { p_type: type, p_page_size: 48 })) as {
        data: (Card & { prayer_type: string })[];
        pagination: { total: number; totalPages: number };
        kinds: Kinds;
      };
      const listed: (Card & { prayer_type: string })[] = [...first.data];
      for (let page = 2; page <= first.pagination.totalPages; page++) {
        listed.push(...((await db.call('search_prayers', { p_type: type, p_page: page, p_page_size: 48 })) as typeof first).data);
      }
      const rows = await db.admin.query<{ prayer_type: string; n: number }>(
        `select prayer_type, count(*)::int n from public.${table} where is_published group by prayer_type`,
      );
      // The counts are those of the table, the list holds exactly them, and the kinds sum to the total.
      expect(Object.fromEntries(first.kinds.map((k) => [k.prayer_type, k.count]))).toEqual(Object.fromEntries(rows.map((r) => [r.prayer_type, r.n])));
      expect(first.kinds.reduce((sum, k) => sum + k.count, 0)).toBe(first.pagination.total);
      expect(listed).toHaveLength(first.pagination.total);
      expect(first.kinds[0]?.prayer_type).toBe(own);
      // Grouped in the order of `kinds`, most popular first inside a kind.
      const order = listed.map((p) => first.kinds.findIndex((k) => k.prayer_type === p.prayer_type));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const k of first.kinds) {
        const pops = listed.filter((p) => p.prayer_type === k.prayer_type).map((p) => p.popularity);
        expect(pops).toHaveLength(k.count);
        expect(pops).toEqual([...pops].sort((a, b) => b - a));
      }
    }
    const stotras = (await db.call('search_prayers', { p_type: 'aarti', p_prayer_type: 'STOTRA', p_page_size: 48 })) as {
      data: { prayer_type: string }[];
      pagination: { total: number };
      kinds: Kinds;
    };
    expect(stotras.data.length).toBeGreaterThan(0);
    expect(new Set(stotras.data.map((p) => p.prayer_type))).toEqual(new Set(['Stotra']));
    expect(stotras.pagination.total).toBe(stotras.kinds.find((k) => k.prayer_type === 'Stotra')?.count);
    const none = (await db.call('search_prayers', { p_type: 'aarti', p_prayer_type: 'song' })) as { data: unknown[]; pagination: { total: number } };
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it('shows aartis first on the overview, names the kinds it counts, and counts a category as its page lists it', async () => {
    type Kinds = { prayer_type: string; count: number }[];
    const o = (await db.call('prayers_overview', {})) as {
      aarti_count: number;
      aarti_kinds: Kinds;
      mantra_count: number;
      mantra_kinds: Kinds;
      aartis: { prayer_type: string }[];
      categories: { id: string; prayer_count: number }[];
    };
    expect(o.aartis.map((p) => p.prayer_type)).toEqual(Array(6).fill('Aarti'));
    expect(o.aarti_kinds.reduce((sum, k) => sum + k.count, 0)).toBe(o.aarti_count);
    expect(o.mantra_kinds.reduce((sum, k) => sum + k.count, 0)).toBe(o.mantra_count);
    const listedIn = async (id: string) => {
      const c = (await db.call('get_prayer_category', { p_id: id })) as { collections: { prayers: Card[] }[] };
      return new Set(c.collections.flatMap((col) => col.prayers.map((p) => `${p.type}-${p.id}`))).size;
    };
    for (const c of o.categories) expect(c.prayer_count, c.id).toBe(await listedIn(c.id));
    // An unpublished prayer leaves both the list and the count.
    const navratri = o.categories.find((c) => c.id === 'navratri')!;
    await db.admin.query('update public.aartis set is_published = false where id = 30');
    try {
      const after = (await db.call('prayers_overview', {})) as typeof o;
      expect(after.categories.find((c) => c.id === 'navratri')?.prayer_count).toBe(navratri.prayer_count - 1);
      expect(await listedIn('navratri')).toBe(navratri.prayer_count - 1);
    } finally {
      await db.admin.query('update public.aartis set is_published = true where id = 30');
    }
  });

  it('names the languages that have published prayers, with the count of each kind', async () => {
    const languages = (await db.call('prayer_languages', {})) as { language: string; aarti_count: number; mantra_count: number }[];
    const rows = await db.admin.query<{ type: string; language: string; n: number }>(
      "select 'aarti' as type, language, count(*)::int n from public.aartis where is_published group by language union all select 'mantra', language, count(*)::int from public.mantras where is_published group by language",
    );
    const expected = new Map<string, { aarti_count: number; mantra_count: number }>();
    for (const r of rows) {
      const entry = expected.get(r.language) ?? { aarti_count: 0, mantra_count: 0 };
      entry[r.type === 'aarti' ? 'aarti_count' : 'mantra_count'] = r.n;
      expected.set(r.language, entry);
    }
    expect(languages.map((l) => l.language)).toEqual([...expected.keys()].sort());
    for (const l of languages) expect(l).toEqual({ language: l.language, ...expected.get(l.language) });
    expect(languages.some((l) => l.language === 'bengali')).toBe(false);
  });

  it('takes a recording served by the site (/media/) or over https, and nothing else', async () => {
    for (const table of ['aartis', 'mantras']) {
      await db.admin.query(`update public.${table} set audio_url = '/media/a-1.mp3', video_url = 'https://x.supabase.co/v/1.mp4' where id = 1`);
      for (const bad of ['http://example.com/a.mp3', 'javascript:alert(1)', '/media/../a.mp3', 'media/a.mp3']) {
        await expect(db.admin.query(`update public.${table} set audio_url = '${bad}' where id = 1`), `${table} ${bad}`).rejects.toThrow(
          /check constraint/,
        );
        await expect(db.admin.query(`update public.${table} set video_url = '${bad}' where id = 1`), `${table} ${bad}`).rejects.toThrow(
          /check constraint/,
        );
      }
      await db.admin.query(`update public.${table} set audio_url = null, video_url = null where id = 1`);
    }
  });

  it('returns one prayer with its deity and up to 6 more of the same deity', async () => {
    const p = (await db.call('get_prayer', { p_type: 'aarti', p_id: 1 })) as { deity: { id: string }; more_prayers: Card[] };
    expect(p.deity.id).toBe('ganapati');
    expect(p.more_prayers.length).toBeLessThanOrEqual(6);
    for (const m of p.more_prayers) expect(m.deity?.id).toBe('ganapati');
    expect(p.more_prayers.some((m) => m.type === 'aarti' && m.id === 1)).toBe(false);
    expect(await db.call('get_prayer', { p_type: 'aarti', p_id: 999999 })).toBeNull();
  });

  it('returns where the text was read, and keeps an address and its name together', async () => {
    for (const table of ['aartis', 'mantras'] as const) {
      const type = table === 'aartis' ? 'aarti' : 'mantra';
      const [row] = await db.admin.query<{ id: number; text_source_url: string; text_source_label: string }>(
        `select id, text_source_url, text_source_label from public.${table} where text_source_url <> '' order by id limit 1`,
      );
      expect(row, `${table} has a prayer with a text source`).toBeDefined();
      const p = (await db.call('get_prayer', { p_type: type, p_id: row!.id })) as { text_source_url: string; text_source_label: string };
      expect(p.text_source_url).toBe(row!.text_source_url);
      expect(p.text_source_label).toBe(row!.text_source_label);
      expect(p.text_source_url).toMatch(/^https?:\/\//);
      for (const bad of [
        "text_source_url = 'https://example.org/a', text_source_label = ''",
        "text_source_url = '', text_source_label = 'A page'",
        "text_source_url = 'javascript:alert(1)', text_source_label = 'A page'",
      ]) {
        await expect(db.admin.query(`update public.${table} set ${bad} where id = ${row!.id}`), `${table} ${bad}`).rejects.toThrow(
          /check constraint/,
        );
      }
    }
  });

  it('counts at most 60 views a minute per visitor, however many calls arrive together', async () => {
    const visitor = `view-limit-${db.name}`;
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => db.call('record_prayer_view', { p_type: 'aarti', p_id: 3, p_visitor_hash: visitor })),
    );
    expect(answers.filter((a) => a === 'counted')).toHaveLength(60);
    expect(answers.filter((a) => a === 'limited')).toHaveLength(10);
    // Another visitor is counted as before.
    expect(await db.call('record_prayer_view', { p_type: 'aarti', p_id: 3, p_visitor_hash: `${visitor}-other` })).toBe('counted');
  });

  it('counts views in one row per prayer, atomically, and hides the counts from visitors', async () => {
    await Promise.all(Array.from({ length: 20 }, () => db.call('record_prayer_view', { p_type: 'mantra', p_id: 2 })));
    expect(await db.call('record_prayer_view', { p_type: 'mantra', p_id: 999999 })).toBe('missing');
    const rows = await db.admin.query<{ views_count: string }>(
      "select views_count from public.prayer_statistics where prayer_type = 'mantra' and prayer_id = 2",
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.views_count)).toBe(20);
    await expect(db.asAnon('select * from public.prayer_statistics')).rejects.toThrow(/permission denied/);
    await expect(db.asAnon("insert into public.prayer_statistics (prayer_type, prayer_id) values ('aarti', 5)")).rejects.toThrow(/permission denied/);
  });
});
