import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityResolver } from '../community/resolve';
import { engineFactories, type TestEngine } from '../testing/engines';

type Summary = { slug: string; name: string; also_called: string[]; labels: string[]; division: string; surnames: number; deities: number };
type Community = {
  slug: string;
  labels: string[];
  rows: { surname: string; slug: string; label: string; gotra: string; deity: { id: string } }[];
} | null;
type Found = {
  surnames: { surname: string; slug: string; matched: string; match_kind: string; communities: { label: string; rows: number }[] }[];
  communities: { slug: string; match_kind: string }[];
  gotras: { gotra: string; communities: { slug: string; group: string }[] }[];
};

describe.each(engineFactories())('community pages on %s', (_name, open) => {
  let db: TestEngine;
  let list: Summary[];
  const find = async (q: string, prefix = false) => (await db.call('find_family_names', { p_query: q, p_prefix: prefix })) as Found;

  beforeAll(async () => {
    db = await open();
    list = (await db.call('list_communities')) as Summary[];
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists every community page with what it lists', () => {
    expect(list.length).toBeGreaterThanOrEqual(15);
    for (const c of list) expect(c.surnames, c.slug).toBeGreaterThanOrEqual(5);
    expect(list.find((c) => c.slug === 'maheshwari')).toMatchObject({ name: 'Maheshwari', division: 'gotra' });
  });

  // Every card of a community links to its page: each surname the page lists has, on its own
  // page, an association whose community label leads back to this community.
  it('every surname of a community page has an association on its own page that links back', async () => {
    const resolve = communityResolver(list);
    for (const c of list) {
      const page = (await db.call('get_community', { p_slug: c.slug })) as Community;
      expect(page, c.slug).not.toBeNull();
      expect(new Set(page!.rows.map((r) => r.slug)).size, c.slug).toBe(c.surnames);
      for (const slug of new Set(page!.rows.map((r) => r.slug))) {
        const surname = (await db.call('get_surname', { p_slug: slug })) as { associations: { community: string }[] };
        const back = surname.associations.filter((a) => resolve(a.community)?.slug === c.slug);
        expect(back.length, `${slug} on ${c.slug}`).toBeGreaterThan(0);
      }
    }
  }, 240_000);

  it('answers null for a community that does not exist', async () => {
    expect(await db.call('get_community', { p_slug: 'no-such-community' })).toBeNull();
    expect(await db.call('get_community', { p_slug: 'x'.repeat(500) })).toBeNull();
  });

  it('lists the community pages in the sitemap', async () => {
    const entries = (await db.call('sitemap_page', { p_section: 'communities', p_page: 1, p_page_size: 50000 })) as { key: string }[];
    expect(entries.map((e) => e.key).sort()).toEqual(list.map((c) => c.slug).sort());
  });

  it('finds the surname a text names, in Latin or native script, with the communities that carry it', async () => {
    for (const q of ['Jadhav', 'jadhav', 'जाधव', 'Kulkarni', 'Patel', 'पटेल']) {
      const found = await find(q);
      expect(found.surnames[0]?.slug, q).toBe(q.toLowerCase() === 'jadhav' || q === 'जाधव' ? 'jadhav' : q === 'Kulkarni' ? 'kulkarni' : 'patel');
    }
    const jadhav = (await find('जाधव')).surnames[0]!;
    expect(jadhav).toMatchObject({ surname: 'Jadhav', matched: 'जाधव', match_kind: 'alias' });
    expect(jadhav.communities.map((c) => c.label)).toContain('Maratha');
    // Kulkarni is carried by several communities: each is named, with its rows.
    expect((await find('Kulkarni')).surnames[0]!.communities.length).toBeGreaterThan(1);
  });

  it('finds a community by its name, another name, its label or a phrase around it', async () => {
    const cases: [string, string][] = [
      ['Chitpavan', 'chitpavan-brahmin'],
      ['Konkanastha Brahmin', 'chitpavan-brahmin'],
      ['Oswal', 'oswal'],
      ['Oswal gotra list', 'oswal'],
      ['oswal kuldevi', 'oswal'],
      ['Seervi', 'seervi'],
      ['Sirvi samaj', 'seervi'],
      ['Kunbi', 'kunbi'],
      ['GSB', 'gowda-saraswat-brahmin'],
      ['Maheshwari khap list', 'maheshwari'],
      ['Dadheech', 'dadheech-brahmin'],
    ];
    for (const [q, slug] of cases)
      expect(
        (await find(q)).communities.map((c) => c.slug),
        q,
      ).toContain(slug);
    expect((await find('Tulja Bhavani')).communities).toEqual([]);
  });

  it('finds a gotra in every community page that has it, in the spelling the page writes', async () => {
    const found = await find('Kaundinya');
    expect(found.gotras).toHaveLength(1);
    const slugs = found.gotras[0]!.communities.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['maratha', 'konkani-saraswat-brahmin', 'saraswat-brahmin']));
    // Kashyap and Kashyapa are one gotra.
    const a = (await find('Kashyap')).gotras.flatMap((g) => g.communities.map((c) => c.slug)).sort();
    const b = (await find('Kashyapa gotra')).gotras.flatMap((g) => g.communities.map((c) => c.slug)).sort();
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(0);
  });

  it('adds names that start with the text only when asked (the suggestion box)', async () => {
    expect((await find('Jadh')).surnames).toEqual([]);
    expect((await find('Jadh', true)).surnames.map((s) => [s.slug, s.match_kind])).toEqual([['jadhav', 'prefix']]);
    expect((await find('Chitp', true)).communities.map((c) => c.slug)).toEqual(['chitpavan-brahmin']);
  });

  it('answers nothing for short, empty or unknown text, and never fails on odd input', async () => {
    for (const q of ['', 'a', '   ', 'zzqqxx', 'gotra list', "'; drop table communities; --", '%_%', 'x'.repeat(500)]) {
      const found = await find(q, true);
      expect(found.surnames.length + found.communities.length + found.gotras.length, q).toBe(0);
    }
  });
});
