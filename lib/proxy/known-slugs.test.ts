import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion } from '../cache/content-version';
import { isKnownSlug } from './known-slugs';

const ORIGIN = 'http://127.0.0.1:9';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await bumpContentVersion();
});

function serving(slugs: { deity: string[]; 'prayers/category': string[]; surname?: string[] } | number) {
  const fetchMock = vi.fn(async () => (typeof slugs === 'number' ? new Response('{}', { status: slugs }) : Response.json(slugs)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('isKnownSlug', () => {
  it('answers from one read of the list, for every section', async () => {
    const fetchMock = serving({ deity: ['khodiyar-mata'], 'prayers/category': ['ganesh-aartis'], surname: ['patel', 'पटेल'] });
    expect(await isKnownSlug('deity', 'khodiyar-mata', ORIGIN, 'req-00000001')).toBe(true);
    expect(await isKnownSlug('deity', 'made-up', ORIGIN, 'req-00000001')).toBe(false);
    expect(await isKnownSlug('prayers/category', 'ganesh-aartis', ORIGIN, 'req-00000001')).toBe(true);
    expect(await isKnownSlug('prayers/category', 'khodiyar-mata', ORIGIN, 'req-00000001')).toBe(false);
    expect(await isKnownSlug('surname', 'पटेल', ORIGIN, 'req-00000001')).toBe(true);
    expect(await isKnownSlug('surname', 'patell', ORIGIN, 'req-00000001')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${ORIGIN}/api/pages/slugs`);
  });

  it('reads the list again after ten minutes, and at once when the content version changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let fetchMock = serving({ deity: ['a'], 'prayers/category': [] });
    expect(await isKnownSlug('deity', 'b', ORIGIN, 'req-00000001')).toBe(false);
    fetchMock = serving({ deity: ['a', 'b'], 'prayers/category': [] });
    vi.advanceTimersByTime(9 * 60 * 1000);
    expect(await isKnownSlug('deity', 'b', ORIGIN, 'req-00000001')).toBe(false);
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(await isKnownSlug('deity', 'b', ORIGIN, 'req-00000001')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock = serving({ deity: ['a'], 'prayers/category': [] });
    await bumpContentVersion();
    expect(await isKnownSlug('deity', 'b', ORIGIN, 'req-00000001')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not know when the list cannot be read (the page decides), and tries again next time', async () => {
    serving(503);
    expect(await isKnownSlug('deity', 'khodiyar-mata', ORIGIN, 'req-00000001')).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await isKnownSlug('deity', 'khodiyar-mata', ORIGIN, 'req-00000001')).toBeUndefined();
    serving({ deity: ['khodiyar-mata'], 'prayers/category': [] });
    expect(await isKnownSlug('deity', 'khodiyar-mata', ORIGIN, 'req-00000001')).toBe(true);
  });
});
