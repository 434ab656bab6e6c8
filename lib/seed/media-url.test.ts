import { describe, expect, it } from 'vitest';
import { mediaUrl } from './schemas';

describe('a prayer recording address', () => {
  it('is a file the site serves from /media/ or an https address', () => {
    for (const ok of [
      '/media/gayatri-mantra.mp3',
      '/media/aarti/sukhkarta_1.ogg',
      'https://abcd.supabase.co/storage/v1/object/public/prayer-media/1.mp3',
    ]) {
      expect(mediaUrl.safeParse(ok).success, ok).toBe(true);
    }
    expect(mediaUrl.parse(undefined)).toBeNull();
  });

  it('refuses other schemes, relative paths and climbing out of /media/', () => {
    for (const bad of [
      'http://example.com/a.mp3',
      'javascript:alert(1)',
      'media/a.mp3',
      '/media/../.env',
      '/media/',
      '/other/a.mp3',
      'https://x.org/a b.mp3',
    ]) {
      expect(mediaUrl.safeParse(bad).success, bad).toBe(false);
    }
  });
});
