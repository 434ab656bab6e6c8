import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, resetAvailability } from './availability';
import { dbHealth, recordDbFailure, recordDbOk } from './health';

// The health call itself: what it answers is the test's to decide.
const health = vi.hoisted(() => ({ call: vi.fn<() => Promise<unknown>>() }));
vi.mock('./index', () => ({ dbCall: () => health.call() }));

beforeEach(() => {
  resetAvailability();
  const health = dbHealth();
  health.lastOk = 0;
  health.lastFailure = 0;
  delete health.probe;
});
afterEach(() => {
  vi.useRealTimers();
  health.call.mockReset();
});

describe('databaseAvailable with a probe on the open connection (embedded, PostgreSQL)', () => {
  it('asks the probe even right after a success, so the first page after an outage begins is already a 503', async () => {
    recordDbOk();
    dbHealth().probe = () => Promise.reject(new Error('connection refused'));
    expect(await databaseAvailable()).toBe(false);
  });

  it('shares one probe among requests arriving together', async () => {
    let release!: (ok: boolean) => void;
    const probe = vi.fn(() => (probe.mock.calls.length > 1 ? Promise.resolve(true) : new Promise<boolean>((resolve) => (release = resolve))));
    dbHealth().probe = probe;
    const answers = Promise.all([databaseAvailable(), databaseAvailable(), databaseAvailable()]);
    release(true);
    expect(await answers).toEqual([true, true, true]);
    expect(probe).toHaveBeenCalledTimes(1);
    // A success is not trusted for later requests: the next one probes again.
    await databaseAvailable();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('during an outage trusts a failed probe for half a second, or until a call succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let up = false;
    const probe = vi.fn(() => (up ? Promise.resolve(true) : Promise.reject(new Error('down'))));
    dbHealth().probe = probe;
    expect(await databaseAvailable()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(await databaseAvailable()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(await databaseAvailable()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
    up = true;
    vi.advanceTimersByTime(10);
    recordDbOk(); // a page's own call got through
    expect(await databaseAvailable()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(3);
  });
});

describe('databaseAvailable without a probe (Supabase, or no connection yet)', () => {
  it('trusts a recent success without asking anything', async () => {
    recordDbOk();
    expect(await databaseAvailable()).toBe(true);
    expect(health.call).not.toHaveBeenCalled();
  });

  it('makes one health call in this process after a failure, for requests arriving together', async () => {
    health.call.mockRejectedValue(new Error('down'));
    recordDbOk();
    recordDbFailure();
    dbHealth().lastFailure = dbHealth().lastOk + 1;
    expect(await Promise.all([databaseAvailable(), databaseAvailable()])).toEqual([false, false]);
    expect(health.call).toHaveBeenCalledTimes(1);
  });

  it('counts a health call that answers as up', async () => {
    health.call.mockResolvedValue(null);
    expect(await databaseAvailable()).toBe(true);
  });
});
