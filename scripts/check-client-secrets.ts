/**
 * Fails when a secret reaches a file the browser can load: the client bundles in
 * .next/static and the prerendered pages and RSC payloads in .next/server/app. Run after a
 * build made with dummy values for every secret (scripts/test-all.sh does), so that a secret
 * inlined by mistake (a NEXT_PUBLIC_ name, an `env` entry in next.config, a client import
 * of server code) is caught.
 *
 * Usage: npx tsx scripts/check-client-secrets.ts   (reads the values from the environment)
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every secret the site or its edge functions may be given (README, lib/server/env.ts, supabase/functions). */
export const SECRET_NAMES = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'RESEND_API_KEY',
  'KULDEVTA_FUNCTION_SECRET',
  'KULDEVTA_HASH_SALT',
  'DATABASE_URL',
  'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
] as const;

/** The strings to look for: each value, and the password inside a connection string. */
export function secretValues(env: Record<string, string | undefined>): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (!value) continue;
    out.push({ name, value });
    if (/^postgres(ql)?:\/\//.test(value)) {
      const password = decodeURIComponent(new URL(value).password);
      if (password) out.push({ name: `${name} password`, value: password });
    }
  }
  return out;
}

/** Files the browser can fetch, from a .next directory. */
export function clientFiles(nextDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, serverSide: boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, serverSide);
      // Under server/app only what is sent as is: HTML, RSC payloads, bodies; not the server code.
      else if (!serverSide || !/\.(js|map|json)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(nextDir, 'static'), false);
  walk(path.join(nextDir, 'server', 'app'), true);
  return files;
}

/** Where each secret appears: [] when none does. */
export function findSecrets(files: string[], secrets: { name: string; value: string }[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file).toString('latin1');
    for (const { name, value } of secrets) {
      // Raw, or escaped as it would be inside a JSON or JS string.
      const forms = [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
      if (forms.some((f) => text.includes(Buffer.from(f).toString('latin1')))) found.push(`${name} in ${file}`);
    }
  }
  return found;
}

function main() {
  const secrets = secretValues(process.env);
  const missing = SECRET_NAMES.filter((n) => !process.env[n]);
  if (missing.length) {
    console.error(`check-client-secrets: set a dummy value for ${missing.join(', ')} in the build and here, or the check means nothing`);
    process.exit(2);
  }
  const weak = secrets.filter((s) => s.value.length < 12);
  if (weak.length) {
    console.error(`check-client-secrets: use values of 12 characters or more (${weak.map((s) => s.name).join(', ')})`);
    process.exit(2);
  }
  const files = clientFiles(path.resolve('.next'));
  if (files.length < 10) {
    console.error('check-client-secrets: no build in .next; run `npm run build` first');
    process.exit(2);
  }
  const found = findSecrets(files, secrets);
  if (found.length) {
    console.error(`Secrets in files the browser can load:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`check-client-secrets: ${secrets.length} secrets, ${files.length} client files, none found`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'check-client-secrets.ts')) main();
