import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, resetAvailability } from './availability';
import { dbHealth, recordDbFailure, recordDbOk } from './health';

const ORIGIN = 'http://127.0.0.1:9';

beforeEach(() => {
  resetAvailability();
  const health = dbHealth();
  health.lastOk = 0;
  health.lastFailure = 0;
  delete health.probe;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('databaseAvailable with a probe on the open connection (embedded, PostgreSQL)', () => {
  it('asks the probe even right after a success, so the first page after an outage begins is already a 503', async () => {
    recordDbOk();
    dbHealth().probe = () => Promise.reject(new Error('connection refused'));
    expect(await databaseAvailable(ORIGIN)).toBe(false);
  });

  it('shares one probe among requests arriving together', async () => {
    let release!: (ok: boolean) => void;
    const probe = vi.fn(() => (probe.mock.calls.length > 1 ? Promise.resolve(true) : new Promise<boolean>((resolve) => (release = resolve))));
    dbHealth().probe = probe;
    const answers = Promise.all([databaseAvailable(ORIGIN), databaseAvailable(ORIGIN), databaseAvailable(ORIGIN)]);
    release(true);
    expect(await answers).toEqual([true, true, true]);
    expect(probe).toHaveBeenCalledTimes(1);
    // A success is not trusted for later requests: the next one probes again.
    await databaseAvailable(ORIGIN);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('during an outage trusts a failed probe for half a second, or until a call succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let up = false;
    const probe = vi.fn(() => (up ? Promise.resolve(true) : Promise.reject(new Error('down'))));
    dbHealth().probe = probe;
    expect(await databaseAvailable(ORIGIN)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(await databaseAvailable(ORIGIN)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(await databaseAvailable(ORIGIN)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
    up = true;
    vi.advanceTimersByTime(10);
    recordDbOk(); // a page's own call got through
    expect(await databaseAvailable(ORIGIN)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(3);
  });
});

describe('databaseAvailable without a probe (Supabase, or no connection yet)', () => {
  it('trusts a recent success without asking anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    recordDbOk();
    expect(await databaseAvailable(ORIGIN)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the health route after a failure, once for requests arriving together', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    recordDbOk();
    recordDbFailure();
    dbHealth().lastFailure = dbHealth().lastOk + 1;
    expect(await Promise.all([databaseAvailable(ORIGIN), databaseAvailable(ORIGIN)])).toEqual([false, false]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${ORIGIN}/api/health`);
  });

  it('counts an unreachable health route as down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await databaseAvailable(ORIGIN)).toBe(false);
  });
});
