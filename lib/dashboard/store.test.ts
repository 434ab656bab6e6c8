import { describe, expect, it } from 'vitest';
import {
  addSearch,
  computeInsights,
  defaultPreferences,
  defaultReading,
  favoriteSnapshot,
  formatWhen,
  limits,
  readStore,
  removeFavorite,
  searchHref,
  storageKeys,
  toggleFavorite,
  writeStore,
  type Favorite,
  type KeyValueStorage,
} from './store';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const fav = (id: string, popularity: number, extra: Partial<Favorite> = {}): Favorite => ({
  id,
  name: id.replace(/-/g, ' '),
  sanskritName: '',
  region: 'gujarat',
  regionName: 'Gujarat',
  type: 'goddess',
  tradition: 'shakta',
  popularity,
  addedAt: '2026-11-20T10:15:00.000Z',
  ...extra,
});

describe('dashboard storage', () => {
  it('reads nothing as the empty default without touching storage', () => {
    const storage = memoryStorage();
    expect(readStore(storage, 'favorites')).toEqual({ value: [], repaired: false });
    expect(readStore(storage, 'preferences')).toEqual({ value: defaultPreferences, repaired: false });
    expect(storage.data.size).toBe(0);
  });

  it('round-trips valid values', () => {
    const storage = memoryStorage();
    const favorites = [fav('khodiyar-mata', 80), fav('tulja-bhavani', 95)];
    expect(writeStore(storage, 'favorites', favorites)).toBe(true);
    expect(readStore(storage, 'favorites')).toEqual({ value: favorites, repaired: false });
    const prefs = { ...defaultPreferences, region: 'gujarat', theme: 'dark' as const, notifications: false };
    writeStore(storage, 'preferences', prefs);
    expect(readStore(storage, 'preferences').value).toEqual(prefs);
  });

  const corrupt: [string, string][] = [
    ['broken JSON', '{"id": '],
    ['a string', '"hello"'],
    ['an object instead of a list', '{"id":"x"}'],
    ['null', 'null'],
    ['items of the wrong shape', '[{"id":"khodiyar-mata","name":5}]'],
    ['markup as an id', JSON.stringify([{ ...fav('x', 1), id: '<script>alert(1)</script>' }])],
    ['popularity out of range', JSON.stringify([fav('khodiyar-mata', 1000)])],
    ['an invalid date', JSON.stringify([{ ...fav('khodiyar-mata', 10), addedAt: 'yesterday' }])],
    ['duplicates', JSON.stringify([fav('khodiyar-mata', 10), fav('khodiyar-mata', 10)])],
    ['a huge list', JSON.stringify(Array.from({ length: limits.favorites + 1 }, (_, i) => fav(`deity-${i}`, 50)))],
    ['a huge raw value', `[${' '.repeat(limits.rawChars)}]`],
  ];

  it.each(corrupt)('repairs favorites holding %s', (_, raw) => {
    const storage = memoryStorage({ [storageKeys.favorites]: raw });
    expect(readStore(storage, 'favorites')).toEqual({ value: [], repaired: true });
    expect(storage.data.has(storageKeys.favorites)).toBe(false);
  });

  it.each([
    ['a wrong theme', { ...defaultPreferences, theme: 'neon' }],
    ['a missing field', { region: '', type: '', tradition: '', language: 'en', theme: 'dark' }],
    ['a non-boolean notification flag', { ...defaultPreferences, notifications: 'yes' }],
    ['a language we do not offer', { ...defaultPreferences, language: 'fr' }],
  ])('repairs preferences with %s', (_, value) => {
    const storage = memoryStorage({ [storageKeys.preferences]: JSON.stringify(value) });
    expect(readStore(storage, 'preferences')).toEqual({ value: defaultPreferences, repaired: true });
  });

  it('keeps how prayers are read, and repairs a value it does not know', () => {
    const chosen = { transliteration: 'scholarly', textSize: 'larger' } as const;
    const storage = memoryStorage();
    expect(readStore(storage, 'reading')).toEqual({ value: defaultReading, repaired: false });
    expect(writeStore(storage, 'reading', chosen)).toBe(true);
    expect(readStore(storage, 'reading')).toEqual({ value: chosen, repaired: false });
    for (const bad of [{ transliteration: 'itrans', textSize: 'normal' }, { transliteration: 'simple' }, 'simple']) {
      const broken = memoryStorage({ [storageKeys.reading]: JSON.stringify(bad) });
      expect(readStore(broken, 'reading')).toEqual({ value: defaultReading, repaired: true });
    }
  });

  it('repairs a history with an entry of an unknown kind or blank query', () => {
    for (const entry of [
      { query: 'Shiva', kind: 'weather', at: '2026-11-20T10:00:00Z' },
      { query: '   ', kind: 'deity', at: '2026-11-20T10:00:00Z' },
    ]) {
      const storage = memoryStorage({ [storageKeys.history]: JSON.stringify([entry]) });
      expect(readStore(storage, 'history').repaired).toBe(true);
    }
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStore(throwing, 'history')).toEqual({ value: [], repaired: false });
    expect(writeStore(throwing, 'history', [])).toBe(false);
  });

  it('refuses to write an invalid value', () => {
    expect(() => writeStore(memoryStorage(), 'favorites', [{ id: 'Bad Id' } as unknown as Favorite])).toThrow(/invalid favorites/);
  });
});

