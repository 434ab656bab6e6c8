import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { visitorAddress } = await import('./visitor');

describe('visitorAddress', () => {
  it('takes what the one trusted proxy appended, not what the visitor sent', () => {
    // nginx's $proxy_add_x_forwarded_for: the visitor's own header, then the address nginx saw.
    expect(visitorAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(visitorAddress('203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('counts hops from the right for a chain of proxies, and never runs off the left', () => {
    expect(visitorAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(visitorAddress('203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('has no address for a missing or empty header', () => {
    expect(visitorAddress(null, 1)).toBeUndefined();
    expect(visitorAddress(' , ', 1)).toBeUndefined();
  });
});
