import { describe, expect, it } from 'vitest';
import { requestIdFor, wellFormedRequestId } from './request-id';

describe('request ids', () => {
  it('keeps a well-formed incoming id', () => {
    for (const id of ['3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f', 'a1b2c3d4e5f60718293a4b5c6d7e8f90', 'edge-lb:1-67891233-abcdef01']) {
      expect(requestIdFor(new Headers({ 'x-request-id': id }))).toBe(id);
    }
    expect(wellFormedRequestId('lb.trace:0001-ab')).toBe('lb.trace:0001-ab');
  });

  it('replaces a missing, short, long or odd one with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [
      null,
      '',
      'short',
      'x'.repeat(129),
      'abc def ghi',
      'abcdefgh\n{"level":"error"}',
      '<script>alert(1)</script>',
      'Root=1-67891233-abcdef01',
      'ünïcödé-1234',
    ]) {
      const headers = new Headers();
      if (bad !== null) {
        try {
          headers.set('x-request-id', bad);
        } catch {
          continue; // Headers itself refuses a newline.
        }
      }
      const id = requestIdFor(headers);
      expect(id).toMatch(uuid);
    }
    expect(requestIdFor(new Headers())).not.toBe(requestIdFor(new Headers()));
  });
});
