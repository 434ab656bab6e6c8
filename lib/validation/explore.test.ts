import { describe, expect, it } from 'vitest';
import { exploreParamsSchema, suggestQuerySchema } from './explore';
import { cleanLine, cleanText } from './text';

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
});

describe('suggest query', () => {
  it('accepts 2 to 100 characters after cleaning', () => {
    expect(suggestQuerySchema.safeParse('kh').success).toBe(true);
    expect(suggestQuerySchema.safeParse(' <b>k</b> ').error?.issues[0]?.message).toBe(
      'Search term must be at least 2 characters long',
    );
    expect(suggestQuerySchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Search term must not exceed 100 characters',
    );
    expect(suggestQuerySchema.safeParse(undefined).success).toBe(false);
  });
});
