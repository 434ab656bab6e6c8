import { afterAll, describe, expect, it } from 'vitest';

process.env.KULDEVTA_DATA_DIR = 'memory://';
const { db, dbCall, withoutNul } = await import('./index');

afterAll(async () => {
  await (await db()).close();
});

describe('dbCall', () => {
  it('drops U+0000 from every string argument, nested ones too, and leaves other values alone', () => {
    expect(withoutNul({ a: 'x\u0000y', b: ['\u0000', 1, null], c: { d: 'p\u0000' }, e: 5, f: true })).toEqual({
      a: 'xy',
      b: ['', 1, null],
      c: { d: 'p' },
      e: 5,
      f: true,
    });
    const date = new Date(0);
    expect(withoutNul(date)).toBe(date);
  });

  // Found by the HTTP fuzz: /surname/a%00b showed "Error loading surname information" and
  // logged a database error ("invalid byte sequence for encoding UTF8: 0x00").
  it('answers a read with U+0000 in it instead of failing', async () => {
    expect(await dbCall('get_surname', { p_slug: 'chau\u0000han', p_country: null, p_state: null })).toMatchObject({ slug: 'chauhan' });
    expect(await dbCall('suggest_surnames', { p_query: '\u0000pa', p_limit: 3 })).toEqual(expect.any(Array));
    expect(
      await dbCall('search_deities', { p_query: 'am\u0000ba', p_region: null, p_type: null, p_tradition: null, p_page: 1, p_page_size: 12 }),
    ).toMatchObject({
      data: expect.any(Array),
    });
  }, 60_000);
});
