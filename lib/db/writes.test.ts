import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDb, MEMORY } from './embedded';
import { engineFactories, type TestEngine } from '../testing/engines';

/** The server's settings the contact function builds its two emails with. */
const mail = { p_support_address: 'support@kuldevta.test', p_site_name: 'Kuldevta' };

const valid = {
  p_user_name: 'Asha Patil',
  p_user_town: 'Pune',
  p_user_region: 'Maharashtra',
  p_kuldevta_info: 'Our kuldevi is Tulja Bhavani of Tuljapur.',
};

describe.each(engineFactories())('visitor writes on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores a submission as pending, cleaned, with the search term; anon reads none back', async () => {
    const result = (await db.call('submit_family_info', {
      ...valid,
      p_user_name: ' <b>Asha</b> <script>x</script>Patil ',
      p_user_email: 'Asha@Example.COM',
      p_search_term: 'zzqqxx',
      p_visitor_hash: 'visitor-a',
    })) as { status: string; id: number };
    expect(result.status).toBe('stored');
    const [row] = await db.admin.query<{ user_name: string; user_email: string; status: string; search_term: string }>(
      'select user_name, user_email, status, search_term from public.form_submissions where id = $1',
      [result.id],
    );
    expect(row).toEqual({ user_name: 'Asha x Patil', user_email: 'asha@example.com', status: 'pending', search_term: 'zzqqxx' });
    await expect(db.asAnon('select * from public.form_submissions')).rejects.toThrow(/permission denied/);
    await expect(db.asAnon("update public.form_submissions set status = 'approved'")).rejects.toThrow(/permission denied/);
  });

  it("checks the limits again, with the forms' messages", async () => {
    const check = async (args: Record<string, unknown>) =>
      (await db.call('submit_family_info', { ...valid, ...args })) as { status: string; message: string };
    expect(await check({ p_user_name: 'A' })).toMatchObject({ status: 'invalid', message: 'Name must be between 2 and 100 characters' });
    expect(await check({ p_user_town: 'x'.repeat(101) })).toMatchObject({ message: 'Town must be between 2 and 100 characters' });
    expect(await check({ p_kuldevta_info: 'too short' })).toMatchObject({ message: 'Kuldevta information must be between 10 and 2000 characters' });
    expect(await check({ p_kuldevta_info: 'x'.repeat(2001) })).toMatchObject({ status: 'invalid' });
    expect(await check({ p_user_email: 'not-an-email' })).toMatchObject({ message: 'Invalid email address' });
    expect(await check({ p_user_name: '<b></b>' })).toMatchObject({ status: 'invalid' });
    expect(await check({ p_user_name: 'x'.repeat(100), p_kuldevta_info: 'ñ'.repeat(2000), p_user_town: '🙏🙏', p_user_region: 'גוג' })).toMatchObject(
      { status: 'stored' },
    );
  });

  // Found by lib/db/writes.fuzz.test.ts: a direct call stored these as sent.
  it('cleans text as the site does when called directly: no controls, overrides, line breaks in one-line fields', async () => {
    const result = (await db.call('submit_family_info', {
      ...valid,
      p_user_name: '\u202Eevil\u202C Asha\u0085',
      p_user_town: 'Pune\n\nShivajinagar',
      p_user_region: '\u3000Maharashtra\n',
      p_kuldevta_info: ' Tulja Bhavani \u2066of\u2069 Tuljapur\r\nsince long ',
      p_search_term: `${'x'.repeat(99)} y`,
    })) as { status: string; id: number };
    expect(result.status).toBe('stored');
    const [row] = await db.admin.query<Record<string, string>>(
      'select user_name, user_town, user_region, kuldevta_info, search_term from public.form_submissions where id = $1',
      [result.id],
    );
    expect(row).toEqual({
      user_name: 'evil Asha',
      user_town: 'Pune Shivajinagar',
      user_region: 'Maharashtra',
      kuldevta_info: 'Tulja Bhavani of Tuljapur\nsince long',
      search_term: 'x'.repeat(99),
    });
    const contact = (await db.call('submit_contact_message', {
      ...mail,
      p_name: `Asha${' '.repeat(199)}x`,
      p_email: ' Asha@Example.com\n',
      p_subject: 'other',
      p_message: 'Hi',
    })) as { id: number };
    const [message] = await db.admin.query<Record<string, string>>('select name, email from public.contact_messages where id = $1', [contact.id]);
    expect(message).toEqual({ name: 'Asha x', email: 'asha@example.com' });
  });

  it('stores one row for a double click and limits a visitor to 5 in 10 minutes', async () => {
    const key = randomUUID();
    const first = (await db.call('submit_family_info', { ...valid, p_idempotency_key: key, p_visitor_hash: 'visitor-b' })) as { id: number };
    const second = (await db.call('submit_family_info', { ...valid, p_idempotency_key: key, p_visitor_hash: 'visitor-b' })) as {
      id: number;
      duplicate: boolean;
    };
    expect(second).toMatchObject({ id: first.id, duplicate: true });
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(((await db.call('submit_family_info', { ...valid, p_visitor_hash: 'visitor-b' })) as { status: string }).status);
    }
    expect(statuses).toEqual(['stored', 'stored', 'stored', 'stored', 'rate_limited']);
    expect(((await db.call('submit_family_info', { ...valid, p_visitor_hash: 'visitor-c' })) as { status: string }).status).toBe('stored');
  });

  it('holds the limit when one visitor sends many at once', async () => {
    const visitor = `visitor-burst-${randomUUID()}`;
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        (_, i) =>
          db.call('submit_contact_message', {
            ...mail,
            p_name: 'Asha',
            p_email: 'a@b.co',
            p_subject: 'general',
            p_message: `Burst ${i}`,
            p_visitor_hash: visitor,
          }) as Promise<{ status: string }>,
      ),
    );
    expect(statuses.filter((s) => s.status === 'stored').length).toBe(5);
    expect(statuses.filter((s) => s.status === 'rate_limited').length).toBe(25);
    const [row] = await db.admin.query<{ n: number }>("select count(*)::int as n from public.contact_messages where message like 'Burst %'");
    expect(row!.n).toBe(5);
  });

  it('stores a contact message with both its emails in one transaction; the same key again adds nothing', async () => {
    const key = randomUUID();
    const args = {
      ...mail,
      p_name: 'Asha <b>Patil</b>',
      p_email: 'Asha@Example.com',
      p_subject: 'content',
      p_message: 'Fix "Ambaji" & <i>Khodiyar</i>\nplease',
      p_idempotency_key: key,
    };
    // Ten at once with one key (a double click, or a retry racing the first), each from its
    // own address so that no rate limit answers instead: one message, two emails.
    type Answer = { status: string; id: number; duplicate?: boolean; emails?: { id: number; to: string; subject: string }[] };
    const answers = (await Promise.all(
      Array.from({ length: 10 }, (_, i) => db.call('submit_contact_message', { ...args, p_visitor_hash: `visitor-outbox-${i}-${key}` })),
    )) as Answer[];
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill('stored'));
    const first = answers.filter((a) => !a.duplicate);
    expect(first).toHaveLength(1);
    const rows = await db.admin.query<{ id: number; to_address: string; subject: string; status: string; html: string }>(
      `select o.id::int as id, o.to_address, o.subject, o.status, o.html from public.contact_messages m
       join public.email_outbox o on o.contact_message_id = m.id where m.idempotency_key = $1 order by o.id`,
      [key],
    );
    expect(rows.map((r) => [r.to_address, r.subject, r.status])).toEqual([
      ['support@kuldevta.test', 'Contact Form: content', 'queued'],
      ['asha@example.com', 'Thank you for contacting Kuldevta', 'queued'],
    ]);
    expect(rows[0]!.html).toContain('<strong>Name:</strong> Asha Patil</p>');
    for (const row of rows) expect(row.html).toContain('Fix &quot;Ambaji&quot; &amp; Khodiyar <br>please');
    // The answer names the queued emails: on Supabase the server hands them to send-email.
    expect(first[0]!.emails!.map((e) => [e.id, e.to])).toEqual(rows.map((r) => [r.id, r.to_address]));
    const [messages] = await db.admin.query<{ n: number }>('select count(*)::int as n from public.contact_messages where idempotency_key = $1', [
      key,
    ]);
    expect(messages!.n).toBe(1);
  });

  it('leaves no message without its emails when queueing them fails, and a retry with the key stores all three', async () => {
    const key = randomUUID();
    const args = {
      ...mail,
      p_name: 'Asha',
      p_email: 'asha@example.com',
      p_subject: 'general',
      p_message: 'Hello',
      p_idempotency_key: key,
      p_visitor_hash: `visitor-${key}`,
    };
    // A failure at the last row (the reply) stands for the process dying between the rows.
    await db.admin.query(`create function public.test_refuse_reply() returns trigger language plpgsql as $f$
      begin if new.subject like 'Thank you%' then raise exception 'refused for the test'; end if; return new; end $f$`);
    await db.admin.query(
      'create trigger test_refuse_reply before insert on public.email_outbox for each row execute function public.test_refuse_reply()',
    );
    try {
      await expect(db.call('submit_contact_message', args)).rejects.toThrow(/refused for the test/);
    } finally {
      await db.admin.query('drop trigger test_refuse_reply on public.email_outbox');
      await db.admin.query('drop function public.test_refuse_reply()');
    }
    const count = async () =>
      (
        await db.admin.query<{ messages: number; emails: number }>(
          `select (select count(*)::int from public.contact_messages where idempotency_key = $1) as messages,
             (select count(*)::int from public.email_outbox o join public.contact_messages m on m.id = o.contact_message_id
               where m.idempotency_key = $1) as emails`,
          [key],
        )
      )[0];
    expect(await count()).toEqual({ messages: 0, emails: 0 });
    expect(await db.call('submit_contact_message', args)).toMatchObject({ status: 'stored' });
    expect(await db.call('submit_contact_message', args)).toMatchObject({ status: 'stored', duplicate: true });
    expect(await count()).toEqual({ messages: 1, emails: 2 });
  });

  it("records what the send-email function did with an email, for the message's own key only", async () => {
    const key = randomUUID();
    const stored = (await db.call('submit_contact_message', {
      ...mail,
      p_name: 'Asha',
      p_email: 'asha@example.com',
      p_subject: 'general',
      p_message: 'Hello',
      p_idempotency_key: key,
      p_visitor_hash: `visitor-${key}`,
    })) as { emails: { id: number }[] };
    const [support, reply] = stored.emails.map((e) => e.id);
    expect(await db.call('record_email_sent', { p_idempotency_key: randomUUID(), p_email_id: support! })).toEqual({ status: 'unchanged' });
    expect(await db.call('record_email_sent', { p_idempotency_key: key, p_email_id: support! })).toEqual({ status: 'recorded' });
    expect(await db.call('record_email_sent', { p_idempotency_key: key, p_email_id: reply!, p_error: 'Email API answered 502' })).toEqual({
      status: 'recorded',
    });
    // A row already marked stays as it is.
    expect(await db.call('record_email_sent', { p_idempotency_key: key, p_email_id: reply! })).toEqual({ status: 'unchanged' });
    const rows = await db.admin.query<{ status: string; error: string; sent: boolean }>(
      'select status, error, sent_at is not null as sent from public.email_outbox where id = any($1::bigint[]) order by id',
      [[support, reply]],
    );
    expect(rows).toEqual([
      { status: 'sent', error: '', sent: true },
      { status: 'failed', error: 'Email API answered 502', sent: false },
    ]);
  });

  it('stores contact messages and search events, and refuses bad search terms', async () => {
    expect(
      await db.call('submit_contact_message', { ...mail, p_name: 'Asha', p_email: 'a@b.co', p_subject: 'general', p_message: 'Hello' }),
    ).toMatchObject({
      status: 'stored',
    });
    expect(await db.call('submit_contact_message', { ...mail, p_name: 'Asha', p_email: 'a@b.co', p_subject: 'spam', p_message: 'x' })).toMatchObject({
      status: 'invalid',
      field: 'subject',
    });
    const track = (term: string, type = 'surname') =>
      db.call('track_search', {
        p_search_term: term,
        p_search_type: type,
        p_results_found: true,
        p_result_count: 2,
        p_filters: { country: 'India' },
      });
    expect(await track('patel')).toEqual({ status: 'stored' });
    expect(await track('drop table x')).toMatchObject({ message: 'Invalid search term' });
    expect(await track('patel;')).toMatchObject({ message: 'Invalid search term' });
    expect(await track('p')).toMatchObject({ message: 'Search term must be at least 2 characters long' });
    expect(await track('patel', 'prayer')).toMatchObject({ message: 'Invalid search type' });
    const rows = await db.admin.query<{ search_term: string; filters: unknown }>(
      "select search_term, filters from public.search_analytics where search_term = 'patel'",
    );
    expect(rows[0]?.filters).toEqual({ country: 'India' });
    for (const table of ['contact_messages', 'search_analytics']) {
      await expect(db.asAnon(`select count(*) from public.${table}`)).rejects.toThrow(/permission denied/);
    }
  });
});

describe('email outbox (embedded)', () => {
  it('keeps emails with the owner rights the visitor role lacks', async () => {
    const db = await createEmbeddedDb({ dataDir: MEMORY });
    try {
      await db.ownerQuery!("insert into public.email_outbox (from_address, to_address, subject, html) values ('a@x', 'b@x', 's', '<p>x</p>')");
      const rows = await db.ownerQuery!<{ subject: string }>('select subject from public.email_outbox');
      expect(rows).toEqual([{ subject: 's' }]);
      // The visitor role still reads nothing.
      await expect(db.call('get_deity', { p_id: 'khodiyar-mata' })).resolves.not.toBeNull();
    } finally {
      await db.close();
    }
  });
});
