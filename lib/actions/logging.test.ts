import { afterEach, describe, expect, it, vi } from 'vitest';
import { DbUnavailableError } from '../db/types';

// When the database fails under a server action, the failure is logged once, as one JSON line
// with the request's id, and without anything the visitor typed or where they came from.

const REQUEST_ID = '6a0f3c2b-8d4e-4f1a-9b7c-2e5d8f0a1c3b';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-request-id': REQUEST_ID, 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0 (test)' }),
}));
vi.mock('../data/writes', () => ({
  storeFamilyInfo: async () => {
    // The message carries a value the way Postgres would quote it back.
    throw new DbUnavailableError('Database call submit_family_info failed: invalid input syntax for type uuid: "Asha Patil"');
  },
  storeContactMessage: async () => {
    throw new DbUnavailableError('Database call submit_contact_message failed: connection to 10.0.0.5 refused');
  },
}));

const { submitFamilyInfoAction } = await import('./submit-family-info-action');
const { sendContactMessageAction } = await import('./send-contact-message-action');
const { idleResult } = await import('./types');

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

function captureStderr(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const personal = [/Asha/, /Patil/, /Tuljapur/, /asha@example\.com/, /203\.0\.113\.77/, /10\.0\.0\.5/, /Mozilla/, /Pune/];

describe('a failed action is logged once, with the request id and no personal data', () => {
  it('submitFamilyInfoAction', async () => {
    const lines = captureStderr();
    const result = await submitFamilyInfoAction(
      idleResult,
      form({
        userName: 'Asha Patil',
        userTown: 'Pune',
        userRegion: 'Maharashtra',
        userEmail: 'asha@example.com',
        kuldevtaInfo: 'Tulja Bhavani of Tuljapur.',
      }),
    );
    expect(result.status).toBe('error');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'error',
      requestId: REQUEST_ID,
      route: 'action:submitFamilyInfo',
      message: '[submission] not stored',
      error: { name: 'DbUnavailableError', message: 'Database call submit_family_info failed: invalid input syntax for type uuid: "[redacted]"' },
    });
    for (const p of personal) expect(lines[0]).not.toMatch(p);
  });

  it('sendContactMessageAction', async () => {
    const lines = captureStderr();
    const result = await sendContactMessageAction(
      idleResult,
      form({ name: 'Asha Patil', email: 'asha@example.com', subject: 'content', message: 'Our kuldevi is in Tuljapur.' }),
    );
    expect(result.status).toBe('error');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      requestId: REQUEST_ID,
      route: 'action:sendContactMessage',
      message: '[contact] failed',
    });
    for (const p of personal) expect(lines[0]).not.toMatch(p);
  });
});
