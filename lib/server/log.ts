import { appendFileSync } from 'node:fs';
import { logFile } from './env';
import { wellFormedRequestId } from '../request/request-id';

/**
 * The server's log: one JSON line per event, on stdout (info) or stderr (warn, error), and
 * appended to KULDEVTA_LOG_FILE when that is set.
 *
 * What a visitor sent never goes in: there is no place for field values, search terms,
 * emails or addresses in a line (only a fixed set of keys), the route is the route pattern
 * or path without its query, and error texts are scrubbed of emails, IP addresses and the
 * values Postgres quotes back in its messages.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFields {
  /** The request's id (from the x-request-id header proxy.ts sets); ignored unless well-formed. */
  requestId?: string | null;
  /** The route pattern (`/surname/[surname]`) or a path; any query or fragment is dropped. */
  route?: string;
  error?: unknown;
  /** React's digest of a render error, shown to the visitor as "Reference ...". */
  digest?: string;
  method?: string;
  /** Where an uncaught error happened: render, route, action or proxy. */
  routeType?: string;
}

export interface LoggedError {
  name: string;
  message: string;
  stack?: string;
  cause?: { name: string; message: string };
}

export interface LogLine {
  level: LogLevel;
  time: string;
  requestId?: string;
  route?: string;
  message: string;
  method?: string;
  routeType?: string;
  digest?: string;
  error?: LoggedError;
}

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
// At least three groups, or a "::": never a "file.js:12:34" position in a stack line.
const IPV6 = /(?<![\w:.])(?=[0-9a-f:]*::|(?:[0-9a-f]{1,4}:){3})[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi;
// Postgres repeats the offending value: invalid input syntax for type uuid: "…", Key (email)=(…).
const PG_VALUE = /((?:invalid input (?:syntax|value)[^:"]*|malformed [\w ]+literal):) "(?:[^"\\]|\\.)*"/g;
const PG_KEY = /Key \(([^)]*)\)=\((?:[^)\\]|\\.)*\)/g;

/** Removes personal data that may sit inside an error text. */
export function redact(text: string): string {
  return text
    .replace(PG_VALUE, '$1 "[redacted]"')
    .replace(PG_KEY, 'Key ($1)=([redacted])')
    .replace(EMAIL, '[email]')
    .replace(IPV4, '[ip]')
    .replace(IPV6, '[ip]');
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The route without query or fragment, and never longer than a route needs. */
function routeOf(route: string | undefined): string | undefined {
  if (!route) return undefined;
  return cut(route.split(/[?#]/, 1)[0]!, 200);
}

function errorOf(error: unknown): LoggedError | undefined {
  if (error === undefined || error === null) return undefined;
  if (!(error instanceof Error)) return { name: 'NonError', message: cut(redact(String(error)), 1000) };
  const out: LoggedError = { name: error.name, message: cut(redact(error.message), 1000) };
  if (error.stack) out.stack = cut(redact(error.stack), 4000);
  if (error.cause !== undefined) {
    const cause = error.cause;
    out.cause =
      cause instanceof Error
        ? { name: cause.name, message: cut(redact(cause.message), 1000) }
        : { name: 'NonError', message: cut(redact(String(cause)), 1000) };
  }
  return out;
}

/** The line for an event, as it is written (exported for tests). */
export function logLine(level: LogLevel, message: string, fields: LogFields = {}, now = new Date()): LogLine {
  const line: LogLine = { level, time: now.toISOString(), message: cut(redact(message), 1000) };
  const requestId = wellFormedRequestId(fields.requestId);
  if (requestId) line.requestId = requestId;
  const route = routeOf(fields.route);
  if (route) line.route = route;
  if (fields.method && /^[A-Z]{1,10}$/.test(fields.method)) line.method = fields.method;
  if (fields.routeType) line.routeType = cut(fields.routeType, 40);
  if (fields.digest) line.digest = cut(String(fields.digest), 100);
  const error = errorOf(fields.error);
  if (error) line.error = error;
  return line;
}

function write(line: LogLine): void {
  const text = `${JSON.stringify(line)}\n`;
  try {
    (line.level === 'info' ? process.stdout : process.stderr).write(text);
  } catch {
    // A closed stream must not turn a logged error into a second one.
  }
  const file = logFile();
  if (file) {
    try {
      appendFileSync(file, text);
    } catch {
      // Same: losing the copy is better than failing the request.
    }
  }
}

export const log = {
  info(message: string, fields?: LogFields): void {
    write(logLine('info', message, fields));
  },
  warn(message: string, fields?: LogFields): void {
    write(logLine('warn', message, fields));
  },
  error(message: string, fields?: LogFields): void {
    write(logLine('error', message, fields));
  },
};

/** What instrumentation.ts's onRequestError receives (Next 16), in the parts used here. */
export interface RequestErrorInfo {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface RequestErrorContext {
  routePath: string;
  routeType: string;
}

/** Logs an error Next.js caught while rendering, in a route handler, action or proxy. */
export function logRequestError(error: unknown, request: RequestErrorInfo, context: RequestErrorContext): void {
  const header = request.headers['x-request-id'];
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  log.error('Unhandled error', {
    requestId: Array.isArray(header) ? header[0] : header,
    // The route file's pattern (/surname/[surname]) rather than the path: no surname or query.
    route: context.routePath || request.path,
    method: request.method,
    routeType: context.routeType,
    digest,
    error,
  });
}
