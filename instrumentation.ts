import type { Instrumentation } from 'next';

/**
 * At server start, on Node.js: stop at once without the settings production needs
 * (lib/server/startup.ts). Methods no route serves are refused by the nginx front
 * (ops/nginx/kuldevta.conf).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/server/startup')).checkStartup();
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
  const { logRequestError } = await import('./lib/server/log');
  logRequestError(error, request, context);
};
