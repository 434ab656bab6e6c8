import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFiles, findSecrets, secretValues } from './check-client-secrets';

describe('check-client-secrets', () => {
  it('finds a secret in a client chunk or a prerendered page, raw or JSON-escaped, and ignores server code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-next-'));
    try {
      const write = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), text);
      };
      write('static/chunks/app.js', 'const k="sk_live_secret/value";');
      write('server/app/about.html', '<p>nothing here</p>');
      write('server/app/contact.rsc', '{"x":"pa\\"ss-word-12345"}');
      write('server/chunks/ssr/page.js', 'process.env.X="service-role-value-123"');
      write('server/app/page.js', 'service-role-value-123');
      const secrets = secretValues({
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-value-123',
        RESEND_API_KEY: 'sk_live_secret/value',
        DATABASE_URL: 'postgres://kuldevta:pa%22ss-word-12345@db.example:5432/k',
      });
      expect(secrets.map((s) => s.name)).toEqual(['SUPABASE_SERVICE_ROLE_KEY', 'RESEND_API_KEY', 'DATABASE_URL', 'DATABASE_URL password']);
      const files = clientFiles(dir);
      expect(files.map((f) => path.relative(dir, f)).sort()).toEqual(['server/app/about.html', 'server/app/contact.rsc', 'static/chunks/app.js']);
      expect(
        findSecrets(files, secrets)
          .map((f) => f.replace(dir, ''))
          .sort(),
      ).toEqual(['DATABASE_URL password in /server/app/contact.rsc', 'RESEND_API_KEY in /static/chunks/app.js']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
