import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

type File = { section: string; page: number; urls: number; lastmod: string };
type Overview = { files: File[]; latest: Record<string, string | null> };
type Entry = { kind: string | null; key: string; title: string | null; updated_at: string };

describe.each(engineFactories())('sitemap and card reads on %s', (_name, open) => {
  let db: TestEngine;
  const overview = async (size: number) => (await db.call('sitemap_overview', { p_page_size: size })) as Overview;
  const page = async (section: string, p: number, size: number) =>
    (await db.call('sitemap_page', { p_section: section, p_page: p, p_page_size: size })) as Entry[];
  const count = async (sql: string) => Number((await db.admin.query<{ n: string }>(sql))[0]!.n);

  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists every published page once, in files of at most the page size', async () => {
    const expected = {
      deities: await count('select count(*) as n from deities where is_published'),
      // A surname page exists for a published association of a published deity, or for a
      // surname shared by many communities.
      surnames: await count(`select count(distinct slug) as n from (
        select fs.surname_slug as slug from family_surnames fs
        join deities d on d.id = fs.deity_id and d.is_published where fs.is_published
        union select surname_slug from surname_communities where is_published) s`),
      prayers:
        (await count('select count(*) as n from aartis where is_published')) + (await count('select count(*) as n from mantras where is_published')),
      categories: await count('select count(*) as n from prayer_categories'),
    };
    expect(expected.surnames).toBeGreaterThan(100);
    const size = 40;
    const { files } = await overview(size);
    for (const [section, total] of Object.entries(expected)) {
      const mine = files.filter((f) => f.section === section);
      expect(
        mine.map((f) => f.page),
        section,
      ).toEqual(Array.from({ length: Math.ceil(total / size) }, (_, i) => i + 1));
      const keys: string[] = [];
      for (const f of mine) {
        const entries = await page(section, f.page, size);
        expect(entries.length).toBe(f.urls);
        expect(entries.length).toBeLessThanOrEqual(size);
        // The index's lastmod for a file is the newest change among its entries.
        expect(Date.parse(f.lastmod)).toBe(Math.max(...entries.map((e) => Date.parse(e.updated_at))));
        keys.push(...entries.map((e) => `${e.kind}/${e.key}`));
      }
      expect(keys.length, section).toBe(total);
      expect(new Set(keys).size, section).toBe(total);
    }
  });

  it('answers an empty list past the last page, for page 0 and for an unknown section', async () => {
    const { files } = await overview(50_000);
    const last = Math.max(...files.filter((f) => f.section === 'deities').map((f) => f.page));
    expect(last).toBe(1);
    expect(await page('deities', 2, 50_000)).toEqual([]);
    expect(await page('deities', 0, 50_000)).toEqual([]);
    expect(await page('dashboard', 1, 50_000)).toEqual([]);
    // The page size is held to the sitemap protocol's 50,000.
    expect((await page('surnames', 1, 10_000_000)).length).toBe(files.find((f) => f.section === 'surnames')!.urls);
  });

  it('gives prayers their kind and title, and the latest change of each list page', async () => {
    const prayers = await page('prayers', 1, 50_000);
    expect(new Set(prayers.map((p) => p.kind))).toEqual(new Set(['aarti', 'mantra']));
    expect(prayers.every((p) => /^[1-9][0-9]*$/.test(p.key) && p.title)).toBe(true);
    const { latest } = await overview(50_000);
    const newest = async (sql: string) => Number((await db.admin.query<{ t: string }>(sql))[0]!.t);
    expect(Date.parse(latest.deities!)).toBe(
      await newest('select floor(extract(epoch from max(updated_at)) * 1000) as t from deities where is_published'),
    );
    expect(Date.parse(latest.aartis!)).toBe(
      await newest('select floor(extract(epoch from max(updated_at)) * 1000) as t from aartis where is_published'),
    );
    expect(Date.parse(latest.mantras!)).toBe(
      await newest('select floor(extract(epoch from max(updated_at)) * 1000) as t from mantras where is_published'),
    );
  });

  it('leaves out unpublished deities and the surnames that only they carry', async () => {
    const { id } = (
      await db.admin.query<{ id: string }>(`select d.id from deities d where d.is_published
      and exists (select 1 from family_surnames fs where fs.deity_id = d.id) order by d.id limit 1`)
    )[0]!;
    const only = await db.admin.query<{ slug: string }>(
      `select fs.surname_slug as slug from family_surnames fs
      group by fs.surname_slug having bool_and(fs.deity_id = $1)`,
      [id],
    );
    await db.admin.exec(`update deities set is_published = false where id = '${id}'`);
    try {
      const deities = (await page('deities', 1, 50_000)).map((e) => e.key);
      expect(deities).not.toContain(id);
      const surnames = new Set((await page('surnames', 1, 50_000)).map((e) => e.key));
      for (const { slug } of only) expect(surnames.has(slug)).toBe(false);
    } finally {
      await db.admin.exec(`update deities set is_published = true where id = '${id}'`);
    }
  });

  it('gives a surname card with native spellings and deities, for the exact slug only', async () => {
    const card = (await db.call('get_surname_card', { p_slug: 'patel' })) as {
      surname: string;
      native_names: string[];
      deities: { id: string; name: string; sanskrit_name: string }[];
    };
    expect(card.surname).toBe('Patel');
    expect(card.native_names).toEqual(expect.arrayContaining(['पटेल', 'પટેલ']));
    expect(card.deities.length).toBeGreaterThan(0);
    expect(card.deities.length).toBeLessThanOrEqual(4);
    expect(card.deities[0]!.sanskrit_name).toMatch(/[\u0900-\u0D7F]/);
    expect(await db.call('get_surname_card', { p_slug: 'Patel' })).toBeNull();
    expect(await db.call('get_surname_card', { p_slug: 'no-such-surname' })).toBeNull();
    // A surname known only as carried by many communities has a card too, saying so.
    const [only] = await db.admin.query<{ slug: string }>(`select sc.surname_slug as slug from surname_communities sc
      where not exists (select 1 from family_surnames fs where fs.surname_slug = sc.surname_slug) limit 1`);
    expect(only).toBeDefined();
    expect(await db.call('get_surname_card', { p_slug: only!.slug })).toMatchObject({ slug: only!.slug, shared: true });
  });

  it('lets visitors call the functions but not read the view behind them', async () => {
    await expect(db.asAnon('select count(*) from private.sitemap_entries')).rejects.toThrow(/permission denied/);
  });
});
