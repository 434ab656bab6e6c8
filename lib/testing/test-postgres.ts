import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../scripts/test-postgres.sh');

/**
 * Runs scripts/test-postgres.sh `command` (start, pause, resume, stop) as the test scripts run
 * it, with `env` added: TEST_PG_DIR only when `env` names it, so start makes a fresh directory.
 */
export function testPostgres(command: string, env: Record<string, string> = {}) {
  const base = { ...process.env };
  delete base.TEST_PG_DIR;
  const result = spawnSync('bash', [script, command], { encoding: 'utf8', env: { ...base, ...env }, timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The variables `start` prints for eval (TEST_PG_DIR, TEST_DATABASE_URL). */
export function exported(stdout: string): Record<string, string> {
  return Object.fromEntries([...stdout.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}
