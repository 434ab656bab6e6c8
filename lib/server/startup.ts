import { env, productionProblem } from './env';
import { log } from './log';

/**
 * At server start (instrumentation's register, Node.js only): a production server stops at
 * once (exit code 1) without what it cannot run safely without, logging what to set. A server
 * that answers every request with an error is worse than one that does not start.
 */
export function checkStartup(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Inlined when the site was built (next.config.mjs), not read from the running server's settings.
  const build = { fixedActionKey: process.env.KULDEVTA_FIXED_ACTION_KEY === '1' };
  const problem = productionProblem(env(), process.env.NODE_ENV, build);
  if (!problem) return;
  log.error(`[start] the server cannot start: ${problem}`);
  process.exit(1);
}
