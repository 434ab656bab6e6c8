import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DbUnavailableError } from '../db/types';
import { log, logLine, logRequestError, redact } from './log';

const ID = '3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f';

describe('logLine', () => {
  it('has the fixed shape: level, time, requestId, route, message, error with name, message, stack', () => {
    const error = new DbUnavailableError('Database call get_deity failed: connection refused', { cause: new Error('ECONNREFUSED') });
    const line = logLine('error', '[deity] not loaded', { requestId: ID, route: '/deity/[id]', error }, new Date('2026-01-02T03:04:05Z'));
    expect(Object.keys(line)).toEqual(['level', 'time', 'message', 'requestId', 'route', 'error']);
    expect(line).toMatchObject({
      level: 'error',
      time: '2026-01-02T03:04:05.000Z',
      requestId: ID,
      route: '/deity/[id]',
      message: '[deity] not loaded',
      error: {
        name: 'DbUnavailableError',
        message: 'Database call get_deity failed: connection refused',
        cause: { name: 'Error', message: 'ECONNREFUSED' },
      },
    });
    expect(line.error!.stack).toMatch(/DbUnavailableError: Database call get_deity failed/);
  });

  it('drops a malformed request id and the query of a route', () => {
    const line = logLine('warn', 'x', { requestId: 'abc"\n{"level":"info"}', route: '/surname-search?surname=Patil&town=Pune#x' });
    expect(line.requestId).toBeUndefined();
    expect(line.route).toBe('/surname-search');
    expect(logLine('info', 'x', { requestId: 'short' }).requestId).toBeUndefined();
  });

  it('scrubs emails, IP addresses and values Postgres quotes back, in messages, errors and stacks', () => {
    const error = new Error(
      'invalid input syntax for type uuid: "Asha Patil <asha@example.com>" from 198.51.100.7 and 2001:db8::1; Key (email)=(asha@example.com) already exists',
    );
    const line = logLine('error', 'failed for asha@example.com at 203.0.113.9', { error });
    const text = JSON.stringify(line);
    for (const secret of ['asha@example.com', 'Asha Patil', '198.51.100.7', '2001:db8::1', '203.0.113.9']) {
      expect(text).not.toContain(secret);
    }
    expect(line.message).toBe('failed for [email] at [ip]');
    expect(line.error!.message).toBe('invalid input syntax for type uuid: "[redacted]" from [ip] and [ip]; Key (email)=([redacted]) already exists');
  });

  it('keeps stack positions, times and versions readable', () => {
    expect(redact('at load (.next/server/chunks/ssr/abc.js:1:329)')).toBe('at load (.next/server/chunks/ssr/abc.js:1:329)');
    expect(redact('at 12:34:56, next 16.4.6')).toBe('at 12:34:56, next 16.4.6');
    expect(redact('Database call search_surnames failed: canceling statement due to statement timeout')).toBe(
      'Database call search_surnames failed: canceling statement due to statement timeout',
    );
  });

  it('cuts long texts and logs thrown non-errors', () => {
    const line = logLine('error', 'x'.repeat(5000), { error: 'a string was thrown' });
    expect(line.message.length).toBeLessThanOrEqual(1001);
    expect(line.error).toEqual({ name: 'NonError', message: 'a string was thrown' });
  });
});

describe('log', () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes one JSON line to stderr for errors, stdout for info, and appends it to KULDEVTA_LOG_FILE', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kuldevta-log-'));
    const file = path.join(dir, 'server.log');
    vi.stubEnv('KULDEVTA_LOG_FILE', file);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    log.error('[contact] failed', { requestId: ID, route: 'action:sendContactMessage', error: new Error('boom') });
    log.info('[db] applying seed.sql');
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(stdout).toHaveBeenCalledTimes(1);
    const written = String(stderr.mock.calls[0]![0]);
    expect(written.endsWith('\n')).toBe(true);
    expect(JSON.parse(written)).toMatchObject({ level: 'error', requestId: ID, message: '[contact] failed', error: { message: 'boom' } });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: string });
    expect(lines.map((l) => l.level)).toEqual(['error', 'info']);
  });

  it('logs an error Next.js caught with the request id, the route pattern and the digest, never the path or headers', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const error = Object.assign(new Error('render failed'), { digest: '2182515812' });
    logRequestError(
      error,
      {
        path: '/surname/patil?town=Pune',
        method: 'GET',
        headers: { 'x-request-id': ID, 'x-forwarded-for': '198.51.100.7', cookie: 'session=secret', 'user-agent': 'Mozilla' },
      },
      { routePath: '/surname/[surname]', routeType: 'render' },
    );
    expect(stderr).toHaveBeenCalledTimes(1);
    const text = String(stderr.mock.calls[0]![0]);
    expect(JSON.parse(text)).toMatchObject({
      level: 'error',
      requestId: ID,
      route: '/surname/[surname]',
      method: 'GET',
      routeType: 'render',
      digest: '2182515812',
      error: { name: 'Error', message: 'render failed' },
    });
    for (const secret of ['patil', 'Pune', '198.51.100.7', 'session=secret', 'Mozilla']) expect(text).not.toContain(secret);
  });
});
