import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

function directives(csp: string): Map<string, string> {
  return new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]));
}

describe('security headers', () => {
  it('production: self only, inline scripts without eval, no framing, https upgrade on an https site', () => {
    const csp = directives(contentSecurityPolicy({ dev: false, siteUrl: 'https://kuldevta.org' }));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('media-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('development allows eval (fast refresh); a plain-http site gets no upgrade', () => {
    expect(directives(contentSecurityPolicy({ dev: true, siteUrl: 'https://kuldevta.org' })).get('script-src')).toBe(
      "'self' 'unsafe-inline' 'unsafe-eval'",
    );
    expect(contentSecurityPolicy({ dev: true, siteUrl: 'https://kuldevta.org' })).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ dev: false, siteUrl: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests');
  });

  it('allows images from the Supabase project when one is configured, and nothing for a bad URL', () => {
    const csp = directives(contentSecurityPolicy({ dev: false, supabaseUrl: 'https://abcd.supabase.co/' }));
    expect(csp.get('img-src')).toBe("'self' data: blob: https://abcd.supabase.co");
    expect(csp.get('media-src')).toBe("'self' https://abcd.supabase.co");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(directives(contentSecurityPolicy({ dev: false, supabaseUrl: 'not a url' })).get('img-src')).toBe("'self' data: blob:");
  });

  it('sends HSTS, nosniff, referrer, permissions and frame options', () => {
    const headers = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const permissions = headers['Permissions-Policy']!.split(', ');
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()']) {
      expect(permissions).toContain(off);
    }
    // The prayer page's Copy and Share buttons.
    expect(permissions).toContain('clipboard-write=(self)');
    expect(permissions.some((p) => p.startsWith('web-share='))).toBe(false);
  });
});