describe('dashboard updates', () => {
  it('toggles favorites, newest first, and removes one', () => {
    let list: Favorite[] = [];
    list = toggleFavorite(list, fav('a', 10));
    list = toggleFavorite(list, fav('b', 20));
    expect(list.map((f) => f.id)).toEqual(['b', 'a']);
    list = toggleFavorite(list, fav('a', 10));
    expect(list.map((f) => f.id)).toEqual(['b']);
    expect(removeFavorite([fav('a', 1), fav('b', 2)], 'a').map((f) => f.id)).toEqual(['b']);
  });

  it('records searches newest first, moves repeats to the top, trims and caps', () => {
    const t = (m: number) => new Date(Date.UTC(2026, 10, 20, 10, m));
    let h = addSearch([], 'deity', '  Shiva  ', t(0));
    h = addSearch(h, 'surname', 'Patel', t(1));
    h = addSearch(h, 'deity', 'Shiva', t(2));
    h = addSearch(h, 'deity', '   ', t(3));
    expect(h).toEqual([
      { query: 'Shiva', kind: 'deity', at: t(2).toISOString() },
      { query: 'Patel', kind: 'surname', at: t(1).toISOString() },
    ]);
    for (let i = 0; i < limits.history + 10; i++) h = addSearch(h, 'prayer', `q${i}`, t(i));
    expect(h).toHaveLength(limits.history);
    expect(h[0]?.query).toBe(`q${limits.history + 9}`);
    expect(addSearch([], 'deity', 'x'.repeat(500), t(0))[0]?.query).toHaveLength(limits.text);
  });

  it('links a past search back to its search page', () => {
    expect(searchHref({ kind: 'deity', query: 'Durga Maa' })).toBe('/search?q=Durga%20Maa');
    expect(searchHref({ kind: 'surname', query: 'Patel' })).toBe('/surname-search?surname=Patel');
    expect(searchHref({ kind: 'prayer', query: 'गणेश' })).toBe(`/prayers?q=${encodeURIComponent('गणेश')}`);
  });

  it('computes insights from the favorites (0 and empty when none)', () => {
    expect(computeInsights([], [])).toEqual({ total: 0, region: '', type: '', tradition: '', searches: 0, averagePopularity: 0 });
    const favorites = [
      fav('a', 80, { region: 'rajasthan', type: 'goddess', tradition: 'shakta' }),
      fav('b', 95, { region: 'gujarat' }),
      fav('c', 90),
    ];
    const history = addSearch([], 'deity', 'Shiva', new Date());
    expect(computeInsights(favorites, history)).toEqual({
      total: 3,
      region: 'rajasthan',
      type: 'goddess',
      tradition: 'shakta',
      searches: 1,
      averagePopularity: 88, // (80 + 95 + 90) / 3 = 88.33
    });
  });

  it('formats dates en-US with month short, day, hour and minute', () => {
    const iso = '2026-11-20T15:05:00';
    expect(formatWhen(iso)).toBe('Nov 20, 3:05 PM');
  });

  it('keeps a valid snapshot of a deity card', () => {
    const snap = favoriteSnapshot({
      id: 'khodiyar-mata',
      name: 'Khodiyar Mata',
      sanskrit_name: 'ખોડિયાર માતા',
      region: 'gujarat',
      region_name: null,
      type: 'goddess',
      cultural_tradition: 'shakta',
      popularity: 84.6,
    });
    expect(snap).toMatchObject({ regionName: 'gujarat', popularity: 85, sanskritName: 'ખોડિયાર માતા' });
    const storage = memoryStorage();
    expect(writeStore(storage, 'favorites', [{ ...snap, addedAt: new Date().toISOString() }])).toBe(true);
  });
});
