/**
 * The JSON log file of the server under test: the one the suite's own server writes
 * (playwright.config.ts sets KULDEVTA_LOG_FILE), or, against an outside server (E2E_BASE_URL),
 * the file named by E2E_LOG_FILE. The log tests need it, so without it they fail and say why.
 */
export function serverLogFile(): string {
  if (!process.env.E2E_BASE_URL) return '.data-e2e/server.log';
  const file = process.env.E2E_LOG_FILE;
  if (!file) throw new Error('Testing an outside server (E2E_BASE_URL): set E2E_LOG_FILE to its log file');
  return file;
}
