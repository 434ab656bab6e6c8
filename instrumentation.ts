import type { Instrumentation } from 'next';

/**
 * At server start: a production server stops at once (exit code 1) without what it cannot run
 * safely without (lib/env.ts, productionProblem), logging a message that says what to set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env, productionProblem } = await import('./lib/env');
  const problem = productionProblem(env(), process.env.NODE_ENV);
  if (!problem) return;
  const { log } = await import('./lib/log');
  log.error(`[start] the server cannot start: ${problem}`);
  // A server that answers every request with an error is worse than one that does not start.
  process.exit(1);
}

/**
 * Every error Next.js catches (a page that fails to render, a route handler or server action
 * that throws, the proxy) is logged here, once, as one JSON line with the request id.
 * Errors the code handles itself (a database that is down, shown as an error state) are
 * logged where they are handled and never reach this hook.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // The logger writes with node:fs; the site has no Edge code, so nothing is lost.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/log');
  logRequestError(error, request, context);
};
