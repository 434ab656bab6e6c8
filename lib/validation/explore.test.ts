import { describe, expect, it } from 'vitest';
import { exploreParamsSchema, suggestQuerySchema } from './explore';
import { cleanLine, cleanText, cut } from './text';

describe('cleanText', () => {
  it('strips markup and angle brackets, control characters, and trims', () => {
    expect(cleanText('  <b>Khodiyar</b> <script>x</script> Mata  ')).toBe('Khodiyar x Mata');
    expect(cleanText('a < b')).toBe('a b');
    expect(cleanText('5 > 3')).toBe('5 3');
    expect(cleanText('x\u0000y\u200Bz')).toBe('xyz');
    expect(cleanLine('line one\nline two')).toBe('line one line two');
  });

  it('normalizes to NFC', () => {
    expect(cleanText('Ambe\u0301')).toBe('Amb\u00e9');
  });

  // Found by the fuzz tests (lib/actions/actions.fuzz.test.ts): these were stored as typed.
  it('removes C1 controls, bidi overrides and isolates, and keeps joiners and direction marks', () => {
    expect(cleanText('Asha\u0085\u009F Patil')).toBe('Asha Patil');
    expect(cleanText('\u202Eevil\u202C name \u2066x\u2069')).toBe('evil name x');
    expect(cleanText('क्\u200Dष \u200Cज \u200Fمدينة\u200E')).toBe('क्\u200Dष \u200Cज \u200Fمدينة\u200E');
  });

  it('folds spaces left around a removed character and stays NFC when one sat inside a letter', () => {
    expect(cleanText('a \u0085 b')).toBe('a b');
    expect(cleanText('e\u0000\u0301')).toBe('\u00e9');
    expect(cleanText('\u3000 Pune \u00A0')).toBe('Pune');
  });

  it('turns CRLF into LF, drops unpaired surrogates', () => {
    expect(cleanText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(cleanText('x\uD800y\uDFFFz🙏')).toBe('xyz🙏');
    expect(cleanLine('Pune\n\n Gujarat')).toBe('Pune Gujarat');
  });
});

describe('cut', () => {
  it('counts characters as Postgres does, never halves an emoji, and leaves no trailing space', () => {
    expect(cut('🙏'.repeat(60), 100)).toBe('🙏'.repeat(60));
    expect(cut(`${'x'.repeat(99)}🙏🙏`, 100)).toBe(`${'x'.repeat(99)}🙏`);
    expect(cut(`${'x'.repeat(99)} y`, 100)).toBe('x'.repeat(99));
    expect(() => encodeURIComponent(cut(`${'x'.repeat(99)}🙏`, 100))).not.toThrow();
  });
});

describe('explore params', () => {
  it('clamps bad pages to 1 and keeps good ones', () => {
    expect(exploreParamsSchema.parse({ page: 'abc' }).page).toBe(1);
    expect(exploreParamsSchema.parse({ page: '-1' }).page).toBe(1);
    expect(exploreParamsSchema.parse({ page: '3' }).page).toBe(3);
    expect(exploreParamsSchema.parse({ page: ['2', '5'] }).page).toBe(2);
  });

  it('cuts an over-long query to 100 characters and drops malformed filter values', () => {
    const parsed = exploreParamsSchema.parse({ q: 'x'.repeat(500), region: '<script>', type: 'Mother Goddess' });
    expect(parsed.q).toHaveLength(100);
    expect(parsed.region).toBe('');
    expect(parsed.type).toBe('');
    expect(exploreParamsSchema.parse({}).q).toBe('');
  });

  it('treats a query under two characters as no search, keeping the text to explain why', () => {
    expect(exploreParamsSchema.parse({ q: ' a ' })).toMatchObject({ q: '', shortQuery: 'a' });
    expect(exploreParamsSchema.parse({ q: 'ab' })).toMatchObject({ q: 'ab', shortQuery: '' });
    expect(exploreParamsSchema.parse({}).shortQuery).toBe('');
  });
});

describe('suggest query', () => {
  it('accepts 2 to 100 characters after cleaning', () => {
    expect(suggestQuerySchema.safeParse('kh').success).toBe(true);
    expect(suggestQuerySchema.safeParse(' <b>k</b> ').error?.issues[0]?.message).toBe('Search term must be at least 2 characters long');
    expect(suggestQuerySchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('Search term must not exceed 100 characters');
    expect(suggestQuerySchema.safeParse(undefined).success).toBe(false);
  });
});
