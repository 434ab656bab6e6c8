import { describe, expect, it } from 'vitest';
import { createLimiter } from './rate-limit';

describe('createLimiter', () => {
  it('allows max in the window, then refuses until the window moves on', () => {
    const allow = createLimiter(3, 1000);
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('a', 30)]).toEqual([true, true, true, false]);
    expect(allow('b', 30)).toBe(true);
    expect(allow('a', 1015)).toBe(true);
  });
});
