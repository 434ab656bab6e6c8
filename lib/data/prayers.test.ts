import { describe, expect, it } from 'vitest';
import { deityAarti, type PrayerCard } from './prayers';

const card = (type: 'aarti' | 'mantra', id: number, prayer_type: string, popularity: number, addressed_to: PrayerCard['addressed_to'] = 'deity'): PrayerCard => ({
  type, id, title: `${prayer_type} ${id}`, prayer_type, language: 'hindi', difficulty_level: 'beginner', duration_minutes: 5, popularity, tags: [], deity: null, addressed_to,
});

describe("a deity's aarti", () => {
  it('is only a prayer that is hers: not one sung to the Devi in all her forms, nor a prayer of every home', () => {
    expect(deityAarti([card('aarti', 1, 'Aarti', 99, 'devi'), card('aarti', 2, 'Aarti', 90, 'general')])).toBeNull();
    expect(deityAarti([card('aarti', 1, 'Aarti', 99, 'devi'), card('aarti', 3, 'Stotra', 10)])?.id).toBe(3);
  });

  it('is her most read Aarti, before any other sung prayer however popular', () => {
    expect(deityAarti([card('aarti', 1, 'Stotra', 99), card('aarti', 2, 'Aarti', 70), card('aarti', 3, 'Aarti', 90)])?.id).toBe(3);
  });

  it('is her most read sung prayer when she has no Aarti, and none when she has only mantras', () => {
    expect(deityAarti([card('aarti', 1, 'Bhajan', 60), card('aarti', 2, 'Stotra', 80), card('mantra', 3, 'Mantra', 99)])?.id).toBe(2);
    expect(deityAarti([card('mantra', 3, 'Shloka', 99)])).toBeNull();
    expect(deityAarti([])).toBeNull();
  });
});
