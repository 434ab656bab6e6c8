import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The actions run as in a request: the visitor's headers come from next/headers.
let forwardedFor = '198.51.100.1';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': forwardedFor, 'user-agent': 'vitest' }),
}));

process.env.KULDEVTA_DATA_DIR = 'memory://';
process.env.SUPPORT_EMAIL = 'support@kuldevta.test';

const { submitFamilyInfoAction } = await import('./submit-family-info-action');
const { sendContactMessageAction } = await import('./send-contact-message-action');
const { db } = await import('../db');
const { idleResult } = await import('./types');

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const family = { userName: 'Asha Patil', userTown: 'Pune', userRegion: 'Maharashtra', kuldevtaInfo: 'Our kuldevi is Tulja Bhavani.' };
const owner = async <T>(sql: string, params?: unknown[]) => (await db()).ownerQuery!<T>(sql, params);

beforeAll(async () => {
  await db();
}, 60_000);
afterAll(async () => {
  await (await db()).close();
});

describe('submitFamilyInfoAction', () => {
  it('validates each field, with its message next to the field', async () => {
    const r = await submitFamilyInfoAction(
      idleResult,
      form({ userName: 'A', userTown: '', userRegion: 'x'.repeat(101), userEmail: 'nope', kuldevtaInfo: 'short' }),
    );
    expect(r.status).toBe('invalid');
    expect(r.fieldErrors).toEqual({
      userName: 'Name must be between 2 and 100 characters',
      userTown: 'Town is required',
      userRegion: 'Region must be between 2 and 100 characters',
      userEmail: 'Invalid email address',
      kuldevtaInfo: 'Kuldevta information must be between 10 and 2000 characters',
    });
    const missing = await submitFamilyInfoAction(idleResult, new FormData());
    expect(missing.fieldErrors).toMatchObject({ userName: 'Name is required', kuldevtaInfo: 'Kuldevta information is required' });
  });

  it('stores cleaned text, the lower-cased email and the search term, once per idempotency key', async () => {
    const key = crypto.randomUUID();
    const fields = {
      ...family,
      userName: '<script>alert(1)</script>Asha 🙏',
      userEmail: 'ASHA@Example.COM',
      searchTerm: 'Patil',
      idempotencyKey: key,
    };
    expect((await submitFamilyInfoAction(idleResult, form(fields))).status).toBe('success');
    expect((await submitFamilyInfoAction(idleResult, form(fields))).status).toBe('success');
    const rows = await owner<{ user_name: string; user_email: string; search_term: string; status: string }>(
      'select user_name, user_email, search_term, status from public.form_submissions where idempotency_key = $1',
      [key],
    );
    expect(rows).toEqual([{ user_name: 'alert(1) Asha 🙏', user_email: 'asha@example.com', search_term: 'Patil', status: 'pending' }]);
  });

  it('accepts fields at their limits, right-to-left text and SQL fragments as plain text; refuses one past', async () => {
    const edge = { userName: 'x'.repeat(100), userTown: 'مدينة', userRegion: "Goa'; drop table deities; --", kuldevtaInfo: 'क'.repeat(2000) };
    expect((await submitFamilyInfoAction(idleResult, form(edge))).status).toBe('success');
    const past = await submitFamilyInfoAction(idleResult, form({ ...edge, kuldevtaInfo: 'क'.repeat(2001) }));
    expect(past.fieldErrors?.kuldevtaInfo).toBe('Kuldevta information must be between 10 and 2000 characters');
    const huge = await submitFamilyInfoAction(idleResult, form({ ...family, userName: 'x'.repeat(10_000) }));
    expect(huge.status).toBe('invalid');
    const [deities] = await owner<{ n: number }>('select count(*)::int n from public.deities');
    expect(deities!.n).toBeGreaterThan(0);
  });

  it('stores nothing for a filled honeypot, and limits one visitor to 5 in 10 minutes', async () => {
    forwardedFor = '198.51.100.2';
    const before = await owner<{ n: number }>('select count(*)::int n from public.form_submissions');
    expect((await submitFamilyInfoAction(idleResult, form({ ...family, website: 'http://spam' }))).status).toBe('success');
    const after = await owner<{ n: number }>('select count(*)::int n from public.form_submissions');
    expect(after[0]!.n).toBe(before[0]!.n);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await submitFamilyInfoAction(idleResult, form(family))).status);
    expect(statuses).toEqual(['success', 'success', 'success', 'success', 'success', 'error']);
    const limited = await submitFamilyInfoAction(idleResult, form(family));
    expect(limited.message).toMatch(/wait a few minutes/);
    forwardedFor = '198.51.100.1';
  });
});

describe('sendContactMessageAction', () => {
  it('stores the message and writes both emails to the outbox, escaping what the visitor typed', async () => {
    forwardedFor = '198.51.100.3';
    const r = await sendContactMessageAction(
      idleResult,
      form({
        name: 'Asha <img src=x onerror=alert(1)>',
        email: 'Asha@Example.com',
        subject: 'content',
        message: 'Fix "Ambaji" & <b>Khodiyar</b>\nplease',
      }),
    );
    expect(r).toEqual({ status: 'success', message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours." });
    const emails = await owner<{ to_address: string; subject: string; html: string }>(
      'select to_address, subject, html from public.email_outbox order by id',
    );
    expect(emails.map((e) => [e.to_address, e.subject])).toEqual([
      ['support@kuldevta.test', 'Contact Form: content'],
      ['asha@example.com', 'Thank you for contacting Kuldevta'],
    ]);
    expect(emails[0]!.html).toContain('Fix &quot;Ambaji&quot; &amp; Khodiyar <br>please');
    expect(emails[0]!.html).not.toMatch(/<img|<b>Khodiyar/);
  });

  it('answers field errors for missing fields and a subject not in the list', async () => {
    const r = await sendContactMessageAction(idleResult, form({ name: '', email: 'x', subject: 'spam', message: '' }));
    expect(r.fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
});
