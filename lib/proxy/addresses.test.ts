import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteRevalidation } from '../cache/revalidations';
import { engineFactories, type TestEngine } from '../testing/engines';
import { addressOf } from './addresses';

// addressOf on the seeded content, read through the site's own calls (lib/proxy/lists.ts): the
// one place every address is decided.
const engine = vi.hoisted(() => ({ current: null as { call(fn: string, args?: Record<string, unknown>): Promise<unknown> } | null }));
vi.mock('../db', async (original) => ({
  ...(await original<typeof import('../db')>()),
  dbCall: (fn: string, args?: Record<string, unknown>) => engine.current!.call(fn, args),
}));

const at = (address: string) => {
  const url = new URL(address, 'http://kuldevta.test');
  return addressOf(url.pathname, url.searchParams);
};

describe.each(engineFactories())('addressOf on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
    engine.current = db;
    noteRevalidation(['list:community']); // lists kept by an earlier engine's run are read again
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a known community or shrine is its cached page; an unknown one is its section not-found', async () => {
    expect(await at('/community/maratha')).toEqual({ kind: 'page', lang: 'en', cached: 'community' });
    expect(await at('/temple/tulja-bhavani-tuljapur')).toEqual({ kind: 'page', lang: 'en', cached: 'shrine' });
    expect(await at('/community/no-such-community')).toEqual({ kind: 'missing', lang: 'en', section: 'community' });
    expect(await at('/temple/no-such-shrine')).toEqual({ kind: 'missing', lang: 'en', section: 'shrine' });
    expect(await at('/temple/Not%20A%20Slug')).toEqual({ kind: 'missing', lang: 'en', section: 'shrine' });
    expect(await at('/community/maratha/extra')).toEqual({ kind: 'page', lang: 'en' });
  });

  it('the lists of communities and shrines are cached pages; the guide and the form page are pages', async () => {
    expect(await at('/community')).toEqual({ kind: 'page', lang: 'en', cached: 'community' });
    expect(await at('/temples')).toEqual({ kind: 'page', lang: 'en', cached: 'shrine' });
    expect(await at('/how-to-find-your-kuldevi')).toEqual({ kind: 'page', lang: 'en' });
    expect(await at('/submit-information?for=surname')).toEqual({ kind: 'page', lang: 'en' });
  });

  it('a surname narrowed to a place, a community or a gotra is rendered per request; the plain page is cached', async () => {
    expect(await at('/surname/patil')).toEqual({ kind: 'page', lang: 'en', cached: 'surname' });
    for (const query of ['region=India', 'state=Maharashtra', 'community=Maratha', 'gotra=Kaundinya']) {
      expect(await at(`/surname/patil?${query}`), query).toEqual({ kind: 'per-request', lang: 'en', narrowed: 'surname' });
    }
    expect(await at('/surname/patil?community=')).toEqual({ kind: 'page', lang: 'en', cached: 'surname' });
    expect(await at('/surname/zzqxvw?community=Maratha')).toEqual({ kind: 'missing', lang: 'en', section: 'surname' });
    expect(await at('/aartis?kind=Garba')).toEqual({ kind: 'per-request', lang: 'en' });
  });

  it('an address in another language: its page when written in it, else the English page until it is; English is never prefixed', async () => {
    expect(await at('/hi')).toEqual({ kind: 'page', lang: 'hi', cached: 'home' });
    expect(await at('/mr/about')).toEqual({ kind: 'page', lang: 'mr' });
    expect(await at('/gu/search?q=mata')).toEqual({ kind: 'per-request', lang: 'gu' });
    expect(await at('/hi/surname/patil')).toEqual({ kind: 'page', lang: 'hi', cached: 'surname' });
    expect(await at('/hi/surname/patil?community=Maratha')).toEqual({ kind: 'per-request', lang: 'hi', narrowed: 'surname' });
    expect(await at('/hi/surname/Patil')).toEqual({ kind: 'redirect', to: '/hi/surname/patil', shared: false });
    expect(await at('/hi/contact')).toEqual({ kind: 'redirect', to: '/contact', shared: true, temporary: true });
    expect(await at('/gu/community/no-such-community')).toEqual({ kind: 'missing', lang: 'gu', section: 'community' });
    expect(await at('/en/deity/khodiyar-mata')).toEqual({ kind: 'redirect', to: '/deity/khodiyar-mata', shared: true });
    expect(await at('/en')).toEqual({ kind: 'redirect', to: '/', shared: true });
    // A page with no translation yet: the English page.
    expect(await at('/gu/temple/no-translation-yet')).toEqual({ kind: 'missing', lang: 'gu', section: 'shrine' });
  });

  it('a community added to the database is a page once list:community is revalidated', async () => {
    expect(await at('/community/test-new-community')).toEqual({ kind: 'missing', lang: 'en', section: 'community' });
    await db.admin.query(
      "insert into public.communities (slug, name, native_name, also_called, division, surname_term, description, source_url, source_label, curated) values ('test-new-community', 'Test New', '', '{}', '', 'surname', '', '', '', false)",
    );
    noteRevalidation(['list:community']);
    expect(await at('/community/test-new-community')).toEqual({ kind: 'page', lang: 'en', cached: 'community' });
  });
});
